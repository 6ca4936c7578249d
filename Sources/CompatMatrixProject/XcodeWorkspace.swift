import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The projects an `.xcworkspace` lists in its `contents.xcworkspacedata`: what Xcode opens
/// when a team works in the workspace.
///
/// Each `<FileRef location = "KIND:PATH">` names a file or folder; `group:` paths are
/// relative to the enclosing `<Group location = …>`s and the workspace's folder,
/// `container:` paths to the workspace's folder, `absolute:` paths stand alone. The
/// `Pods.xcodeproj` CocoaPods adds is left out: its targets are the dependencies', at their
/// own minimums, not the app's. A contents file that is not well-formed XML lists nothing,
/// as Xcode opens nothing from it.
package enum XcodeWorkspace {
  /// The `.xcodeproj` folders a workspace lists that hold a `project.pbxproj`, in its order.
  package static func projects(in workspace: URL) -> [URL] {
    let file = workspace.appendingPathComponent("contents.xcworkspacedata")
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    let folder = workspace.deletingLastPathComponent()
    return locations(in: Array(data), folder: folder).filter {
      $0.pathExtension == "xcodeproj" && $0.lastPathComponent != "Pods.xcodeproj"
        && FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("project.pbxproj").path)
    }
  }

  /// The locations of every `<FileRef>` in a workspace's contents, resolved against `folder`;
  /// none when the contents are not well-formed.
  static func locations(in bytes: [UInt8], folder: URL) -> [URL] {
    guard let tags = try? XMLTagReader.tags(in: bytes) else { return [] }
    var groups: [URL] = [folder]
    var result: [URL] = []
    for tag in tags where tag.name == "Group" || tag.name == "FileRef" {
      if tag.kind == .end {
        if tag.name == "Group", groups.count > 1 { groups.removeLast() }
        continue
      }
      // The base for `group:` is the innermost group; a group with no location is the
      // same folder as the one around it.
      let base = groups[groups.count - 1]
      let location = tag["location"].flatMap { resolve($0, base: base, folder: folder) }
      if tag.name == "Group" {
        if tag.kind == .start { groups.append(location ?? base) }
      } else if let location {
        result.append(location.standardizedFileURL)
      }
    }
    return result
  }

  /// A location such as `group:App/App.xcodeproj` as a URL.
  private static func resolve(_ location: String, base: URL, folder: URL) -> URL? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let path = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return path.isEmpty ? base : base.appendingPathComponent(path)
    case "container": return path.isEmpty ? folder : folder.appendingPathComponent(path)
    case "absolute": return URL(fileURLWithPath: path)
    default: return nil
    }
  }
}
