import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// `compat-matrix upgrade`: what raising the minimum deployment target changes.
enum UpgradeCommand {
  static let spec = CommandSpec(
    name: "upgrade",
    abstract: "Show what raising the minimum deployment target changes.",
    discussion: """
      Compares the plan for every concern over --from…--max with the plan over --to…--max: \
      the #available checks a team can delete, workarounds it can retire, strategies that \
      become possible, and deprecations the compiler starts warning about. Without --from, \
      the minimum of the project in the current folder (or --project) is used. With --path, \
      also lists the availability checks in the code that the new minimum makes always true.
      """,
    options: [
      OptionSpec(
        long: "from", valueName: "version", help: "The current minimum deployment target."),
      OptionSpec(long: "to", valueName: "version", help: "The proposed minimum deployment target."),
      SharedOptions.maximum, SharedOptions.platform, SharedOptions.framework,
      OptionSpec(
        long: "format", valueName: "format", help: "The output format.", defaultValue: "text",
        choices: UpgradeFormat.allCases.map(\.rawValue),
        completion: .choices(UpgradeFormat.allCases.map(\.rawValue))),
      OptionSpec(
        long: "path", valueName: "dir",
        help: "Also list checks in this code that become always true.",
        completion: .directory),
      SharedOptions.project, SharedOptions.matrices, SharedOptions.color,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext, commands: [CommandSpec])
    throws -> ExitCode
  {
    let platform = try SharedOptions.platform(arguments, commands: commands)
    let matrix = try SharedOptions.loadMatrix(arguments, context: context, commands: commands)
    func usage(_ message: UsageError.Message) -> CommandFailure {
      .usage(UsageError(message, commands: commands))
    }
    guard let toText = arguments.value("to") else {
      throw usage(.other("Missing the proposed minimum: give --to, such as --to 16.0."))
    }
    let fromMinimum: OSVersion
    var source = RangeSource.flag
    var detail: String?
    if let fromText = arguments.value("from") {
      fromMinimum = try version(fromText, argument: "--from <version>", commands: commands)
    } else {
      let project = try ProjectRange.detect(
        arguments, platform: platform, context: context, commands: commands)
      fromMinimum = project.minimum
      source = project.source
      detail = project.detail
    }
    let toMinimum = try version(toText, argument: "--to <version>", commands: commands)
    guard toMinimum > fromMinimum else {
      throw usage(
        .other("--to \(toMinimum) must be above the current minimum \(fromMinimum)."))
    }
    let maximum = arguments.value("max")
    func resolved(_ minimum: OSVersion, _ argument: String) throws -> ResolvedRange {
      do {
        let range = try DeploymentRange.parse(minimum: minimum.description, maximum: maximum)
        return try matrix.resolve(range, on: platform)
      } catch {
        let value = arguments.value(argument.hasPrefix("--to") ? "to" : "from") ?? "\(minimum)"
        throw usage(.invalidValue(value, argument: argument, reason: error.description))
      }
    }
    let from = try resolved(fromMinimum, "--from <version>")
    let to = try resolved(toMinimum, "--to <version>")
    let resolver = Resolver(matrix: matrix)
    let navigation = ProjectArchitecture.plan(
      arguments, range: from, source: source, resolver: resolver, context: context)
    let report = UpgradeReport(
      from: from, to: to, resolver: resolver, navigation: navigation, source: source,
      sourceDetail: detail)
    let deadChecks = try DeadCheckScan.scan(
      arguments, from: from, to: to, context: context, commands: commands)
    let renderer = UpgradeRenderer(
      report: report, deadChecks: deadChecks,
      style: SharedOptions.style(arguments, context: context))
    let format = arguments.value("format").flatMap(UpgradeFormat.init(rawValue:)) ?? .text
    switch format {
    case .text: context.write(renderer.text())
    case .markdown: context.write(renderer.markdown())
    case .json: context.write(renderer.json().rendered())
    case .adr:
      let advice = try? MinimumAdvice(
        resolver: resolver, platform: platform,
        maximum: DeploymentRange(minimum: to.maximum, upperBound: to.maximum.successor),
        preferring: FrameworkPreference(navigation.profile))
      context.write(DecisionRecordRenderer(upgrade: renderer, advice: advice).render())
    }
    return .success
  }

  private static func version(_ text: String, argument: String, commands: [CommandSpec]) throws
    -> OSVersion
  {
    do {
      return try OSVersion.parse(text)
    } catch {
      throw CommandFailure.usage(
        UsageError(
          .invalidValue(text, argument: argument, reason: error.description), commands: commands))
    }
  }
}

/// The availability checks in a team's code that a raised minimum makes always true.
enum DeadCheckScan {
  static func scan(
    _ arguments: ParsedArguments, from: ResolvedRange, to: ResolvedRange, context: CommandContext,
    commands: [CommandSpec]
  ) throws -> [DeadAvailabilityCheck] {
    guard let path = arguments.value("path") else { return [] }
    let walker = SourceWalker(roots: [path], base: context.currentDirectory)
    let files: [SourceWalker.File]
    do {
      files = try walker.walk().files
    } catch {
      throw CommandFailure.usage(
        UsageError(
          .invalidValue(path, argument: "--path <dir>", reason: "no such file or folder"),
          commands: commands))
    }
    let finder = RedundantCheckFinder(range: to)
    var dead: [DeadAvailabilityCheck] = []
    for file in files {
      guard case .success(let bytes) = SourceReader.read(file.path) else { continue }
      let source = SwiftSourceFile(bytes: bytes)
      let availability = FileAvailabilityContext(file: source, platform: to.platform)
      dead += finder.deadChecks(
        in: availability, source: source, file: file.display, above: from.minimum)
    }
    return dead
  }
}
