import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

/// `compat-matrix resolve`: the plan per concern for a deployment range.
struct ResolveCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "resolve",
      abstract: "Recommend how to build each navigation concern for a deployment range.",
      discussion: """
        For each concern, the strategy that serves the whole range, or the fewest #available \
        branches, with the strategies not chosen and why. Give the range with --min/--max or \
        as one expression (15-18, >=15.4, 15+, 16.4..<18); without one, the deployment \
        target of the project in the current folder (or --project) is used.
        """)
  }

  @OptionGroup var bounds: RangeBounds
  @OptionGroup var platform: PlatformOption
  @Option(help: ArgumentHelp("Only this concern (repeatable).", valueName: "id"))
  var concern: [String] = []
  @Flag(help: "Exit 1 when any concern has a gap.") var strict = false
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var sdk: SDKOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"),
    among: ResolutionRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var project: ProjectOption
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @OptionGroup var range: RangeArgument

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    let selected = try RangeArgumentNames(range, bounds, project).resolve(
      RangeRequest(range, bounds, project, context: context), on: platform.platform, in: matrix)
    let concerns = try concerns(in: matrix)
    let linked = try sdk.sdk(building: selected.range.minimum, on: platform.platform)
    let navigation = framework.navigationPlan(
      for: selected.range, source: selected.source, project: project.project,
      resolver: Resolver(matrix: matrix, sdk: linked), context: context)
    var report = ResolutionReport(
      navigation: navigation.restricted(to: concerns), source: selected.source,
      sourceDetail: selected.detail)
    report.sdk = linked
    try context.write(
      ResolutionRenderer(report: report, citations: matrix.citations, style: color.style(context)),
      as: format)
    return strict && report.hasGaps ? .failure : .success
  }

  /// The concerns named by `--concern`, or every concern; an unknown id is a usage error that
  /// suggests the closest one.
  private func concerns(in matrix: Matrix) throws(UsageError) -> [Concern] {
    guard !concern.isEmpty else { return matrix.concerns }
    return try concern.map { id throws(UsageError) in
      if let concern = matrix.concern(id: id) { return concern }
      let suggestion = Suggestion.closest(to: id, among: matrix.concerns.map(\.id))
      throw UsageError(
        .invalidValue(
          id, argument: $concern.synopsis,
          reason: "no concern with this id" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
    }
  }
}
