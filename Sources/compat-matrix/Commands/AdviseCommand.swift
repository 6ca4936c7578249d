import ArgumentParsing
import CompatMatrix
import CompatMatrixWorkflows

/// `compat-matrix advise`: how complex the plans are for each candidate minimum.
struct AdviseCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "advise",
      abstract: "Compare the plans for every candidate minimum deployment target.",
      discussion: """
        One row per major release from the earliest in the data: concerns served by a single \
        strategy, #available checks, gaps, workarounds and deprecated uses, and the smallest \
        minimum after which raising it makes the plans no simpler. Where the data has sourced \
        adoption figures, the share of devices each minimum reaches. Without --framework, \
        the navigation profile is read from the project in the current folder, as resolve \
        reads it.
        """)
  }

  @OptionGroup var maximum: MaximumOption
  @OptionGroup var platform: PlatformOption
  @OptionGroup var framework: FrameworkOption
  @OptionGroup var sdk: SDKOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"), among: AdviceRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    [
      "maximum": _maximum, "platform": _platform, "framework": _framework, "sdk": _sdk,
      "format": _format, "matrices": _matrices, "color": _color,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let advice: MinimumAdvice
    do {
      advice = try AdviseWorkflow.run(
        AdviseWorkflow.Request(
          data: matrices.request(context), maximum: maximum.max, platform: platform.platform,
          framework: framework.framework, sdk: sdk.sdk,
          directory: context.currentDirectory))
    } catch {
      throw failure(error)
    }
    try context.write(AdviceRenderer(advice: advice, style: color.style(context)), as: format)
    return .success
  }

  /// The failure to report, naming the argument at fault.
  private func failure(_ error: AdviseWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error): matrices.failure(error)
    case .maximum(let error): RangeArgumentNames(maximum: maximum.$max).failure(error)
    case .missingData(let error): CommandFailure.badData(["error: \(error)"])
    }
  }
}
