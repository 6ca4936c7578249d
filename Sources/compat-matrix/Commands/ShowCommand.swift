import ArgumentParsing
import CompatMatrix

/// `compat-matrix show`: one concern, strategy or API as a timeline over the releases.
struct ShowCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "show",
      abstract: "Show a concern, strategy or API as a timeline of statuses per release.",
      discussion: """
        QUERY is a concern id, a strategy id, an API id or an API symbol as Apple names it, \
        in any letter case. Columns are the major releases, plus every point release where a \
        status changes; notes explain every cell that is not 'works'. 'devices' lists every \
        device model and the newest release it runs; 'adoption' lists the dated editions of \
        Apple's App Store usage figures.
        """)
  }

  @OptionGroup var platform: PlatformOption
  @OptionGroup var sdk: SDKOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"), among: EntryRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption
  @Argument(help: "A concern, strategy or API, or devices, or adoption.") var query: String

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    let style = color.style(context)
    let list: (any Renderer)? =
      switch query.lowercased() {
      case "devices": DeviceListRenderer(matrix: matrix, platform: platform.platform, style: style)
      case "adoption":
        AdoptionListRenderer(matrix: matrix, platform: platform.platform, style: style)
      default: nil
      }
    if let list {
      try context.write(list, as: format)
      return .success
    }
    guard let entry = matrix.entry(named: query) else {
      let suggestion = Suggestion.closest(to: query, among: matrix.entryNames)
      throw UsageError(
        "no concern, strategy or API named '\(query)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    let renderer = EntryRenderer(
      entry: entry, matrix: matrix, platform: platform.platform, sdk: sdk.sdk,
      style: color.style(context))
    try context.write(renderer, as: format)
    return .success
  }
}
