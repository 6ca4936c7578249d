import ArgumentParsing
import CompatMatrix

/// `compat-matrix versions`: lists the releases of a platform, the version axis of the data.
struct VersionsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "versions", abstract: "List the releases of a platform that the data knows.")
  }

  @OptionGroup var platform: PlatformOption
  @Option(
    help: ArgumentHelp("The output format.", valueName: "format"),
    among: ReleaseListRenderer.formats)
  var format: OutputFormat = .text
  @OptionGroup var matrices: MatricesOption
  @OptionGroup var color: ColorOption

  var argumentList: ArgumentList? {
    ["platform": _platform, "format": _format, "matrices": _matrices, "color": _color]
  }

  func run(_ context: CommandContext) throws -> ExitCode {
    guard let releases = try matrices.releases(context, of: platform.platform) else {
      throw CommandFailure.badData(["error: \(VersionError.noReleaseData(platform.platform))"])
    }
    try context.write(
      ReleaseListRenderer(releases: releases, style: color.style(context)), as: format)
    return .success
  }
}
