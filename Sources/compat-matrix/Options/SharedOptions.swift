import ArgumentParsing
import CompatMatrix

// Options several commands share, each declared once as a group. The groups are small so
// that each command lists its options in the order its help has always shown them.

/// `--min` and `--max`: a deployment range given by its bounds.
struct RangeBounds: ParsableArguments {
  @Option(help: ArgumentHelp("The minimum deployment target, such as 15.0.", valueName: "version"))
  var min: String?

  @OptionGroup var maximum: MaximumOption
}

/// `--max`: the newest release to plan for.
struct MaximumOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The newest release to plan for (18 means every 18.x); default: the latest in the data.",
      valueName: "version"))
  var max: String?
}

/// `[<range>]`: a deployment range as one expression.
struct RangeArgument: ParsableArguments {
  @Argument(help: "The range as one expression: 15-18, >=15.4, 15+, 16.4..<18.")
  var range: String?
}

/// `--project`: the project a deployment target is read from.
struct ProjectOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Read the deployment target from this Package.swift, .xcodeproj or .xcconfig.",
      valueName: "path"),
    completion: .file)
  var project: String?
}

/// `--platform`.
struct PlatformOption: ParsableArguments {
  @Option(help: ArgumentHelp("The platform.", valueName: "platform"))
  var platform: Platform = .iOS
}

/// `--framework`: the UI framework plans keep to.
struct FrameworkOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Keep plans to one UI framework where the data allows.", valueName: "framework"))
  var framework: FrameworkPreference = .any
}

/// `--color`: when standard output is coloured.
struct ColorOption: ParsableArguments {
  @Option(help: ArgumentHelp("When to colour the output.", valueName: "when"))
  var color: ColorMode = .auto

  /// The style for standard output, from `--color`, the environment and the terminal.
  func style(_ context: CommandContext) -> TextStyle {
    TextStyle(
      isEnabled: color.isEnabled(environment: context.environment, isTerminal: context.isTerminal)
    )
  }
}

/// `--matrices`: a team's matrix files, and loading the data; the one place a command loads
/// it.
struct MatricesOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Add matrix files from a folder; they replace shipped ones with the same id.",
      valueName: "dir"),
    completion: .directory)
  var matrices: String?

  /// The shipped matrices plus any `--matrices` folder's.
  ///
  /// A folder that does not exist or is a file is a usage error; bad files are bad data, and
  /// every one is reported: the entries that cannot be read with the problems of the rest.
  func load(_ context: CommandContext) throws -> Matrix {
    try loadWithFiles(context).matrix
  }

  /// The data, as `load` loads it, and the files it came from: shipped, then the team's.
  func loadWithFiles(_ context: CommandContext) throws -> (matrix: Matrix, files: [MatrixFile]) {
    let shipped = MatrixLoader.embedded()
    var team = MatrixDirectory.Contents(files: [], problems: [])
    if let folder = matrices {
      do {
        team = try MatrixDirectory.contents(of: context.absolutePath(folder), displayName: folder)
      } catch {
        switch error {
        case .notFound, .notADirectory:
          throw UsageError(
            .invalidValue(folder, argument: $matrices.synopsis, reason: error.description))
        case .unreadable, .unreadableEntries:
          throw CommandFailure.badData(["error: \(error)"])
        }
      }
    }
    let loaded: Matrix
    do {
      loaded = try MatrixLoader.load(shipped: shipped, team: team.files)
    } catch {
      throw CommandFailure.badData((team.problems + error.diagnostics).sorted().map(\.description))
    }
    guard team.problems.isEmpty else {
      throw CommandFailure.badData(team.problems.map(\.description))
    }
    return (loaded, shipped + team.files)
  }
}
