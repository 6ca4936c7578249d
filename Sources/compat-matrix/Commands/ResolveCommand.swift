import ArgumentParsing
import CompatMatrix
import CompatMatrixProject
import CompatMatrixWorkflows

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

  var argumentList: ArgumentList? {
    [
      "bounds": _bounds, "platform": _platform, "concern": _concern, "strict": _strict,
      "framework": _framework, "sdk": _sdk, "format": _format, "project": _project,
      "matrices": _matrices, "color": _color, "range": _range,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let outcome: ResolveWorkflow.Outcome
    do {
      outcome = try ResolveWorkflow.run(
        ResolveWorkflow.Request(
          data: matrices.request(context),
          range: RangeRequest(range, bounds, project, context: context),
          platform: platform.platform, concerns: concern, framework: framework.framework,
          sdk: sdk.sdk))
    } catch {
      throw failure(error)
    }
    try context.write(
      ResolutionRenderer(
        report: outcome.report, citations: outcome.citations, style: color.style(context)),
      as: format)
    return strict && outcome.report.hasGaps ? .failure : .success
  }

  /// The failure to report, naming the argument at fault; an unknown concern id is a usage
  /// error that suggests the closest one.
  private func failure(_ error: ResolveWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error): matrices.failure(error)
    case .range(let error): RangeArgumentNames(range, bounds, project).failure(error)
    case .sdk(let error): sdk.failure(error)
    case .unknownConcern(let id, let suggestion):
      UsageError(
        .invalidValue(
          id, argument: $concern.synopsis,
          reason: "no concern with this id" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
    }
  }
}
