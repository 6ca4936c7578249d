import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix versions`: lists the releases of a platform, the version axis of the data.
enum VersionsCommand {
  static let spec = CommandSpec(
    name: "versions",
    abstract: "List the releases of a platform that the data knows.",
    options: [
      SharedOptions.platform, SharedOptions.format([.text, .markdown, .json]),
      SharedOptions.matrices, SharedOptions.color,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    guard let releases = matrix.platforms[platform] else {
      throw CommandFailure.badData(["error: \(VersionError.noReleaseData(platform))"])
    }
    let renderer = ReleaseListRenderer(
      releases: releases, style: SharedOptions.style(arguments, context: context))
    context.write(renderer.render(SharedOptions.format(arguments)))
    return .success
  }
}
