import ArgumentParsing
import CompatMatrix
import CompatMatrixDocs
import CompatMatrixOutput
import CompatMatrixProject
import CompatMatrixWorkflows

/// `compat-matrix docs`: writes the compatibility docs generated from the matrices into a
/// folder, or checks that the folder holds them.
struct DocsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "docs",
      abstract: "Generate compatibility docs (Markdown or HTML) from the matrices.",
      discussion: """
        Writes a Markdown index (README.md), a page per concern and apis.md, or with \
        --format html one self-contained index.html, into the folder given with --out. \
        Without a range the docs cover every release in the data; with one (--min/--max, an \
        expression such as 15-18, or --project) they are a team's docs: only the releases in \
        the range, and its plan first. Every file begins with a marker line: a file without \
        it is never overwritten (unless --force) or removed, and generated files that are no \
        longer needed are removed. --check writes nothing, lists what would change and exits \
        1 when anything would. One run at a time writes a folder: another waits for it up to \
        --wait seconds, then exits 75.
        """)
  }

  @Option(
    help: ArgumentHelp("The folder to write the docs to.", valueName: "dir"), completion: .directory
  )
  var out: String
  @OptionGroup var bounds: RangeBounds
  @OptionGroup var platform: PlatformOption
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var sdk: SDKOption
  @Option(help: ArgumentHelp("The format of the docs.", valueName: "format"))
  var format: DocsFormat = .markdown
  @OptionGroup var writing: OutputFolderOptions
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var range: RangeArgument

  var argumentList: ArgumentList? {
    [
      "out": _out, "bounds": _bounds, "platform": _platform, "framework": _framework, "sdk": _sdk,
      "format": _format, "writing": _writing, "project": _project, "matrices": _matrices,
      "range": _range,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let outcome: DocsWorkflow.Outcome
    do {
      outcome = try DocsWorkflow.run(
        DocsWorkflow.Request(
          data: matrices.request(context),
          range: RangeRequest(range, bounds, project, context: context),
          platform: platform.platform, framework: framework.framework, sdk: sdk.sdk,
          format: format, folder: out, checks: writing.check, force: writing.force,
          wait: Double(writing.wait),
          environment: context.environment),
        rendering: DocsGenerator())
    } catch {
      throw failure(error)
    }
    var lines = OutputReport.lines(for: outcome.plan, checking: writing.check)
    if outcome.isOutOfDate {
      lines[lines.count - 1] = writing.checkedLine(lines[lines.count - 1])
    }
    context.write(lines.joined(separator: "\n") + "\n")
    return outcome.isOutOfDate ? .failure : .success
  }

  /// The failure to report, naming the argument at fault.
  private func failure(_ error: DocsWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error): matrices.failure(error)
    case .range(let error): RangeArgumentNames(range, bounds, project).failure(error)
    case .sdk(let error): sdk.failure(error)
    case .missingData(let error): CommandFailure.badData(["error: \(error)"])
    case .output(let error): failure(error)
    }
  }

  /// The failure for an output error, as every command that writes a folder reports it.
  private func failure(_ error: OutputError) -> any Error {
    OutputFolderFailure.failure(
      error, out: out, argument: $out.synopsis, force: writing.$force.name)
  }
}
