import CompatMatrixCore
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A project whose deployment target cannot be read, with a one-line message for the user.
///
/// Files are named as `DetectedDeploymentTarget.file` names them: relative to the folder
/// searched when they lie inside it.
package enum ProjectDetectionError: Error, Sendable, Hashable {
  /// Nothing exists at the path given.
  case notFound(path: String)
  /// The path is a file that is none of the kinds a project is read from.
  case unsupportedFile(path: String)
  /// A file or folder could not be read.
  case unreadable(file: String, reason: String)
  /// A file is larger than `ProjectDetector.fileSizeLimit`.
  case fileTooLarge(file: String, limit: Int)
  /// A `project.pbxproj` is not a well-formed property list.
  case malformedProjectFile(file: String, PropertyListSyntaxError)
  /// A `project.pbxproj` parses but lacks what every Xcode project has.
  case notAnXcodeProject(file: String, reason: String)
  /// A `Package.swift` whose text cannot be scanned, such as an unterminated string.
  case malformedManifest(file: String, line: Int, reason: String)
  /// A `Package.swift` whose `platforms:` is not a list of literals.
  case unsupportedPlatformsExpression(file: String, line: Int, platform: Platform)
  /// A `Package.swift` without a `Package(...)` call.
  case noPackageDeclaration(file: String)
  /// A `Package.swift` whose `platforms:` has no entry for the platform, or that has no
  /// `platforms:`; SwiftPM then uses a default minimum that this tool does not guess.
  case packageDeclaresNoMinimum(file: String, line: Int, platform: Platform)
  /// A deployment target that is not a version: the setting's name (or SwiftPM platform), the
  /// text as written, and where.
  case invalidVersion(setting: String, value: String, file: String, line: Int?)
  /// A setting whose value refers to variables that cannot be evaluated, and no other
  /// target or configuration gave a value.
  case unresolvableSetting(
    setting: String, value: String, file: String, line: Int?, context: String, reason: String)
  /// `.xcconfig` files that include each other: the chain of files, the first one repeated
  /// at the end, and the `#include` that closes the cycle.
  case includeCycle([String], file: String, line: Int)
  /// A non-optional `#include` of a file that does not exist.
  case missingInclude(String, file: String, line: Int)
  /// `#include` files nested deeper than `XCConfigReader.includeDepthLimit`, or more files
  /// included than `XCConfigReader.includeCountLimit`.
  case tooManyIncludes(file: String, line: Int)
  /// `#include` files whose sizes together pass `ProjectDetector.fileSizeLimit`.
  case includedFilesTooLarge(file: String, line: Int, limit: Int)
  /// An Xcode project without a target that builds for the platform (test targets do not
  /// count).
  case noTargetForPlatform(file: String, platform: Platform)
  /// An Xcode project whose targets for the platform set no deployment target; Xcode then
  /// uses the SDK's default.
  case noDeploymentTarget(file: String, platform: Platform, setting: String)
  /// An `.xcconfig` file that does not set the deployment target.
  case settingNotFound(file: String, setting: String)
  /// A folder whose projects cannot be read: `.xcodeproj` folders without their
  /// `project.pbxproj`, or a generator's spec (XcodeGen's `project.yml`, Tuist's
  /// `Project.swift`) with no project; one line for each.
  case unreadableProjects([String])
  /// An Xcode project with more target configurations than
  /// `XcodeProjectDetector.configurationLimit`.
  case tooManyConfigurations(file: String, count: Int, limit: Int)
}

extension ProjectDetectionError: CustomStringConvertible, LocalizedError {
  /// The message shown to the user: one line that names the file and, when known, the line.
  package var description: String { MessageText.oneLine(text) }

  /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .notFound(let path):
      return "no project at '\(path)': the path does not exist"
    case .unsupportedFile(let path):
      return
        "'\(path)' is not a project; expected a folder, a Package.swift, an .xcodeproj, "
        + "a project.pbxproj or an .xcconfig file"
    case .unreadable(let file, let reason):
      return "cannot read '\(file)': \(reason)"
    case .fileTooLarge(let file, let limit):
      return "'\(file)' is larger than the limit of \(limit / 1_048_576) MiB for a project file"
    case .malformedProjectFile(let file, let error):
      return "\(file):\(error.location): malformed project file: \(error.description)"
    case .notAnXcodeProject(let file, let reason):
      return "\(file) is not an Xcode project: \(reason)"
    case .malformedManifest(let file, let line, let reason):
      return "\(file):\(line): cannot read the package manifest: \(reason)"
    case .unsupportedPlatformsExpression(let file, let line, let platform):
      let name = PlatformSettings(platform).packagePlatformName
      return
        "\(file):\(line): 'platforms:' is not a list of literals such as .\(name)(.v15) or "
        + ".\(name)(\"15.4\"), so the \(platform) minimum cannot be read; give the range "
        + "explicitly"
    case .noPackageDeclaration(let file):
      return "\(file) has no Package(...) declaration"
    case .packageDeclaresNoMinimum(let file, let line, let platform):
      let name = PlatformSettings(platform).packagePlatformName
      return
        "\(file):\(line): the package declares no \(platform) minimum in 'platforms:', so "
        + "SwiftPM uses its default; add .\(name)(...) to 'platforms:' or give the range "
        + "explicitly"
    case .invalidVersion(let setting, let value, let file, let line):
      return
        "\(Self.location(file, line)): invalid \(setting) '\(value)'; expected one to three "
        + "numbers separated by dots, such as 15, 15.4 or 15.4.1"
    case .unresolvableSetting(let setting, let value, let file, let line, let context, let reason):
      return
        "\(Self.location(file, line)): cannot evaluate \(setting) = \(value) for \(context): "
        + "\(reason)"
    case .includeCycle(let chain, let file, let line):
      return "\(file):\(line): #include cycle: \(chain.joined(separator: " -> "))"
    case .missingInclude(let path, let file, let line):
      return
        "\(file):\(line): the included file '\(path)' does not exist; write #include? for a "
        + "file that may be missing"
    case .tooManyIncludes(let file, let line):
      return
        "\(file):\(line): too many #include files: more than "
        + "\(XCConfigReader.includeDepthLimit) levels deep or \(XCConfigReader.includeCountLimit) "
        + "files in all"
    case .includedFilesTooLarge(let file, let line, let limit):
      return
        "\(file):\(line): the #include files add up to more than \(limit / 1_048_576) MiB, "
        + "the limit for a project file"
    case .noTargetForPlatform(let file, let platform):
      return "\(file) has no \(platform) target (test targets do not count)"
    case .noDeploymentTarget(let file, let platform, let setting):
      return
        "no \(platform) target in \(file) sets \(setting), so Xcode uses the SDK's default; "
        + "set it or give the range explicitly"
    case .settingNotFound(let file, let setting):
      return "\(file) does not set \(setting)"
    case .unreadableProjects(let lines):
      return lines.joined(separator: "; ")
    case .tooManyConfigurations(let file, let count, let limit):
      return
        "\(file) has \(count) target configurations, more than the \(limit) this tool reads; "
        + "give the range explicitly"
    }
  }

  /// The same text as `description`.
  package var errorDescription: String? { description }

  private static func location(_ file: String, _ line: Int?) -> String {
    line.map { "\(file):\($0)" } ?? file
  }
}
