import CompatMatrixCore
import CompatMatrixSource
import Foundation

/// The parts of a `project.pbxproj` that decide deployment targets: the project's and each
/// native target's build configurations, with their build settings and base configuration
/// files.
struct XcodeProject: Sendable {
  /// A `PBXNativeTarget`.
  struct Target: Sendable {
    /// The target's name.
    package var name: String
    /// Its product type, such as `com.apple.product-type.application`.
    var productType: String?
    /// Its build configurations.
    var configurations: [Configuration]

    /// Whether the target builds unit or UI tests, which do not set an app's deployment
    /// target.
    var isTest: Bool {
      productType == "com.apple.product-type.bundle.unit-test"
        || productType == "com.apple.product-type.bundle.ui-testing"
    }
  }

  /// An `XCBuildConfiguration`.
  struct Configuration: Sendable {
    /// Its name, such as `Debug`.
    package var name: String
    /// Its `buildSettings`, in file order.
    package var settings: [BuildSettingAssignment]
    /// Its `baseConfigurationReference`, when it has one.
    package var base: BaseConfiguration?
  }

  /// The `.xcconfig` file a configuration is based on.
  enum BaseConfiguration: Sendable, Hashable {
    /// The file's location, found through the group hierarchy.
    case file(URL)
    /// A reference whose location cannot be worked out, such as one relative to the SDK or to
    /// the build products; `name` is the file's name as the project gives it.
    case unresolved(name: String)
  }

  /// The project-level configurations: the `PBXProject`'s `buildConfigurationList`.
  var configurations: [Configuration]
  /// The native targets, in the project's order.
  package var targets: [Target]

  /// Reads the model from a parsed `project.pbxproj`.
  ///
  /// `file` is the name messages show; `projectDirectory` is the folder that holds the
  /// `.xcodeproj`, which `SOURCE_ROOT` and the main group are relative to.
  package init(_ plist: PropertyListValue, file: String, projectDirectory: URL)
    throws(ProjectDetectionError)
  {
    guard plist.entries != nil else {
      throw .notAnXcodeProject(file: file, reason: "the top level is not a dictionary")
    }
    guard let objectEntries = plist["objects"]?.entries else {
      throw .notAnXcodeProject(file: file, reason: "it has no 'objects' dictionary")
    }
    var objects: [String: PropertyListValue] = [:]
    for entry in objectEntries { objects[entry.key] = entry.value }
    let rootID = plist["rootObject"]?.string
    guard
      let project = rootID.flatMap({ objects[$0] }).flatMap({
        $0["isa"]?.string == "PBXProject" ? $0 : nil
      }) ?? objectEntries.first(where: { $0.value["isa"]?.string == "PBXProject" })?.value
    else {
      throw .notAnXcodeProject(file: file, reason: "it has no PBXProject object")
    }
    var directory = projectDirectory
    if let path = project["projectDirPath"]?.string, !path.isEmpty {
      directory =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : projectDirectory.appendingPathComponent(path)
    }
    let locator = FileLocator(
      objects: objects, projectDirectory: directory, mainGroup: project["mainGroup"]?.string)
    let reader = ConfigurationReader(objects: objects, file: file, locator: locator)
    configurations = reader.configurations(of: project)
    // Targets that share a configuration list share its configurations, read once.
    var lists: [String: [Configuration]] = [:]
    targets = (project["targets"]?.array ?? []).compactMap { reference in
      guard let id = reference.string, let target = objects[id],
        target["isa"]?.string == "PBXNativeTarget"
      else { return nil }
      let list = target["buildConfigurationList"]?.string ?? ""
      let configurations = lists[list] ?? reader.configurations(of: target)
      lists[list] = configurations
      return Target(
        name: target["name"]?.string ?? id, productType: target["productType"]?.string,
        configurations: configurations)
    }
  }

  /// Reads configuration lists.
  private struct ConfigurationReader {
    package let objects: [String: PropertyListValue]
    package let file: String
    let locator: FileLocator

    /// The configurations of the list an object's `buildConfigurationList` names.
    func configurations(of object: PropertyListValue) -> [Configuration] {
      guard let listID = object["buildConfigurationList"]?.string,
        let references = objects[listID]?["buildConfigurations"]?.array
      else { return [] }
      return references.compactMap { reference in
        guard let id = reference.string, let configuration = objects[id] else { return nil }
        return Configuration(
          name: configuration["name"]?.string ?? id,
          settings: settings(configuration["buildSettings"]?.entries ?? []),
          base: base(of: configuration))
      }
    }

    private func settings(_ entries: [PropertyListEntry]) -> [BuildSettingAssignment] {
      entries.compactMap { entry in
        let value: String
        switch entry.value.kind {
        case .string(let text): value = text
        case .array(let elements): value = elements.compactMap(\.string).joined(separator: " ")
        case .data, .dictionary: return nil
        }
        return BuildSettingAssignment(
          key: entry.key[...], value: value[...], file: file, line: entry.keyLocation.line)
      }
    }

    /// The base configuration: a `baseConfigurationReference` to a file reference, or, in
    /// projects with folders synchronized to the file system, an anchor folder and a path
    /// relative to it.
    private func base(of configuration: PropertyListValue) -> BaseConfiguration? {
      if let id = configuration["baseConfigurationReference"]?.string {
        let reference = objects[id]
        let name = reference?["path"]?.string ?? reference?["name"]?.string ?? id
        return locator.location(of: id).map(BaseConfiguration.file) ?? .unresolved(name: name)
      }
      if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
        let path = configuration["baseConfigurationReferenceRelativePath"]?.string
      {
        return locator.location(of: anchor).map { .file($0.appendingPathComponent(path)) }
          ?? .unresolved(name: path)
      }
      return nil
    }
  }

  /// Finds where files and groups are on disk by following `path` and `sourceTree` up the
  /// group hierarchy.
  private struct FileLocator {
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
}
