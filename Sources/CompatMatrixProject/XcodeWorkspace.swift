import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The projects an `.xcworkspace` lists in its `contents.xcworkspacedata`: what Xcode opens
/// when a team works in the workspace, read without an XML parser.
///
/// Each `<FileRef location = "KIND:PATH">` names a file or folder; `group:` paths are
/// relative to the enclosing `<Group location = …>`s and the workspace's folder,
/// `container:` paths to the workspace's folder, `absolute:` paths stand alone. The
/// `Pods.xcodeproj` CocoaPods adds is left out: its targets are the dependencies', at their
/// own minimums, not the app's.
package enum XcodeWorkspace {
  /// The `.xcodeproj` folders a workspace lists that hold a `project.pbxproj`, in its order.
  package static func projects(in workspace: URL) -> [URL] {
    let file = workspace.appendingPathComponent("contents.xcworkspacedata")
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    let folder = workspace.deletingLastPathComponent()
    return locations(in: String(decoding: data, as: UTF8.self), folder: folder).filter {
      $0.pathExtension == "xcodeproj" && $0.lastPathComponent != "Pods.xcodeproj"
        && FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("project.pbxproj").path)
    }
  }

  /// The locations of every `<FileRef>` in a workspace's contents, resolved against `folder`.
  static func locations(in text: String, folder: URL) -> [URL] {
    var groups: [URL] = [folder]
    var result: [URL] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let tag = rest[..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("/Group") {
        if groups.count > 1 { groups.removeLast() }
        continue
      }
      let isGroup = tag.hasPrefix("Group")
      guard isGroup || tag.hasPrefix("FileRef") else { continue }
      // The base for `group:` is the innermost group; a group with no location is the
      // same folder as the one around it.
      let base = groups[groups.count - 1]
      let location = attribute("location", in: tag).flatMap {
        resolve($0, base: base, folder: folder)
      }
      if isGroup {
        if !tag.hasSuffix("/") { groups.append(location ?? base) }
      } else if let location {
        result.append(location.standardizedFileURL)
      }
    }
    return result
  }

  /// The value of `name = "value"` in a tag.
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let range = tag.firstRange(of: name) else { return nil }
    let after = tag[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard after.first == "=" else { return nil }
    let value = after.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { return nil }
    return String(value[value.index(after: value.startIndex)..<end])
      .replacing("&amp;", with: "&")
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
