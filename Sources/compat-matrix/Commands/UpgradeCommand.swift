import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

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
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    guard let to else {
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
    try RewriteFlags.validate(writes: apply, $apply, checks: check, $check)
    let request = UpgradeRequest(
      currentMinimum: from, proposedMinimum: to, maximum: maximum.max,
      project: project.project, directory: context.currentDirectory)
    let ranges = try RangeArgumentNames(
      maximum: maximum.$max, project: project.$project, currentMinimum: $from,
      proposedMinimum: $to
    ).resolve(request, on: platform.platform, in: matrix)
    let resolver = Resolver(
      matrix: matrix, sdk: try sdk.sdk(building: ranges.to.minimum, on: platform.platform))
    let navigation = framework.navigationPlan(
      for: ranges.from, source: ranges.source, project: project.project, resolver: resolver,
      context: context)
    let report = UpgradeReport(
      from: ranges.from, to: ranges.to, resolver: resolver, navigation: navigation,
      source: ranges.source, sourceDetail: ranges.detail)
    var scan: DeadCheckScan?
    var rewrite: SourceRewrite.Result?
    var kept: [String] = []
    if let path {
      do {
        // Each file is rewritten for every build of the targets that compile it.
        let targets = SourceTargets.discover(for: [path], base: context.currentDirectory)
        let raise = MinimumRaise(
          platform: ranges.to.platform, to: ranges.to.minimum, targets: targets, paths: [path],
          base: context.currentDirectory)
        kept = raise.keptPackages + raise.keptCatalystBuilds
        scan = try DeadCheckScanner(from: ranges.from, to: ranges.to, raise: raise)
          .scan(path, base: context.currentDirectory)
        rewrite = try SourceRewrite(
          paths: [path], base: context.currentDirectory, targets: ProjectRewriteTargets(raise)
        ).run()
      } catch {
        throw UsageError(
          .invalidValue(path, argument: $path.synopsis, reason: "no such file or folder"))
      }
    }
    // Lint's policy: a file named by --path that cannot be read fails the run once the rest
    // is reported; files met in a folder are skipped with a warning.
    for file in scan?.skipped.errors ?? [] { context.writeError(file.error + "\n") }
    for file in scan?.skipped.warnings ?? [] { context.writeError(file.warning + "\n") }
    for file in rewrite?.untokenized ?? [] { context.writeError(file.warning + "\n") }
    for line in ranges.notes + kept { context.writeError("note: \(line)\n") }
    if format == .diff {
      // The diff alone goes to standard output, for `git apply`; the notes go beside it.
      for note in rewrite?.notes ?? [] { context.writeError(note.reviewLine + "\n") }
    }
    var failures: [RewriteWriter.Failure] = []
    if apply, let path, let rewrite {
      failures = RewriteWriter.write(rewrite.files, inside: [path], base: context.currentDirectory)
    }
    // The decision record compares the other candidate minimums.
    let advice =
      format == .adr
      ? try? MinimumAdvice(
        resolver: resolver, platform: platform.platform,
        maximum: DeploymentRange(
          minimum: ranges.to.maximum, upperBound: ranges.to.maximum.successor),
        preferring: FrameworkPreference(navigation.profile)) : nil
    let section = rewrite.map {
      UpgradeRewriteSection(
        result: $0, applied: apply,
        minimum: "\(ranges.to.platform) \(ranges.to.minimum)")
    }
    let renderer = UpgradeRenderer(
      report: report, deadChecks: scan?.checks ?? [], advice: advice, rewrite: section,
      style: color.style(context))
    try context.write(renderer, as: format)
    if !failures.isEmpty { throw CommandFailure.cannotWrite(failures.map(\.message)) }
    if scan?.skipped.errors.isEmpty == false { return .badData }
    if check, rewrite?.files.isEmpty == false { return .failure }
    return .success
  }
}
