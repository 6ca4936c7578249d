import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix show`: one concern, strategy or API as a timeline over the releases.
enum ShowCommand {
  static let spec = CommandSpec(
    name: "show",
    abstract: "Show a concern, strategy or API as a timeline of statuses per release.",
    discussion: """
      QUERY is a concern id, a strategy id, an API id or an API symbol as Apple names it, \
      in any letter case. Columns are the major releases, plus every point release where a \
      status changes; notes explain every cell that is not 'works'.
      """,
    options: [
      SharedOptions.platform, SharedOptions.format([.text, .markdown, .json]),
      SharedOptions.matrices, SharedOptions.color,
    ],
    positionals: [PositionalSpec(name: "query", help: "A concern, strategy or API.")])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    // The parser requires the positional.
    let query = arguments.value("query")!
    guard let entry = matrix.entry(named: query) else {
      let suggestion = Suggestion.closest(to: query, among: matrix.entryNames)
      throw CommandFailure.usage(
        UsageError(
          .other(
            "no concern, strategy or API named '\(query)'"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? "")), commands: commands))
    }
    let renderer = EntryRenderer(
      entry: entry, matrix: matrix, platform: platform,
      style: SharedOptions.style(arguments, context: context))
    do {
      context.write(try renderer.render(SharedOptions.format(arguments)))
    } catch {
      throw CommandFailure.badData(["error: \(error)"])
    }
    return .success
  }
}
