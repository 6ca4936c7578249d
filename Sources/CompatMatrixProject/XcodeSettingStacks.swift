import CompatMatrixCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the stack of build settings that applies to each target configuration of an Xcode
/// project, reading each base `.xcconfig` once: the project's base configuration and settings
/// of the same name under the target's base configuration and settings (see
/// `BuildSettingStack` for the precedence).
struct XcodeSettingStacks {
  /// Reads the files.
  let files: ProjectFiles
  /// The `project.pbxproj` as messages name it.
  let file: String
  /// The project's configurations, by name.
  private let projectConfigurations: [String: XcodeProject.Configuration]
  /// The project's own settings as a level, by configuration name.
  private let projectLevels: [String: BuildSettingStack.Level]
  /// Base configurations read so far; `nil` for one that could not be located or read.
  private var baseLevels: [XcodeProject.BaseConfiguration: BuildSettingStack.Level?] = [:]
  /// What was noticed about base configurations: ones that could not be located or do not
  /// exist, in the order met; CocoaPods' missing ones counted in one line at the end.
  var notes: [String] {
    guard missingPods > 0 else { return ownNotes }
    let count = missingPods == 1 ? "1 base configuration" : "\(missingPods) base configurations"
    return ownNotes + [
      "\(count) under Pods/ (written by pod install) \(missingPods == 1 ? "does" : "do") not "
        + "exist, so \(missingPods == 1 ? "it was" : "they were") ignored"
    ]
  }
  private var ownNotes: [String] = []
  /// Base configurations under a `Pods` folder that do not exist.
  private var missingPods = 0

  /// Prepares the stacks of a project.
  init(project: XcodeProject, file: String, files: ProjectFiles) {
    self.files = files
    self.file = file
    projectConfigurations = Dictionary(
      project.configurations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // The project's settings are one level under every target configuration of the same
    // name: indexed once, not once per target.
    projectLevels = projectConfigurations.mapValues {
      BuildSettingStack.Level(kind: .projectSettings, file: file, assignments: $0.settings)
    }
  }

  /// The stack of a target configuration, with `[sdk=…]` conditions matched against `sdk`.
  mutating func stack(for configuration: XcodeProject.Configuration, sdk: String)
    throws(ProjectDetectionError) -> BuildSettingStack
  {
    var levels: [BuildSettingStack.Level] = []
    if let shared = projectConfigurations[configuration.name] {
      if let base = shared.base, let level = try level(base, .projectBaseConfiguration) {
        levels.append(level)
      }
      // Both dictionaries have the same keys.
      levels.append(projectLevels[configuration.name]!)
    }
    if let base = configuration.base, let level = try level(base, .targetBaseConfiguration) {
      levels.append(level)
    }
    levels.append(.init(kind: .targetSettings, file: file, assignments: configuration.settings))
    return BuildSettingStack(levels: levels, sdk: sdk, configuration: configuration.name)
  }

  /// The level a base configuration file adds, read once per file; `nil`, with a note, when
  /// the file cannot be located or does not exist.
  private mutating func level(
    _ base: XcodeProject.BaseConfiguration, _ kind: BuildSettingStack.LevelKind
  ) throws(ProjectDetectionError) -> BuildSettingStack.Level? {
    let level: BuildSettingStack.Level?
    if let known = baseLevels[base] {
      level = known
    } else {
      switch base {
      case .unresolved(let name):
        ownNotes.append("could not locate the base configuration '\(name)', so it was ignored")
        level = nil
      case .file(let written):
        // A Mac's file system ignores letter case: so does finding the file.
        guard let url = files.existing(written) else {
          // CocoaPods writes its configurations when `pod install` runs: one line says so.
          if written.pathComponents.contains("Pods") {
            missingPods += 1
            level = nil
            baseLevels[base] = level
            return nil
          }
          ownNotes.append(
            "the base configuration \(files.display(written)) does not exist, so it was ignored")
          level = nil
          break
        }
        level = .init(
          kind: kind, file: files.display(url),
          assignments: try XCConfigReader.read(url, files: files))
      }
      baseLevels[base] = level
    }
    return level.map {
      var copy = $0
      copy.kind = kind
      return copy
    }
  }
}
