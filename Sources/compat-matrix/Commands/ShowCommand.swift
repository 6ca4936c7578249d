import ArgumentParsing
import CompatMatrix
import CompatMatrixWorkflows

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

  var argumentList: ArgumentList? {
    [
      "platform": _platform, "sdk": _sdk, "format": _format, "matrices": _matrices, "color": _color,
      "query": _query,
    ]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let outcome: ShowWorkflow.Outcome
    do {
      outcome = try ShowWorkflow.run(
        ShowWorkflow.Request(data: matrices.request(context), query: query))
    } catch {
      throw failure(error)
    }
    let matrix = outcome.matrix
    let style = color.style(context)
    let renderer: any Renderer =
      switch outcome.subject {
      case .devices: DeviceListRenderer(matrix: matrix, platform: platform.platform, style: style)
      case .adoption:
        AdoptionListRenderer(matrix: matrix, platform: platform.platform, style: style)
      case .entry(let entry):
        EntryRenderer(
          entry: entry, matrix: matrix, platform: platform.platform, sdk: sdk.sdk, style: style)
      }
    try context.write(renderer, as: format)
    return .success
  }

  /// The failure to report: a name the data does not know is a usage error that suggests the
  /// closest one.
  private func failure(_ error: ShowWorkflow.Failure) -> any Error {
    switch error {
    case .data(let error): matrices.failure(error)
    case .unknownName(let name, let suggestion):
      UsageError(
        "no concern, strategy or API named '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
  }
}
