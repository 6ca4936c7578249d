import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the deployment target of a project: an Xcode project, a Swift package, or an
/// `.xcconfig` file, and says where the value came from.
///
/// In a folder, the `*.xcodeproj` folders directly inside it are read (an app: when there are
/// several, the lowest value wins and the explanation names them); only when there is none
/// is `Package.swift` read. When both exist the Xcode project is preferred and the
/// explanation mentions the package, unless no Xcode project has a target for the platform,
/// in which case the package is read instead. Workspaces (`.xcworkspace`) are not read.
///
/// In an Xcode project, the setting is `IPHONEOS_DEPLOYMENT_TARGET` for iOS and iPadOS
/// (`MACOSX_`, `TVOS_`, `WATCHOS_`, `XROS_DEPLOYMENT_TARGET` for the others). Each target
/// configuration is evaluated as Xcode does, highest precedence first: the target's build
/// settings, the target's base `.xcconfig`, the project's build settings, the project's base
/// `.xcconfig` (the project configuration with the same name as the target's). Within one
/// level a matching conditional assignment (`KEY[sdk=iphoneos*]`, `[config=Debug]`) beats an
/// unconditional one and a later assignment beats an earlier one. `$(inherited)` and
/// references to settings the project or its `.xcconfig` files define (`$(APP_MINIMUM)`) are
/// followed; a value that refers to anything else (Xcode's built-in settings, operators such
/// as `$(X:default=1)`) is skipped and named in the explanation. A target counts when
/// `SUPPORTED_PLATFORMS` names one of the platform's SDKs (`iphoneos`, `iphonesimulator`),
/// else when `SDKROOT` does, else, when neither decides, when the deployment target has a
/// value for it; unit-test and UI-test targets never count. The lowest
/// value over the targets and their configurations wins, and the explanation names the
/// target and the configurations that have it.
///
/// In a `Package.swift`, the `platforms:` entry (`.iOS(.v15)`, `.iOS("15.4")`) is read
/// without running the manifest; comments and string literals are skipped. A package without
/// an entry for the platform throws `ProjectDetectionError.packageDeclaresNoMinimum` rather
/// than guessing SwiftPM's default. An `.xcconfig` given on its own is read with its
/// includes; a `[config=...]` condition never holds there, since no configuration is being
/// built.
package enum ProjectDetector {
  /// The largest file read, in bytes: 32 MiB. Larger files are reported, not read.
  package static let fileSizeLimit = 32 * 1024 * 1024

  /// The deployment target of the project at `path`, for `platform`.
  ///
  /// `path` may be a folder, a `Package.swift`, an `.xcodeproj` folder, a `project.pbxproj`,
  /// or an `.xcconfig` file. Returns `nil` when `path` is a folder that holds no project;
  /// throws when a project is there but cannot be read, is malformed, or sets no deployment
  /// target for the platform (a package without a `platforms:` entry for it included), and
  /// when `path` does not exist or is a file of another kind.
  ///
  /// Files are named relative to `displayRoot` when given (the folder the command runs in),
  /// else to the project's folder.
  package static func detect(
    at path: String, platform: Platform, cache: ProjectFileCache? = nil, displayRoot: URL? = nil
  ) throws(ProjectDetectionError) -> DetectedDeploymentTarget? {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let kind = CompatMatrixCore.FileKind.at(url.path) else { throw .notFound(path: path) }
    let parent = url.deletingLastPathComponent()
    if kind == .directory {
      guard url.pathExtension == "xcodeproj" else {
        return try detectFolder(
          url, shown: path, platform, cache: cache, displayRoot: displayRoot ?? url)
      }
      return try XcodeProjectDetector(
        files: ProjectFiles(root: parent, cache: cache), platform: platform
      )
      .detect(pbxproj: url.appendingPathComponent("project.pbxproj"))
    }
    switch url.pathExtension {
    case "pbxproj":
      let root = parent.pathExtension == "xcodeproj" ? parent.deletingLastPathComponent() : parent
      return try XcodeProjectDetector(
        files: ProjectFiles(root: root, cache: cache), platform: platform
      )
      .detect(pbxproj: url)
    case "xcconfig":
      return try detectConfigurationFile(url, files: ProjectFiles(root: parent), platform)
    case "swift" where url.lastPathComponent.hasPrefix("Package"):
      return try PackageManifestReader.detect(
        url, files: ProjectFiles(root: parent), platform: platform)
    default:
      throw .unsupportedFile(path: path)
    }
  }

  /// The deployment target of the projects in a folder: its `.xcodeproj` folders (those with
  /// a `project.pbxproj`), else the ones its `.xcworkspace` lists, else its `Package.swift`.
  private static func detectFolder(
    _ url: URL, shown path: String, _ platform: Platform, cache: ProjectFileCache?,
    displayRoot: URL
  ) throws(ProjectDetectionError) -> DetectedDeploymentTarget? {
    let files = ProjectFiles(root: displayRoot, cache: cache)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: url.path)
    } catch {
      throw .unreadable(file: path, reason: "the folder cannot be listed")
    }
    var projects = names.filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }.sorted()
      .map { url.appendingPathComponent($0, isDirectory: true) }
      .filter { files.fileExists($0.appendingPathComponent("project.pbxproj")) }
    var workspace: String?
    if projects.isEmpty,
      let name = names.filter({ $0.hasSuffix(".xcworkspace") && !$0.hasPrefix(".") }).sorted()
        .first(where: { !XcodeWorkspace.projects(in: url.appendingPathComponent($0)).isEmpty })
    {
      workspace = name
      projects = XcodeWorkspace.projects(in: url.appendingPathComponent(name))
    }
    let manifest = url.appendingPathComponent("Package.swift")
    let hasManifest = files.fileExists(manifest)
    guard !projects.isEmpty else {
      if hasManifest {
        return try PackageManifestReader.detect(manifest, files: files, platform: platform)
      }
      let unreadable = ProjectDiscovery.unreadableProjects(in: url, shownFrom: url)
      if !unreadable.isEmpty { throw .unreadableProjects(unreadable) }
      return nil
    }
    var results: [DetectedDeploymentTarget] = []
    var without: [(project: String, error: ProjectDetectionError)] = []
    for project in projects {
      do {
        results.append(
          try XcodeProjectDetector(files: files, platform: platform)
            .detect(pbxproj: project.appendingPathComponent("project.pbxproj")))
      } catch {
        switch error {
        case .noTargetForPlatform, .noDeploymentTarget:
          without.append((files.display(project), error))
        default:
          throw error
        }
      }
    }
    guard let lowest = results.map(\.minimum).min(),
      var best = results.first(where: { $0.minimum == lowest })
    else {
      let allLackTargets = without.allSatisfy {
        if case .noTargetForPlatform = $0.error { true } else { false }
      }
      if allLackTargets, hasManifest {
        var package = try PackageManifestReader.detect(manifest, files: files, platform: platform)
        let list = without.map(\.project).joined(separator: ", ")
        package.explanation = ExplanationText.line([
          package.explanation, "used because \(list) has no \(platform) target",
        ])
        return package
      }
      // The loop added every project to results or to without, and results is empty.
      throw without.first?.error ?? .noTargetForPlatform(file: path, platform: platform)
    }
    var parts = [best.explanation]
    if results.count > 1 {
      let list = projects.map { files.display($0) }.filter { name in
        !without.contains { $0.project == name }
      }
      parts.append(
        "the lowest of \(results.count) Xcode projects (\(list.joined(separator: ", ")))")
    }
    if let workspace { parts.append("the projects \(workspace) lists") }
    for (project, _) in without {
      parts.append("\(project) sets no \(platform) deployment target")
    }
    if hasManifest { parts.append("Package.swift is also present but the Xcode project was read") }
    best.explanation = ExplanationText.line(parts)
    return best
  }

  /// The deployment target an `.xcconfig` file sets, read from `url` or, when the caller has
  /// it, from `text`.
  static func detectConfigurationFile(
    _ url: URL, text: String? = nil, files: ProjectFiles, _ platform: Platform
  ) throws(ProjectDetectionError) -> DetectedDeploymentTarget {
    let names = PlatformSettings(platform)
    let setting = names.deploymentTargetSetting
    let file = files.display(url)
    let assignments: [BuildSettingAssignment]
    if let text {
      assignments = try XCConfigReader.read(text: text, at: url, files: files)
    } else {
      assignments = try XCConfigReader.read(url, files: files)
    }
    let level = BuildSettingStack.Level(
      kind: .configurationFile, file: file, assignments: assignments)
    let stack = BuildSettingStack(levels: [level], sdk: names.deviceSDKName, configuration: "")
    switch stack.resolve(setting) {
    case .unset:
      throw .settingNotFound(file: file, setting: setting)
    case .unresolvable(let reason, let origin):
      throw .unresolvableSetting(
        setting: setting, value: origin.assignment.value, file: origin.assignment.file,
        line: origin.assignment.line, context: "\(file) read on its own", reason: reason)
    case .value(let text, let origin):
      guard let version = OSVersion(text) else {
        throw .invalidVersion(
          setting: origin.assignment.name, value: text, file: origin.assignment.file,
          line: origin.assignment.line)
      }
      let explanation =
        ExplanationText.assignment(setting: setting, value: text, origin: origin) + " in "
        + ExplanationText.configurationFile(origin)
      return DetectedDeploymentTarget(
        platform: platform, minimum: version, source: .xcconfig, file: origin.assignment.file,
        line: origin.assignment.line, target: nil, explanation: ExplanationText.line([explanation]))
    }
  }
}
