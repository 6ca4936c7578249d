import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

/// `compat-matrix upgrade`: what raising the minimum deployment target changes.
struct UpgradeCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "upgrade",
      abstract: "Show what raising the minimum deployment target changes.",
      discussion: """
        Compares the plan for every concern over --from…--max with the plan over --to…--max: \
        the #available checks a team can delete, workarounds it can retire, strategies that \
        become possible, and deprecations the compiler starts warning about. Without --from, \
        the minimum of the project in the current folder (or --project) is used. With --path, \
        also lists the availability checks in the code that the new minimum makes always true.
        """)
  }

  @Option(help: ArgumentHelp("The current minimum deployment target.", valueName: "version"))
  var from: String?
  @Option(help: ArgumentHelp("The proposed minimum deployment target.", valueName: "version"))
  var to: String?
  @OptionGroup var maximum: MaximumOption
  @OptionGroup var platform: PlatformOption
  @OptionGroup var framework: FrameworkOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"), among: UpgradeRenderer.formats)
  var format: OutputFormat = .text
  @Option(
    help: ArgumentHelp("Also list checks in this code that become always true.", valueName: "dir"),
    completion: .directory)
  var path: String?
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    guard let to else {
      throw UsageError("Missing the proposed minimum: give \($to.name), such as \($to.name) 16.0.")
    }
    let request = UpgradeRequest(
      currentMinimum: from, proposedMinimum: to, maximum: maximum.max,
      project: project.project, directory: context.currentDirectory)
    let ranges = try RangeArgumentNames(
      maximum: maximum.$max, project: project.$project, currentMinimum: $from,
      proposedMinimum: $to
    ).resolve(request, on: platform.platform, in: matrix)
    let resolver = Resolver(matrix: matrix)
    let navigation = framework.navigationPlan(
      for: ranges.from, source: ranges.source, project: project.project, resolver: resolver,
      context: context)
    let report = UpgradeReport(
      from: ranges.from, to: ranges.to, resolver: resolver, navigation: navigation,
      source: ranges.source, sourceDetail: ranges.detail)
    var scan: DeadCheckScan?
    if let path {
      do {
        scan = try DeadCheckScanner(from: ranges.from, to: ranges.to)
          .scan(path, base: context.currentDirectory)
      } catch {
        throw UsageError(
          .invalidValue(path, argument: $path.synopsis, reason: "no such file or folder"))
      }
    }
    // Lint's policy: a file named by --path that cannot be read fails the run once the rest
    // is reported; files met in a folder are skipped with a warning.
    for file in scan?.skipped.errors ?? [] { context.writeError(file.error + "\n") }
    for file in scan?.skipped.warnings ?? [] { context.writeError(file.warning + "\n") }
    // The decision record compares the other candidate minimums.
    let advice =
      format == .adr
      ? try? MinimumAdvice(
        resolver: resolver, platform: platform.platform,
        maximum: DeploymentRange(
          minimum: ranges.to.maximum, upperBound: ranges.to.maximum.successor),
        preferring: FrameworkPreference(navigation.profile)) : nil
    let renderer = UpgradeRenderer(
      report: report, deadChecks: scan?.checks ?? [], advice: advice, style: color.style(context))
    try context.write(renderer, as: format)
    return scan?.skipped.errors.isEmpty == false ? .badData : .success
  }
}
