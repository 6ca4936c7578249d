import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// The minimum deployment target of the project in the current folder or at `--project`.
struct ProjectRange {
  let minimum: OSVersion
  let source: RangeSource
  let detail: String

  /// Reads the project's deployment target, or fails: no project (or none for the platform)
  /// is a usage error, a project that cannot be read is bad data.
  static func detect(
    _ arguments: ParsedArguments, platform: Platform, context: CommandContext,
    commands: [CommandSpec]
  ) throws -> ProjectRange {
    let given = arguments.value("project")
    let path = given.map(context.absolutePath) ?? context.currentDirectory
    func usage(_ reason: String?) -> CommandFailure {
      if let given {
        return .usage(
          UsageError(
            .invalidValue(given, argument: "--project <path>", reason: reason ?? "no project"),
            commands: commands))
      }
      var message =
        "No deployment range: give --min (and --max) or a range expression such as 15-18, or "
        + "run in a folder with a Package.swift or an .xcodeproj (or use --project)."
      if let reason { message += " Here: \(reason)." }
      return .usage(UsageError(.other(message), commands: commands))
    }
    let detected: DetectedDeploymentTarget?
    do {
      detected = try ProjectDetector.detect(at: path, platform: platform)
    } catch {
      switch error {
      case .notFound, .unsupportedFile, .packageDeclaresNoMinimum, .noTargetForPlatform,
        .noDeploymentTarget, .noPackageDeclaration:
        throw usage(error.description)
      default:
        throw CommandFailure.badData(["error: \(error)"])
      }
    }
    guard let detected else {
      throw usage(given == nil ? nil : "no Package.swift, .xcodeproj or .xcconfig there")
    }
    let source: RangeSource =
      switch detected.source {
      case .packageSwift: .packageSwift
      case .pbxproj: .pbxproj
      case .xcconfig: .xcconfig
      }
    return ProjectRange(minimum: detected.minimum, source: source, detail: detected.explanation)
  }
}
