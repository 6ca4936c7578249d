import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts of a `project.pbxproj` that decide deployment targets and which target compiles
/// which file: the project's and each native target's build configurations, with their build
/// settings and base configuration files, and each target's sources.
struct XcodeProject: Sendable {
  /// A `PBXNativeTarget`.
  struct Target: Sendable {
    /// The target's object id in the project file.
    var id: String
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

    /// Whether the product is an app extension (`com.apple.product-type.app-extension` and
    /// its kinds, ExtensionKit, WatchKit and TV app extensions), which Xcode compiles with
    /// `APPLICATION_EXTENSION_API_ONLY` unless the target says otherwise.
    var isExtension: Bool {
      guard let productType else { return false }
      return [
        "app-extension", "extensionkit-extension", "watchkit-extension",
        "watchkit2-extension",
      ].contains { productType.contains($0) }
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
    let locator = XcodeFileLocator(
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
        id: id, name: target["name"]?.string ?? id, productType: target["productType"]?.string,
        configurations: configurations)
    }
    self.objects = objects
    self.locator = locator
  }

  /// The objects of the file, by id.
  private let objects: [String: PropertyListValue]
  /// Places its files and groups on disk.
  private let locator: XcodeFileLocator

  /// The Swift files each target compiles, in `targets` order: read only when asked, since
  /// finding a deployment target does not need them.
  func targetSources() -> [XcodeTargetSources] {
    XcodeTargetSources.read(targets: targets.map(\.id), objects: objects, locator: locator)
  }

  /// Reads configuration lists.
  private struct ConfigurationReader {
    package let objects: [String: PropertyListValue]
    package let file: String
    let locator: XcodeFileLocator

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
}
