import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// Options several commands share, and how to read them.
enum SharedOptions {
  static let matrices = OptionSpec(
    long: "matrices", valueName: "dir",
    help: "Add matrix files from a folder; they replace shipped ones with the same id.",
    completion: .directory)

  static let color = OptionSpec(
    long: "color", valueName: "when", help: "When to colour the output.", defaultValue: "auto",
    choices: ColorMode.allCases.map(\.rawValue),
    completion: .choices(ColorMode.allCases.map(\.rawValue)))

  static let platform = OptionSpec(
    long: "platform", valueName: "platform", help: "The platform.", defaultValue: "iOS",
    completion: .choices(Platform.allCases.map(\.rawValue)))

  static let minimum = OptionSpec(
    long: "min", valueName: "version", help: "The minimum deployment target, such as 15.0.")

  static let maximum = OptionSpec(
    long: "max", valueName: "version",
    help: "The newest release to plan for (18 means every 18.x); default: the latest in the data.")

  static let framework = OptionSpec(
    long: "framework", valueName: "framework",
    help: "Keep plans to one UI framework where the data allows.", defaultValue: "any",
    choices: FrameworkPreference.allCases.map(\.rawValue),
    completion: .choices(FrameworkPreference.allCases.map(\.rawValue)))

  /// The `--framework` value, already checked against the choices by the parser.
  static func framework(_ arguments: ParsedArguments) -> FrameworkPreference {
    arguments.value("framework").flatMap(FrameworkPreference.init(rawValue:)) ?? .any
  }

  static let project = OptionSpec(
    long: "project", valueName: "path",
    help: "Read the deployment target from this Package.swift, .xcodeproj or .xcconfig.",
    completion: .file)

  static let rangePositional = PositionalSpec(
    name: "range", help: "The range as one expression: 15-18, >=15.4, 15+, 16.4..<18.",
    isOptional: true)

  static func format(_ formats: [OutputFormat]) -> OptionSpec {
    OptionSpec(
      long: "format", valueName: "format", help: "The output format.", defaultValue: "text",
      choices: formats.map(\.rawValue), completion: .choices(formats.map(\.rawValue)))
  }

  /// The shipped matrices plus any `--matrices` folder, or the problems found in them.
  ///
  /// A folder that does not exist or is a file is a usage error; bad files are bad data. The
  /// shipped data, validated when the tool was built, is checked again from its files only
  /// with `checkingShippedFiles`.
  static func loadMatrix(
    _ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec],
    checkingShippedFiles: Bool = false
  ) throws -> Matrix {
    var team: [MatrixFile] = []
    if let folder = arguments.value("matrices") {
      do {
        team = try MatrixDirectory.read(context.absolutePath(folder), displayName: folder)
      } catch {
        switch error {
        case .notFound, .notADirectory:
          throw CommandFailure.usage(
            UsageError(
              .invalidValue(folder, argument: "--matrices <dir>", reason: error.description),
              commands: commands))
        case .unreadable:
          throw CommandFailure.badData(["error: \(error)"])
        }
      }
    }
    do {
      return
        try checkingShippedFiles
        ? MatrixLoader.load(shipped: MatrixLoader.embedded(), team: team)
        : MatrixLoader.loadShipped(team: team)
    } catch {
      throw CommandFailure.badData(error.diagnostics.map(\.description))
    }
  }

  /// The `--platform` value, or a usage error that suggests the closest platform.
  static func platform(_ arguments: ParsedArguments, commands: [CommandSpec]) throws -> Platform {
    let text = arguments.value("platform") ?? "iOS"
    do {
      return try Platform.parse(text)
    } catch {
      throw CommandFailure.usage(
        UsageError(
          .invalidValue(text, argument: "--platform <platform>", reason: error.description),
          commands: commands))
    }
  }

  /// The concerns named by `--concern`, or every concern; an unknown id is a usage error that
  /// suggests the closest one.
  static func concerns(_ arguments: ParsedArguments, in matrix: Matrix, commands: [CommandSpec])
    throws -> [Concern]
  {
    let ids = arguments.values("concern")
    guard !ids.isEmpty else { return matrix.concerns }
    return try ids.map { id in
      if let concern = matrix.concern(id: id) { return concern }
      let suggestion = Suggestion.closest(to: id, among: matrix.concerns.map(\.id))
      throw CommandFailure.usage(
        UsageError(
          .invalidValue(
            id, argument: "--concern <id>",
            reason: "no concern with this id" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          ),
          commands: commands))
    }
  }

  /// The `--format` value, already checked against the choices by the parser.
  static func format(_ arguments: ParsedArguments) -> OutputFormat {
    arguments.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .text
  }

  /// The style for standard output, from `--color` and the environment.
  static func style(_ arguments: ParsedArguments, context: CommandContext) -> TextStyle {
    let mode = arguments.value("color").flatMap(ColorMode.init(rawValue:)) ?? .auto
    return TextStyle(
      isEnabled: mode.isEnabled(environment: context.environment, isTerminal: context.isTerminal))
  }
}
