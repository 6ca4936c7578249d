import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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

  /// The locations of many file references, as clean absolute paths, each group resolved
  /// once: what `location(of:)` gives one at a time, for a project's thousands of files.
  package func paths(of ids: [String]) -> [String: String] {
    var groups: [String: String?] = [:]
    var result: [String: String] = [:]
    for id in ids where result[id] == nil {
      if let path = resolve(id, isLeaf: true, depth: 0, groups: &groups) { result[id] = path }
    }
    return result
  }

  /// The location of one object: a leaf may be named by its `name`; groups are remembered.
  private func resolve(
    _ id: String, isLeaf: Bool, depth: Int, groups: inout [String: String?]
  ) -> String? {
    if !isLeaf, let known = groups[id] { return known }
    guard depth < Self.depthLimit, let object = objects[id] else { return nil }
    let path = object["path"]?.string ?? (isLeaf ? object["name"]?.string : nil)
    func join(_ base: String) -> String {
      guard let path, !path.isEmpty else { return SourceWalker.clean(base) }
      return SourceWalker.clean(base + "/" + path)
    }
    let result: String?
    if let path, path.hasPrefix("/") {
      result = SourceWalker.clean(path)
    } else {
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>":
        if let parent = parents[id] {
          result = resolve(parent, isLeaf: false, depth: depth + 1, groups: &groups).map(join)
        } else {
          result = id == mainGroup ? join(projectDirectory.path) : nil
        }
      case "SOURCE_ROOT": result = join(projectDirectory.path)
      case "<absolute>": result = join("/")
      default: result = nil
      }
    }
    if !isLeaf { groups[id] = .some(result) }
    return result
  }

  /// Appends components collected from the innermost object outwards.
  private static func append(_ components: [String], to base: URL) -> URL {
    components.reversed().reduce(base) { $0.appendingPathComponent($1) }
      .standardizedFileURL
  }
}
