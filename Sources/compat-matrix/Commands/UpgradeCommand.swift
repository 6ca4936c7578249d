import ArgumentParsing
import CompatMatrix
import CompatMatrixProject
import CompatMatrixRewrite
import CompatMatrixWorkflows

/// `compat-matrix upgrade`: what raising the minimum deployment target changes, and the code
/// rewritten for it.
struct UpgradeCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "upgrade",
      abstract: "Show what raising the minimum deployment target changes, and rewrite the code.",
      discussion: """
        Compares the plan for every concern over --from…--max with the plan over --to…--max: \
        the #available checks a team can delete, workarounds it can retire, strategies that \
        become possible, and deprecations the compiler starts warning about. Without --from, \
        the minimum of the project in the current folder (or --project) is used. With --path, \
        also lists the availability checks in the code that the new minimum makes always \
        true, and what rewriting the code for it does: --format diff prints the rewrite as a \
        diff for git apply, --apply writes it, --check exits with 1 when it would change a \
        file. Each file is rewritten for the platforms of the targets that compile it: a \
        file only other platforms build is left alone, and a check that also names another \
        platform the file is built for loses only its clause. Checks it cannot rewrite with \
        certainty are left for review.
        """)
  }

  @Option(help: ArgumentHelp("The current minimum deployment target.", valueName: "version"))
  var from: String?
  @Option(help: ArgumentHelp("The proposed minimum deployment target.", valueName: "version"))
  var to: String?
  @OptionGroup var maximum: MaximumOption
  @OptionGroup var platform: PlatformOption
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var sdk: SDKOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"), among: UpgradeRenderer.formats)
  var format: OutputFormat = .text
  @Option(
    help: ArgumentHelp(
      "Also list and rewrite the checks in this code that become always true.",
      valueName: "dir"),
    completion: .directory)
  var path: String?
  @Flag(help: "Rewrite the Swift files under --path for the new minimum.")
  var apply = false
  @Flag(help: "Exit with 1 when the rewrite would change a file under --path.")
  var check = false
  @OptionGroup var writing: RewriteWriteOptions
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    [
      "from": _from, "to": _to, "maximum": _maximum, "platform": _platform, "framework": _framework,
      "sdk": _sdk, "format": _format, "path": _path, "apply": _apply, "check": _check,
      "writing": _writing, "project": _project, "matrices": _matrices, "color": _color,
    ]
  }

  func validate() throws(UsageError) {
    guard to != nil else {
      throw UsageError("Missing the proposed minimum: give \($to.name), such as \($to.name) 16.0.")
    }
    if path == nil {
      for (given, name) in [(apply, $apply.name), (check, $check.name)] where given {
        throw UsageError("\(name) rewrites code: give \($path.name) with the folder to rewrite.")
      }
      if format == .diff {
        throw UsageError(
          "\($format.name) diff shows the rewritten code: give \($path.name) with its folder.")
      }
    }
    try RewriteFlags.validate(
      writes: apply, $apply, checks: check, $check, options: writing)
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let outcome: UpgradeWorkflow.Outcome
    do {
      outcome = try UpgradeWorkflow.run(request(context))
    } catch {
      throw failure(error)
    }
    for line in RewriteWriteLines.before(outcome.write) { context.writeError(line + "\n") }
    for file in outcome.scan?.skipped.errors ?? [] { context.writeError(file.error + "\n") }
    for file in outcome.scan?.skipped.warnings ?? [] { context.writeError(file.warning + "\n") }
    for file in outcome.rewrite?.untokenized ?? [] { context.writeError(file.warning + "\n") }
    for file in outcome.rewrite?.sameFiles ?? [] { context.writeError(file.warning + "\n") }
    for line in outcome.notes { context.writeError("note: \(line)\n") }
    if format == .diff {
      // The diff alone goes to standard output, for `git apply`; the notes go beside it.
      for note in outcome.rewrite?.notes ?? [] { context.writeError(note.reviewLine + "\n") }
    }
    let to = outcome.report.to
    let renderer = UpgradeRenderer(
      report: outcome.report, deadChecks: outcome.scan?.checks ?? [], advice: outcome.advice,
      rewrite: outcome.rewrite.map {
        UpgradeRewriteSection(result: $0, applied: apply, minimum: "\(to.platform) \(to.minimum)")
      },
      style: color.style(context))
    try context.write(renderer, as: format)
    return try ExitCode(outcome.status, write: outcome.write)
  }

  /// The request.
  private func request(_ context: CommandContext) -> UpgradeWorkflow.Request {
    UpgradeWorkflow.Request(
      data: matrices.request(context),
      upgrade: UpgradeRequest(
        // `validate()` has checked that the proposed minimum is given.
        currentMinimum: from, proposedMinimum: to!, maximum: maximum.max,
        project: project.project, directory: context.currentDirectory),
      platform: platform.platform, framework: framework.framework, sdk: sdk.sdk, path: path,
      rewrite: apply ? .written : check ? .checked : .proposed, comparesMinimums: format == .adr,
      writing: writing.request(context))
  }

  /// The failure to report, naming the argument at fault.
  private func failure(_ error: UpgradeWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error):
      matrices.failure(error)
    case .range(let error):
      RangeArgumentNames(
        maximum: maximum.$max, project: project.$project, currentMinimum: $from,
        proposedMinimum: $to
      ).failure(error)
    case .sdk(let error):
      sdk.failure(error)
    case .path:
      UsageError(
        .invalidValue(path ?? "", argument: $path.synopsis, reason: "no such file or folder"))
    case .lock(let error):
      CommandFailure.lock(error)
    case .typecheck(let failure):
      writing.typecheckFailure(failure)
    }
  }
}
