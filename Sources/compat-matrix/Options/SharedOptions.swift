import ArgumentParsing
import CompatMatrix
import CompatMatrixWorkflows

// Options several commands share, each declared once as a group. The groups are small so
// that each command lists its options in the order its help has always shown them.

/// `--min` and `--max`: a deployment range given by its bounds.
struct RangeBounds: ParsableArguments {
  @Option(help: ArgumentHelp("The minimum deployment target, such as 15.0.", valueName: "version"))
  var min: String?

  @OptionGroup var maximum: MaximumOption

  var argumentList: ArgumentList? { ["min": _min, "maximum": _maximum] }
}

/// `--max`: the newest release to plan for.
struct MaximumOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The newest release to plan for (18 means every 18.x); default: the latest in the data.",
      valueName: "version"))
  var max: String?

  var argumentList: ArgumentList? { ["max": _max] }
}

/// `[<range>]`: a deployment range as one expression.
struct RangeArgument: ParsableArguments {
  @Argument(help: "The range as one expression: 15-18, >=15.4, 15+, 16.4..<18.")
  var range: String?

  var argumentList: ArgumentList? { ["range": _range] }
}

/// `--project`: the project a deployment target is read from.
struct ProjectOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Read the deployment target from this Package.swift, .xcodeproj or .xcconfig.",
      valueName: "path"),
    completion: .file)
  var project: String?

  var argumentList: ArgumentList? { ["project": _project] }
}

/// `--platform`.
struct PlatformOption: ParsableArguments {
  @Option(help: ArgumentHelp("The platform.", valueName: "platform"))
  var platform: Platform = .iOS

  var argumentList: ArgumentList? { ["platform": _platform] }
}

/// `--framework`: the UI framework plans keep to.
struct FrameworkOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Who owns the navigation stack: swiftui, uikit, or hybrid (a UIKit stack hosting SwiftUI "
        + "screens); any reads it from the project, else picks one and says so.",
      valueName: "framework"))
  var framework: FrameworkPreference = .any

  var argumentList: ArgumentList? { ["framework": _framework] }
}

/// `--sdk`: the SDK the app is built with, for behaviour that changes with it.
struct SDKOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The SDK the app is built with, such as 26 (behaviour that needs a newer one is left "
        + "out); default: the latest in the data.",
      valueName: "version"))
  var sdk: OSVersion?

  var argumentList: ArgumentList? { ["sdk": _sdk] }

  /// The usage error for an SDK older than the minimum it is to build for.
  func failure(_ error: SDKTooOldError) -> UsageError {
    UsageError(.invalidValue("\(error.sdk)", argument: $sdk.synopsis, reason: error.description))
  }
}

/// `--color`: when standard output is coloured.
struct ColorOption: ParsableArguments {
  @Option(help: ArgumentHelp("When to colour the output.", valueName: "when"))
  var color: ColorMode = .auto

  var argumentList: ArgumentList? { ["color": _color] }

  /// The style for standard output, from `--color`, the environment and the terminal.
  func style(_ context: CommandContext) -> TextStyle {
    TextStyle(
      isEnabled: color.isEnabled(environment: context.environment, isTerminal: context.isTerminal)
    )
  }
}

/// `--matrices`: a team's matrix files, added to the shipped data.
struct MatricesOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Add matrix files from a folder; they replace shipped ones with the same id.",
      valueName: "dir"),
    completion: .directory)
  var matrices: String?

  var argumentList: ArgumentList? { ["matrices": _matrices] }

  /// The data: the shipped matrices plus any `--matrices` folder's. The shipped data,
  /// validated when the tool was built, is checked again from its files only with
  /// `checkingShippedFiles`.
  func request(_ context: CommandContext, checkingShippedFiles: Bool = false) -> DataRequest {
    DataRequest(
      folder: matrices, directory: context.currentDirectory,
      checksShippedFiles: checkingShippedFiles)
  }

  /// The data, for a command that needs nothing else done with it.
  func load(_ context: CommandContext, checkingShippedFiles: Bool = false) throws -> Matrix {
    do {
      return try request(context, checkingShippedFiles: checkingShippedFiles).load()
    } catch {
      throw failure(error)
    }
  }

  /// The releases the data knows for `platform`; the shipped data alone builds nothing else.
  func releases(_ context: CommandContext, of platform: Platform) throws -> PlatformReleases? {
    do {
      return try request(context).releases(of: platform)
    } catch {
      throw failure(error)
    }
  }

  /// The failure to report: a folder that does not exist or is a file is a usage error;
  /// bad files are bad data, every one reported.
  func failure(_ error: DataLoadError) -> any Error {
    switch error {
    case .folder(let failure) where failure.isArgumentError:
      UsageError(
        .invalidValue(matrices ?? "", argument: $matrices.synopsis, reason: failure.description))
    case .folder(let failure): CommandFailure.badData(["error: \(failure)"])
    case .invalid(let error): CommandFailure.badData(error.diagnostics.map(\.description))
    }
  }
}
