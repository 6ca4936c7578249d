import ArgumentParsing
import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix lint`: navigation code that misbehaves in the deployment range.
struct LintCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "lint",
      abstract: "Find navigation code that misbehaves in the deployment range.",
      discussion: """
        Lints the Swift files below each PATH (default: the current folder) with the \
        strategies' patterns from the data: a strategy used where it is broken or unavailable, \
        a deprecated one where the plan has better, a missing companion (swipe-back for a \
        hidden bar), and availability checks the range already satisfies. A RANGE among the \
        arguments (15-18, 15+) or --min/--max sets the range; else .compat-matrix.json, else \
        the project. Exit 1 on an error-severity finding (any finding with --strict).
        """)
  }

  @Option(
    help: ArgumentHelp("The output format.", valueName: "reporter"),
    among: LintReportRenderer.formats)
  var reporter: OutputFormat = .xcode
  @Flag(help: "Exit 1 on any finding, warnings too.") var strict = false
  @Flag(help: "Also lint PreviewProvider types and #Preview bodies.") var includePreviews = false
  @Option(
    help: ArgumentHelp(
      "The configuration file (default: .compat-matrix.json in the current folder).",
      valueName: "file"),
    completion: .file)
  var config: String?
  @OptionGroup var bounds: RangeBounds
  @OptionGroup var platform: PlatformOption
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Argument(
    help: ArgumentHelp(
      "Swift files or folders to lint, and optionally a range such as 15-18.", valueName: "path"),
    completion: .file)
  var paths: [String] = []

  func run(_ context: CommandContext) throws -> ExitCode {
    let arguments: LintArguments
    do {
      arguments = try LintArguments(paths, base: context.currentDirectory)
    } catch {
      throw UsageError(
        .invalidValue(error.word, argument: $paths.synopsis, reason: error.description))
    }
    let configuration = try loadConfiguration(context)
    // A platform on the command line wins over the configuration's.
    let platform =
      self.platform.$platform.isSpecified
      ? self.platform.platform : configuration.platform ?? self.platform.platform
    let matrix = try matrices.load(context)
    let request = RangeRequest(
      expression: arguments.rangeExpression, minimum: bounds.min, maximum: bounds.maximum.max,
      configured: configuration.range.map { ($0, configuration.rangeText ?? "\($0)") },
      project: project.project, directory: context.currentDirectory)
    let selected = try RangeArgumentNames(
      expression: $paths, minimum: bounds.$min, maximum: bounds.maximum.$max,
      project: project.$project, configurationFile: config ?? LintConfiguration.fileName
    ).resolve(request, on: platform, in: matrix)
    let walker = SourceWalker(
      roots: arguments.paths.isEmpty ? ["."] : arguments.paths, base: context.currentDirectory,
      include: configuration.include, exclude: configuration.exclude)
    let files: [SourceWalker.File]
    let walked: [SkippedFile]
    do {
      (files, walked) = try walker.walk()
    } catch {
      throw UsageError(error.description.capitalizedFirstLetter + ".")
    }
    let linter = Linter(
      matrix: matrix, range: selected.range, configuration: configuration,
      includePreviews: includePreviews || configuration.previews == true)
    let report = linter.lint(files: files, skipped: walked)
    let skipped = SkippedFiles(report.skipped, walker: walker)
    for file in skipped.errors { context.writeError(file.error + "\n") }
    if !LintReportRenderer.listsSkippedFiles(reporter) {
      for file in skipped.warnings { context.writeError(file.warning + "\n") }
    }
    try context.write(
      LintReportRenderer(
        report: report, style: color.style(context), toolVersion: CompatMatrixCLI.version),
      as: reporter)
    if !skipped.errors.isEmpty { return .badData }
    return report.fails(strict: strict) ? .failure : .success
  }

  /// The configuration: `--config`, else `.compat-matrix.json` in the current folder if
  /// there is one.
  private func loadConfiguration(_ context: CommandContext) throws -> LintConfiguration {
    do {
      return try LintConfiguration.load(config, in: context.currentDirectory)
    } catch {
      switch error {
      case .notFound(let file):
        throw UsageError(.invalidValue(file, argument: $config.synopsis, reason: "no such file"))
      case .invalid(let error):
        throw CommandFailure.badData(error.diagnostics.map(\.description))
      case .unreadable, .tooLarge:
        throw CommandFailure.badData(["error: \(error)"])
      }
    }
  }
}
