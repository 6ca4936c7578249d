import ArgumentParsing
import CompatMatrix

/// `compat-matrix apis`: every API record with its availability.
struct APIsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "apis",
      abstract: "List the API records with their availability on a platform.")
  }

  @OptionGroup var platform: PlatformOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"), among: APIListRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    ["platform": _platform, "format": _format, "matrices": _matrices, "color": _color]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    let matrix = try matrices.load(context)
    let renderer = APIListRenderer(
      matrix: matrix, platform: platform.platform, style: color.style(context))
    try context.write(renderer, as: format)
    return .success
  }
}
