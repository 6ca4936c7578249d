import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Swift files an Xcode target compiles: the files of its `PBXSourcesBuildPhase`, and the
/// folders synchronized with the file system (Xcode 16's buildable folders) it lists, less
/// their membership exceptions.
///
/// A `PBXFileSystemSynchronizedBuildFileExceptionSet` for a target inverts the membership of
/// the files it lists: files of a folder the target lists are left out of it, and files of a
/// folder it does not list are added to it. A listed path may name a sub-folder, which then
/// stands for everything inside it.
struct XcodeTargetSources: Sendable, Hashable {
  /// A synchronized folder and the paths, relative to it, the target leaves out.
  struct Folder: Sendable, Hashable {
    /// The folder.
    package var url: URL
    /// Paths relative to the folder that are not members.
    package var excluded: [String]
  }

  /// Files listed one by one: the sources build phase, and files added by an exception set.
  package var files: [URL] = []
  /// Synchronized folders whose files are members.
  package var folders: [Folder] = []
  /// Source files whose location could not be worked out (relative to the SDK, to the build
  /// products, or with a broken group hierarchy).
  package var unlocated = 0

  /// The sources of every target in `targets` (the ids of `PBXNativeTarget` objects), in that
  /// order.
  static func read(
    targets: [String], objects: [String: PropertyListValue], locator: XcodeFileLocator
  ) -> [XcodeTargetSources] {
    var result = [XcodeTargetSources](repeating: XcodeTargetSources(), count: targets.count)
    let index = Dictionary(
      targets.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // Each synchronized folder: its location, and which targets list it.
    var folders: [String: URL?] = [:]
    var listing: [String: Set<String>] = [:]
    var references: [[String]] = Array(repeating: [], count: targets.count)
    for (offset, id) in targets.enumerated() {
      guard let target = objects[id] else { continue }
      for phase in target["buildPhases"]?.array ?? [] {
        guard let phaseID = phase.string, let object = objects[phaseID],
          object["isa"]?.string == "PBXSourcesBuildPhase"
        else { continue }
        for file in object["files"]?.array ?? [] {
          guard let fileID = file.string, let reference = objects[fileID]?["fileRef"]?.string
          else { continue }
          references[offset].append(reference)
        }
      }
      for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
        guard let groupID = group.string else { continue }
        listing[groupID, default: []].insert(id)
        if folders[groupID] == nil { folders[groupID] = locator.location(of: groupID) }
      }
    }
    // Thousands of files share a few groups: located together, each group once.
    let paths = locator.paths(of: references.flatMap { $0 })
    for (offset, list) in references.enumerated() {
      for reference in list {
        if let path = paths[reference] {
          result[offset].files.append(URL(fileURLWithPath: path))
        } else {
          result[offset].unlocated += 1
        }
      }
    }
    // A folder no target lists may still give files to targets through exception sets.
    for (id, object) in objects
    where folders[id] == nil && object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
      && object["exceptions"] != nil
    {
      folders[id] = locator.location(of: id)
    }
    for groupID in folders.keys.sorted() {
      // The key came from the dictionary; the value is the folder or nil.
      guard let url = folders[groupID]!, let group = objects[groupID] else {
        for target in listing[groupID] ?? [] { index[target].map { result[$0].unlocated += 1 } }
        continue
      }
      var excluded: [String: [String]] = [:]
      for exception in group["exceptions"]?.array ?? [] {
        guard let exceptionID = exception.string, let set = objects[exceptionID],
          set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"]?.string, let offset = index[target]
        else { continue }
        let paths = (set["membershipExceptions"]?.array ?? []).compactMap(\.string).map {
          $0.hasPrefix("/") ? String($0.dropFirst()) : $0
        }
        if listing[groupID]?.contains(target) == true {
          excluded[target, default: []] += paths
        } else {
          result[offset].files += paths.map { url.appendingPathComponent($0).standardizedFileURL }
        }
      }
      for target in (listing[groupID] ?? []).sorted() {
        guard let offset = index[target] else { continue }
        result[offset].folders.append(Folder(url: url, excluded: excluded[target] ?? []))
      }
    }
    return result
  }
}
