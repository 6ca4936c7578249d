import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix apis`: every API record with its availability.
enum APIsCommand {
  static let spec = CommandSpec(
    name: "apis",
    abstract: "List the API records with their availability on a platform.",
    options: [
      SharedOptions.platform, SharedOptions.format([.text, .markdown, .json]),
      SharedOptions.matrices, SharedOptions.color,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    let renderer = APIListRenderer(
      matrix: matrix, platform: platform, style: SharedOptions.style(arguments, context: context))
    context.write(renderer.render(SharedOptions.format(arguments)))
    return .success
  }
}
