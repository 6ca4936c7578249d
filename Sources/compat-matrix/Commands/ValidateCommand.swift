import ArgumentParsing
import CompatMatrix

/// `compat-matrix validate`: checks the matrix files and reports every problem at once.
struct ValidateCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "validate",
      abstract: "Check the matrix files and report every problem.",
      discussion: """
        Checks the shipped matrices and, with --matrices, a team's own files: JSON syntax, \
        unknown keys, types, ids, references, versions and sources. Problems are listed \
        sorted by file and line as 'file:line:column: error: path: message'; the exit code \
        is 2 when there is any.
        """)
  }

  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    ["matrices": _matrices, "color": _color]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context, checkingShippedFiles: true)
    try context.write(MatrixSummaryRenderer(matrix: matrix, style: color.style(context)), as: .text)
    return .success
  }
}
