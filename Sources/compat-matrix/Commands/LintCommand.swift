import ArgumentParsing
import CompatMatrix
import CompatMatrixRewrite
import CompatMatrixWorkflows

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
        hidden bar), hazards, and availability checks the range already satisfies. A RANGE \
        among the arguments (15-18, 15+) or --min/--max sets the range of every file; else \
        .compat-matrix.json; else each file is linted for the targets that compile it, as the \
        project found from the first PATH up to the repository root says. Advice in files \
        that do not import SwiftUI keeps to the navigation profile: --framework, else the one \
        the project's sources show. Exit 1 on an error-severity finding (on warnings too with \
        --strict; notes never fail). \
        --fix makes the fixes the data gives (renames such as .navigationBarLeading to \
        .topBarLeading, where the replacement works throughout the file's range) and \
        removes the redundant availability checks, as upgrade --path does, then reports \
        what remains; --reporter diff prints those edits as a diff for git apply; --check \
        exits with 1 when --fix would change a file, and with 3 when no fix is pending but \
        a finding --fix cannot fix fails the run. Generated files and files that do not \
        tokenize cleanly are never changed.
        """)
  }

  @Option(
    help: ArgumentHelp(
      "The output format; diff prints the edits --fix makes.", valueName: "reporter"),
    among: LintFixRenderer.formats)
  var reporter: OutputFormat = .xcode
  @Option(
    help: ArgumentHelp(
      "Also write the report to this file, replaced whole (for a build system or a CI step).",
      valueName: "file"),
    completion: .file)
  var reportFile: String?
  @Flag(help: "Exit 1 on any warning too.") var strict = false
  @Flag(help: "Make the mechanical fixes and remove redundant availability checks.")
  var fix = false
  @Flag(help: "Exit with 1 when --fix would change a file, 3 when only unfixable findings fail.")
  var check = false
  @OptionGroup var writing: RewriteWriteOptions
  @Flag(help: "Also lint PreviewProvider types and #Preview bodies.") var includePreviews = false
  @Flag(
    help: ArgumentHelp(
      "List the targets read with their platforms and minimums, and the files not linted for a target's range with why; lint nothing."
    ))
  var listTargets = false
  @Option(
    help: ArgumentHelp(
      "The configuration file (default: each .compat-matrix.json from the repository root down).",
      valueName: "file"),
    completion: .file)
  var config: String?
  @OptionGroup var bounds: RangeBounds
  @OptionGroup var platform: PlatformOption
  @OptionGroup var project: ProjectOption
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Argument(
    help: ArgumentHelp(
      "Swift files or folders to lint, and optionally a range such as 15-18.", valueName: "path"),
    completion: .file)
  var paths: [String] = []

  var argumentList: ArgumentList? {
    [
      "reporter": _reporter, "reportFile": _reportFile, "strict": _strict, "fix": _fix,
      "check": _check, "writing": _writing, "includePreviews": _includePreviews,
      "listTargets": _listTargets,
      "config": _config, "bounds": _bounds, "platform": _platform, "project": _project,
      "framework": _framework, "matrices": _matrices, "color": _color, "paths": _paths,
    ]
  }

  func validate() throws(UsageError) {
    try RewriteFlags.validate(writes: fix, $fix, checks: check, $check, options: writing)
    if listTargets, fix || check {
      throw UsageError(
        "\($listTargets.name) lists what would be linted; it cannot be used with "
          + "\(fix ? $fix.name : $check.name).")
    }
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let request = try request(context)
    if listTargets {
      let listed: (listing: LintTargetListing, context: LintContext)
      do {
        listed = try LintWorkflow.targets(request)
      } catch .plan(let error) {
        throw failure(error)
      } catch .lock(let error) {
        throw CommandFailure.lock(error)
      }
      try context.write(
        LintTargetsRenderer(listing: listed.listing, context: listed.context),
        as: reporter == .json ? .json : .text)
      return .success
    }
    let outcome: LintWorkflow.Outcome
    do {
      outcome = try LintWorkflow.run(request)
    } catch .plan(let error) {
      throw failure(error)
    } catch .lock(let error) {
      throw CommandFailure.lock(error)
    } catch .typecheck(let failure) {
      throw writing.typecheckFailure(failure)
    }
    if !LintReportRenderer.statesContext(reporter), let run = outcome.context {
      context.writeError(LintReportRenderer.headline(run) + "\n")
    }
    for line in RewriteWriteLines.before(outcome.write) { context.writeError(line + "\n") }
    for file in outcome.skipped.errors { context.writeError(file.error + "\n") }
    if !LintReportRenderer.listsSkippedFiles(reporter) {
      for file in outcome.skipped.warnings { context.writeError(file.warning + "\n") }
    }
    if let fixes = outcome.fixes {
      for file in fixes.untokenized { context.writeError(file.warning + "\n") }
      for file in fixes.sameFiles { context.writeError(file.warning + "\n") }
      for note in fixes.notes { context.writeError(note.reviewLine + "\n") }
      context.writeError(LintFixRenderer.summary(fixes, applied: fix) + "\n")
    }
    try context.write(
      LintFixRenderer(
        report: LintReportRenderer(
          report: outcome.report, style: color.style(context),
          toolVersion: CompatMatrixCLI.version),
        fixes: outcome.fixes),
      as: reporter, alsoTo: reportFile)
    if outcome.status == .nothingLinted {
      context.writeError(WorkflowStatus.nothingLintedLine + "\n")
    } else if outcome.status == .unfixableFindings {
      context.writeError(LintFixRenderer.unfixableLine(outcome.report, strict: strict) + "\n")
    }
    return try ExitCode(outcome.status, write: outcome.write)
  }

  /// The request: the positional arguments sorted into paths and a range expression, which
  /// is a usage error when one is neither; the fixes made when `--fix`, `--check` or the
  /// diff asks for them.
  private func request(_ context: CommandContext) throws(UsageError) -> LintWorkflow.Request {
    let arguments: LintArguments
    do {
      arguments = try LintArguments(paths, base: context.currentDirectory)
    } catch {
      throw UsageError(
        .invalidValue(error.word, argument: $paths.synopsis, reason: error.description))
    }
    let fixes: RewriteMode? =
      fix ? .written : check ? .checked : reporter == .diff ? .proposed : nil
    return LintWorkflow.Request(
      plan: LintPlan.Request(
        paths: arguments.paths, directory: context.currentDirectory,
        rangeExpression: arguments.rangeExpression, minimum: bounds.min,
        maximum: bounds.maximum.max, project: project.project,
        platform: platform.$platform.isSpecified ? platform.platform : nil,
        configurationFile: config, includePreviews: includePreviews,
        framework: framework.framework),
      data: matrices.request(context), fixes: fixes, strict: strict,
      writing: writing.request(context))
  }

  /// The failure to report when a run cannot start, naming the argument or file at fault.
  private func failure(_ error: LintPlanError) -> any Error {
    switch error {
    case .configuration(.notFound(let file), given: true):
      return UsageError(.invalidValue(file, argument: $config.synopsis, reason: "no such file"))
    case .configuration(.invalid(let error), _):
      return CommandFailure.badData(error.diagnostics.map(\.description))
    case .configuration(let error, _):
      return CommandFailure.badData(["error: \(error)"])
    case .range(let error, let configurationFile):
      return RangeArgumentNames(
        expression: $paths, minimum: bounds.$min, maximum: bounds.maximum.$max,
        project: project.$project,
        configurationFile: configurationFile ?? LintConfiguration.fileName
      ).failure(error)
    case .walk(let error):
      return UsageError(error.description.capitalizedFirstLetter + ".")
    case .data(let error):
      return matrices.failure(error)
    }
  }
}
