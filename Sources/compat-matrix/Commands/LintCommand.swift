import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource
import Foundation

/// `compat-matrix lint`: navigation code that misbehaves in the deployment range.
enum LintCommand {
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Find navigation code that misbehaves in the deployment range.",
    discussion: """
      Lints the Swift files below each PATH (default: the current folder) with the \
      strategies' patterns from the data: a strategy used where it is broken or unavailable, \
      a deprecated one where the plan has better, a missing companion (swipe-back for a \
      hidden bar), and availability checks the range already satisfies. A RANGE among the \
      arguments (15-18, 15+) or --min/--max sets the range; else .compat-matrix.json, else \
      the project. Exit 1 on an error-severity finding (any finding with --strict).
      """,
    options: [
      OptionSpec(
        long: "reporter", valueName: "reporter", help: "The output format.",
        defaultValue: LintReporter.xcode.rawValue, choices: LintReporter.allCases.map(\.rawValue),
        completion: .choices(LintReporter.allCases.map(\.rawValue))),
      OptionSpec(long: "strict", valueName: nil, help: "Exit 1 on any finding, warnings too."),
      OptionSpec(
        long: "include-previews", valueName: nil,
        help: "Also lint PreviewProvider types and #Preview bodies."),
      OptionSpec(
        long: "config", valueName: "file",
        help: "The configuration file (default: .compat-matrix.json in the current folder).",
        completion: .file),
      SharedOptions.minimum, SharedOptions.maximum, SharedOptions.platform, SharedOptions.project,
      SharedOptions.matrices, SharedOptions.color,
    ],
    positionals: [
      PositionalSpec(
        name: "path", help: "Swift files or folders to lint, and optionally a range such as 15-18.",
        isOptional: true, isRepeating: true, completion: .file)
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    func usage(_ message: UsageError.Message) -> CommandFailure {
      .usage(UsageError(message, commands: commands))
    }
    // Split the positionals into paths and at most one range expression.
    var paths: [String] = []
    var expression: String?
    for value in arguments.values("path") {
      if FileManager.default.fileExists(atPath: context.absolutePath(value)) {
        paths.append(value)
      } else if (try? RangeExpression.parse(value)) != nil, expression == nil {
        expression = value
      } else {
        throw usage(
          .invalidValue(
            value, argument: "<path>", reason: "no such file or folder, and not a range"))
      }
    }
    let configuration = try loadConfiguration(arguments, context: context, commands: commands)
    var rangeArguments = arguments
    rangeArguments.values["range"] = expression.map { [$0] }
    if expression == nil, arguments.value("min") == nil, let text = configuration.rangeText {
      rangeArguments.values["range"] = [text]
    }
    var platform = try SharedOptions.platform(arguments, commands: commands)
    if arguments.value("platform") == nil, let configured = configuration.platform {
      platform = configured
    }
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    let request = try RangeRequest.read(
      rangeArguments, platform: platform, matrix: matrix, context: context, commands: commands)
    let walker = SourceWalker(
      roots: paths.isEmpty ? ["."] : paths, base: context.currentDirectory,
      include: configuration.include, exclude: configuration.exclude)
    let (files, skipped): ([SourceWalker.File], [SkippedFile])
    do {
      (files, skipped) = try walker.walk()
    } catch {
      throw usage(.other(error.description.capitalizedFirstLetter + "."))
    }
    let linter = Linter(
      matrix: matrix, range: request.range, configuration: configuration,
      includePreviews: arguments.flag("include-previews") || configuration.previews == true)
    let report = linter.lint(files: files, skipped: skipped)
    // A Swift file named on the command line that cannot be read is reported and skipped like
    // any other, but as an error that ends the run with 2 once the rest is linted: a CI job
    // must not pass without having linted what it asked for.
    let refused = report.skipped.filter { $0.reason != .notSwift && walker.wasGivenByName($0) }
    for file in refused { context.writeError(file.error + "\n") }
    let reporter = arguments.value("reporter").flatMap(LintReporter.init(rawValue:)) ?? .xcode
    if reporter == .xcode || reporter == .github {
      for file in report.skipped where !refused.contains(file) {
        context.writeError(file.warning + "\n")
      }
    }
    context.write(
      reporter.render(
        report, style: SharedOptions.style(arguments, context: context),
        toolVersion: CompatMatrixCLI.version))
    if !refused.isEmpty { return .badData }
    let failed = report.count(.error) > 0 || (arguments.flag("strict") && !report.findings.isEmpty)
    return failed ? .failure : .success
  }

  private static func loadConfiguration(
    _ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec]
  ) throws -> LintConfiguration {
    let given = arguments.value("config")
    let name = given ?? LintConfiguration.fileName
    let path = context.absolutePath(name)
    guard FileManager.default.fileExists(atPath: path) else {
      if let given {
        throw CommandFailure.usage(
          UsageError(
            .invalidValue(given, argument: "--config <file>", reason: "no such file"),
            commands: commands))
      }
      return LintConfiguration()
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure.badData(["error: cannot read \(name)"])
    }
    do {
      return try LintConfiguration.parse([UInt8](data), file: name)
    } catch {
      throw CommandFailure.badData(error.diagnostics.map(\.description))
    }
  }
}
