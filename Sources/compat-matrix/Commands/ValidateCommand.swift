import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix validate`: checks the matrix files and reports every problem at once.
enum ValidateCommand {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check the matrix files and report every problem.",
    discussion: """
      Checks the shipped matrices and, with --matrices, a team's own files: JSON syntax, \
      unknown keys, types, ids, references, versions and sources. Problems are listed \
      sorted by file and line as 'file:line:column: error: path: message'; the exit code \
      is 2 when there is any.
      """,
    options: [SharedOptions.matrices, SharedOptions.color])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let matrix = try SharedOptions.loadMatrix(
      arguments, context: context, commands: commands, checkingShippedFiles: true)
    let style = SharedOptions.style(arguments, context: context)
    let strategies = matrix.concerns.reduce(0) { $0 + $1.strategies.count }
    let summary =
      "\(style.green("ok")): \(count(matrix.platforms.count, "platform")), "
      + "\(count(matrix.apis.count, "API")), \(count(matrix.concerns.count, "concern")), "
      + "\(count(strategies, "strategy", plural: "strategies"))"
    context.write(summary + "\n")
    return .success
  }

  private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
  }
}
