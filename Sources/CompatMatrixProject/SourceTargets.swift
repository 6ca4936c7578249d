import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which targets of a set of projects compile each Swift file: the index behind "which
/// platforms and minimums apply to this file", read once for a lint run or a rewrite.
///
/// Built from Xcode projects (each target's sources build phase and synchronized folders)
/// and Swift packages (each target's folder). A project that cannot be read is noted and left
/// out; its files are then of no known target, as are files no project lists.
package struct SourceTargets: Sendable {
  /// Every target read, in the order the projects were given.
  package let targets: [BuildTarget]
  /// One line per project that could not be read, saying why.
  package let notes: [String]
  /// The targets listing each file by itself, by standardized path.
  private let byFile: [String: [Int]]
  /// The same, by path in lower case: a project names its files as the Mac's file system
  /// finds them, without regard to case (a group spelled `PDFGeneration` for the folder
  /// `PdfGeneration`), so a file no path matches exactly is looked up so.
  private let byFoldedFile: [String: [Int]]
  /// The (target, folder) pairs of each source folder, by standardized path.
  private let byFolder: [String: [(target: Int, folder: Int)]]
  /// The display name of each target: qualified with its project when names repeat.
  package let names: [String]

  /// Indexes targets.
  ///
  /// A package target is built for the platforms its manifest lists, and for the others only
  /// when an Xcode target read builds for them (with no Xcode target read, for all of them):
  /// an iOS-only package in an iOS app is not built for visionOS. It gets a Mac Catalyst
  /// build when an Xcode target read has one.
  package init(targets: [BuildTarget], notes: [String] = []) {
    let targets = Self.packagesBuiltByClients(targets)
    self.targets = targets
    self.notes = notes
    var byFile: [String: [Int]] = [:]
    var byFolder: [String: [(target: Int, folder: Int)]] = [:]
    for (offset, target) in targets.enumerated() {
      for file in target.files where byFile[file.path]?.last != offset {
        byFile[file.path, default: []].append(offset)
      }
      for (index, folder) in target.folders.enumerated() {
        byFolder[folder.url.path, default: []].append((offset, index))
      }
    }
    self.byFile = byFile
    byFoldedFile = byFile.reduce(into: [:]) { folded, entry in
      folded[entry.key.lowercased(), default: []].append(contentsOf: entry.value)
    }
    self.byFolder = byFolder
    let counts = Dictionary(targets.map { ($0.name, 1) }, uniquingKeysWith: +)
    names = targets.map { counts[$0.name, default: 0] > 1 ? "\($0.name) (\($0.project))" : $0.name }
  }

  /// Package targets limited to what they list and what the Xcode targets build.
  private static func packagesBuiltByClients(_ targets: [BuildTarget]) -> [BuildTarget] {
    let clients = targets.filter { $0.kind == .xcode && !$0.isTest }
    guard !clients.isEmpty else { return targets }
    let built = Set(clients.flatMap(\.platforms.keys))
    let catalyst = clients.contains(where: \.supportsCatalyst)
    return targets.map { target in
      guard target.kind == .package, target.linkage == .either else { return target }
      var copy = target
      copy.platforms = target.platforms.filter {
        target.declared.contains($0.key) || built.contains($0.key)
      }
      if copy.catalyst == nil, catalyst, copy.platforms[.iOS] != nil {
        copy.catalyst = BuildTarget.CatalystBuild()
      }
      return copy
    }
  }

  /// Reads the targets of projects: `.xcodeproj` folders and `Package.swift` files; `root` is
  /// the folder their names in notes and targets are relative to.
  package static func read(projects: [URL], root: URL, cache: ProjectFileCache? = nil)
    -> SourceTargets
  {
    let files = ProjectFiles(root: root, cache: cache)
    var targets: [BuildTarget] = []
    var notes: [String] = []
    for project in projects {
      do throws(ProjectDetectionError) {
        if project.pathExtension == "xcodeproj" {
          let url = project.appendingPathComponent("project.pbxproj")
          let file = files.display(url)
          guard files.fileExists(url) else {
            // A generated project that is not checked in: say so, and what generates it.
            let folder = project.deletingLastPathComponent()
            notes += ProjectDiscovery.unreadableProjects(in: folder, shownFrom: root).filter {
              $0.contains(project.lastPathComponent)
            }
            continue
          }
          let plist = try files.propertyList(url)
          let model = try XcodeProject(
            plist, file: file, projectDirectory: project.deletingLastPathComponent())
          targets += try model.buildTargets(file: file, files: files)
        } else {
          targets += try PackageManifestTargets.read(project, files: files)
        }
      } catch {
        notes.append("\(error)")
      }
    }
    return SourceTargets(targets: targets, notes: notes)
  }

  /// The targets that compile the file at a standardized absolute path.
  package func targets(ofFile path: String) -> [Int] {
    var lookup = Lookup()
    return targets(ofFile: path, &lookup)
  }

  /// Which platforms and minimums apply to the file at a standardized absolute path.
  package func platforms(ofFile path: String) -> FilePlatforms {
    var lookup = Lookup()
    return platforms(ofFile: path, &lookup)
  }

  /// Which platforms and minimums apply to each of many files, each folder looked up once.
  package func platforms(ofFiles paths: [String]) -> [FilePlatforms] {
    var lookup = Lookup()
    return paths.map { platforms(ofFile: $0, &lookup) }
  }

  /// What lookups of many files share: each folder's source folders above it, and each set
  /// of targets' platforms.
  private struct Lookup {
    var folders: [Substring: [(target: Int, folder: Int, length: Int)]] = [:]
    var platforms: [[Int]: FilePlatforms] = [:]
  }

  private func platforms(ofFile path: String, _ lookup: inout Lookup) -> FilePlatforms {
    let found = targets(ofFile: path, &lookup)
    guard !found.isEmpty else { return .unknown }
    if let known = lookup.platforms[found] { return known }
    let result = FilePlatforms(found.map { targets[$0] }, names: found.map { names[$0] })
    lookup.platforms[found] = result
    return result
  }

  private func targets(ofFile path: String, _ lookup: inout Lookup) -> [Int] {
    var found = byFile[path] ?? []
    // Paths are compared as UTF-8 bytes: characters would cost grapheme breaking per file.
    let bytes = path.utf8
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return found }
    for (target, index, length) in folders(above: path[..<slash], &lookup)
    where !found.contains(target) {
      let relative = bytes.dropFirst(length + 1)
      let source = targets[target].folders[index]
      func covers(_ prefix: String) -> Bool {
        let wanted = prefix.utf8
        guard relative.starts(with: wanted) else { return false }
        let rest = relative.dropFirst(wanted.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/") || wanted.last == UInt8(ascii: "/")
      }
      guard !source.excluded.contains(where: covers),
        source.only.isEmpty || source.only.contains(where: covers)
      else { continue }
      found.append(target)
    }
    if found.isEmpty, let folded = byFoldedFile[path.lowercased()] {
      found = Array(Set(folded))
    }
    return found.count > 1 ? found.sorted() : found
  }

  /// The source folders at or above a folder, with their paths' lengths in bytes.
  private func folders(above folder: Substring, _ lookup: inout Lookup)
    -> [(target: Int, folder: Int, length: Int)]
  {
    if let known = lookup.folders[folder] { return known }
    var result: [(target: Int, folder: Int, length: Int)] = []
    if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), slash > folder.startIndex {
      result = folders(above: folder[..<slash], &lookup)
    }
    for (target, index) in byFolder[String(folder)] ?? [] {
      result.append((target, index, folder.utf8.count))
    }
    lookup.folders[folder] = result
    return result
  }
}
