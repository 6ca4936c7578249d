import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix resolve`: the plan per concern for a deployment range.
enum ResolveCommand {
  static let spec = CommandSpec(
    name: "resolve",
    abstract: "Recommend how to build each navigation concern for a deployment range.",
    discussion: """
      For each concern, the strategy that serves the whole range, or the fewest #available \
      branches, with the strategies not chosen and why. Give the range with --min/--max or \
      as one expression (15-18, >=15.4, 15+, 16.4..<18); without one, the deployment \
      target of the project in the current folder (or --project) is used.
      """,
    options: [
      SharedOptions.minimum, SharedOptions.maximum, SharedOptions.platform,
      OptionSpec(
        long: "concern", valueName: "id", help: "Only this concern (repeatable).",
        isRepeating: true),
      OptionSpec(long: "strict", valueName: nil, help: "Exit 1 when any concern has a gap."),
      SharedOptions.framework,
      SharedOptions.format([.text, .markdown, .json]), SharedOptions.project,
      SharedOptions.matrices, SharedOptions.color,
    ],
    positionals: [SharedOptions.rangePositional])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    let request = try RangeRequest.read(
      arguments, platform: platform, matrix: matrix, context: context, commands: commands)
    let concerns = try SharedOptions.concerns(arguments, in: matrix, commands: commands)
    let navigation = ProjectArchitecture.plan(
      arguments, range: request.range, source: request.source, resolver: Resolver(matrix: matrix),
      context: context)
    let report = ResolutionReport(
      navigation: navigation.restricted(to: concerns), source: request.source,
      sourceDetail: request.detail)
    switch SharedOptions.format(arguments) {
    case .text:
      let renderer = ResolutionTextRenderer(
        report: report, style: SharedOptions.style(arguments, context: context))
      context.write(renderer.header())
      for plan in report.plans {
        context.write("\n" + renderer.section(plan))
      }
    case .markdown:
      context.write(ResolutionMarkdownRenderer(report: report).render())
    case .json:
      context.write(ResolutionJSON.document(report).rendered())
    }
    return arguments.flag("strict") && report.hasGaps ? .failure : .success
  }
}
