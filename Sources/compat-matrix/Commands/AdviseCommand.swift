import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix advise`: how complex the plans are for each candidate minimum.
enum AdviseCommand {
  static let spec = CommandSpec(
    name: "advise",
    abstract: "Compare the plans for every candidate minimum deployment target.",
    discussion: """
      One row per major release from the earliest in the data: concerns served by a single \
      strategy, #available checks, gaps, workarounds and deprecated uses, and the smallest \
      minimum after which raising it makes the plans no simpler. Where the data has sourced \
      adoption figures, the share of devices each minimum reaches.
      """,
    options: [
      SharedOptions.maximum, SharedOptions.platform, SharedOptions.framework,
      SharedOptions.format([.text, .markdown, .json]), SharedOptions.matrices,
      SharedOptions.color,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    var maximum: DeploymentRange?
    if let text = arguments.value("max") {
      do {
        let range = try DeploymentRange.parse(minimum: text, maximum: text)
        _ = try matrix.resolve(range, on: platform)
        maximum = range
      } catch {
        throw CommandFailure.usage(
          UsageError(
            .invalidValue(text, argument: "--max <version>", reason: error.description),
            commands: commands))
      }
    }
    let advice: MinimumAdvice
    do {
      advice = try MinimumAdvice(
        resolver: Resolver(matrix: matrix), platform: platform, maximum: maximum,
        preferring: SharedOptions.framework(arguments))
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    let renderer = AdviceRenderer(
      advice: advice, style: SharedOptions.style(arguments, context: context))
    context.write(renderer.render(SharedOptions.format(arguments)))
    return .success
  }
}
