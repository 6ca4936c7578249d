import Foundation

/// Finds where files and groups are on disk by following `path` and `sourceTree` up the
/// group hierarchy.
struct XcodeFileLocator: Sendable {
  package let objects: [String: PropertyListValue]
  let projectDirectory: URL
  let mainGroup: String?
  /// Each grouped object's parent group.
  package let parents: [String: String]

  /// The deepest group hierarchy followed.
  package static let depthLimit = 256

  package init(objects: [String: PropertyListValue], projectDirectory: URL, mainGroup: String?) {
    self.objects = objects
    self.projectDirectory = projectDirectory
    self.mainGroup = mainGroup
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
    self.parents = parents
  }

  /// The location of a file reference or group, or `nil` when its source tree is not one
  /// this tool can place (`<group>`, `SOURCE_ROOT` and `<absolute>` are) or its group
  /// hierarchy is broken.
  package func location(of id: String) -> URL? {
    var components: [String] = []
    var current = id
    for _ in 0..<Self.depthLimit {
      guard let object = objects[current] else { return nil }
      let path = object["path"]?.string ?? (current == id ? object["name"]?.string : nil)
      if let path, path.hasPrefix("/") {
        return Self.append(components, to: URL(fileURLWithPath: path))
      }
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>":
        if let path, !path.isEmpty { components.append(path) }
        if let parent = parents[current] {
          current = parent
          continue
        }
        guard current == mainGroup else { return nil }
        return Self.append(components, to: projectDirectory)
      case "SOURCE_ROOT":
        if let path, !path.isEmpty { components.append(path) }
        return Self.append(components, to: projectDirectory)
      case "<absolute>":
        if let path { components.append(path) }
        return Self.append(components, to: URL(fileURLWithPath: "/"))
      default:
        return nil
      }
    }
    return nil
  }

  /// Appends components collected from the innermost object outwards.
  private static func append(_ components: [String], to base: URL) -> URL {
    components.reversed().reduce(base) { $0.appendingPathComponent($1) }
      .standardizedFileURL
  }
}
