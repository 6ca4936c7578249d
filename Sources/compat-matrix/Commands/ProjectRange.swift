import CompatMatrix

/// The minimum deployment target of the project in the current folder or at `--project`.
struct ProjectRange {
  let minimum: OSVersion
  let source: RangeSource
  let detail: String

  static func detect(
    _ arguments: ParsedArguments, platform: Platform, context: CommandContext,
    commands: [CommandSpec]
  ) throws -> ProjectRange {
    throw CommandFailure.usage(
      UsageError(
        .other(
          "No deployment range: give --min (and --max) or a range expression such as 15-18."),
        commands: commands))
  }
}
