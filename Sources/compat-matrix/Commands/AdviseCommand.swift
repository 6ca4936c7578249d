import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

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
        adoption figures, the share of devices each minimum reaches.
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

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    var range: DeploymentRange?
    if let text = maximum.max {
      do {
        range = try RangeRequest.maximum(text, on: platform.platform, in: matrix)
      } catch {
        throw RangeArgumentNames(maximum: maximum.$max).failure(error)
      }
    }
    let advice: MinimumAdvice
    do {
      advice = try MinimumAdvice(
        resolver: Resolver(matrix: matrix, sdk: sdk.sdk), platform: platform.platform,
        maximum: range,
        preferring: framework.framework)
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    try context.write(AdviceRenderer(advice: advice, style: color.style(context)), as: format)
    return .success
  }
}
