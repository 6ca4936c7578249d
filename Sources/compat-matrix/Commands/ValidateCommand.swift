import ArgumentParsing
import CompatMatrix
import CompatMatrixTypecheck
import CompatMatrixWorkflows

/// `compat-matrix validate`: checks the matrix files and reports every problem at once; with
/// `--typecheck`, type-checks every strategy's snippet with the compiler too.
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

        With --typecheck, every strategy's snippet is type-checked with swiftc too (with \
        --matrices, only that folder's): in the harness its data names (a view's body, a \
        view controller, a scene delegate…), after the declarations it is given, at the \
        first release where the strategy works, in each environment whose SDK declares the \
        APIs it requires. Verdicts: compiles; rejected, with the compiler's messages at the \
        snippet's line in the data; no-verdict (the compiler crashed or ran out of time); \
        not-checked, with why (the data says it cannot be checked, or no SDK given is new \
        enough). Exit 1 when a snippet is rejected or gets no verdict.
        """)
  }

  @Option(
    help: ArgumentHelp("The output format of the --typecheck report.", valueName: "format"),
    among: SnippetCheckRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var typecheck: TypecheckCheckOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    ["format": _format, "matrices": _matrices, "typecheck": _typecheck, "color": _color]
  }

  func validate() throws(UsageError) {
    if format != .text, typecheck.typecheck.isEmpty {
      throw UsageError(
        "\($format.name) \(format.rawValue) is a format of the \(typecheck.$typecheck.name) "
          + "report only: add \(typecheck.$typecheck.name) ENV, or leave \($format.name) out.")
    }
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    guard let request = typecheck.request(context) else {
      let matrix = try matrices.load(context, checkingShippedFiles: true)
      try context.write(
        MatrixSummaryRenderer(matrix: matrix, style: color.style(context)), as: .text)
      return .success
    }
    let report: SnippetCheckReport
    do {
      report = try SnippetCheckWorkflow.run(
        SnippetCheckWorkflow.Request(
          data: matrices.request(context, checkingShippedFiles: true), typecheck: request))
    } catch {
      switch error {
      case .data(let error): throw matrices.failure(error)
      case .environment(let failure): throw typecheck.failure(failure)
      case .noIOSEnvironment(let names): throw typecheck.noIOSEnvironment(names)
      }
    }
    try context.write(
      SnippetCheckRenderer(report: report, style: color.style(context)), as: format)
    return report.hasFailures ? .failure : .success
  }
}
