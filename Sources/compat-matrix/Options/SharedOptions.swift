import ArgumentParsing
import CompatMatrix
import CompatMatrixProject

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
      "Who owns the navigation stack: swiftui, uikit, or hybrid (a UIKit stack hosting SwiftUI "
        + "screens); any reads it from the project, else picks one and says so.",
      valueName: "framework"))
  var framework: FrameworkPreference = .any

  /// The whole plan for a range: the profile `--framework` names; else the one the sources
  /// of the project show (`projectToRead`), however the range was given; else the one the
  /// resolver's rule picks, which the plan says.
  func navigationPlan(
    for range: ResolvedRange, source: RangeSource, project: String?, resolver: Resolver,
    context: CommandContext
  ) -> NavigationPlan {
    guard framework == .any,
      let path = Self.projectToRead(source: source, project: project, context: context)
    else {
      return resolver.navigationPlan(for: range, preferring: framework)
    }
    guard let detected = NavigationArchitectureDetector.detect(projectAt: path) else {
      let ruled = resolver.navigationPlan(for: range, preferring: .any)
      guard case .rule(let rule) = ruled.basis else { return ruled }
      return ruled.chosen(by: .rule(rule.readingNothing()))
    }
    return resolver.navigationPlan(
      for: range, profile: detected.profile,
      basis: .detected(evidence: detected.evidence, weighing: detected.weighing))
  }

  /// The project whose sources show the profile: the one `--project` names, else the current
  /// folder when the range came from its project or it holds one (a `Package.swift` or an
  /// `.xcodeproj`): a range or minimum given by a flag (`upgrade --from`) does not drop what
  /// the project shows. `nil` when there is no project to read.
  static func projectToRead(source: RangeSource, project: String?, context: CommandContext)
    -> String?
  {
    if let project { return context.absolutePath(project) }
    let folder = context.currentDirectory
    let fromProject = source != .flag && source != .expression
    return fromProject || ProjectDiscovery.holdsProject(URL(fileURLWithPath: folder))
      ? folder : nil
  }
}

/// `--sdk`: the SDK the app is built with, for behaviour that changes with it.
struct SDKOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The SDK the app is built with, such as 26 (behaviour that needs a newer one is left "
        + "out); default: the latest in the data.",
      valueName: "version"))
  var sdk: OSVersion?

  /// The SDK, checked against the oldest minimum deployment target it must build for: an
  /// app cannot target a release newer than its SDK.
  func sdk(building minimum: OSVersion?, on platform: Platform) throws(UsageError) -> OSVersion? {
    if let sdk, let minimum, sdk < minimum {
      throw UsageError(
        .invalidValue(
          "\(sdk)", argument: $sdk.synopsis,
          reason: "the \(platform) \(sdk) SDK cannot build for a minimum of \(minimum)"))
    }
    return sdk
  }
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
  /// The shipped data, validated when the tool was built, is checked again from its files
  /// only with `checkingShippedFiles`.
  func load(_ context: CommandContext, checkingShippedFiles: Bool = false) throws -> Matrix {
    try loader(context, checkingShippedFiles: checkingShippedFiles)()
  }

  /// The data, as `load` loads it, and the files it came from: shipped, then the team's.
  func loadWithFiles(_ context: CommandContext) throws -> (matrix: Matrix, files: [MatrixFile]) {
    let team = try Self.teamContents(
      matrices, path: matrices.map(context.absolutePath), synopsis: $matrices.synopsis)
    let matrix = try Self.matrix(team, checkingShippedFiles: false)
    return (matrix, MatrixLoader.embedded() + team.files)
  }

  /// The loading of `load(_:checkingShippedFiles:)` as work another thread may do.
  func loader(_ context: CommandContext, checkingShippedFiles: Bool = false)
    -> @Sendable () throws -> Matrix
  {
    let folder = matrices
    let path = folder.map(context.absolutePath)
    let synopsis = $matrices.synopsis
    return {
      try Self.matrix(
        Self.teamContents(folder, path: path, synopsis: synopsis),
        checkingShippedFiles: checkingShippedFiles)
    }
  }

  /// The files of the `--matrices` folder and the entries that cannot be read.
  private static func teamContents(_ folder: String?, path: String?, synopsis: String) throws
    -> MatrixDirectory.Contents
  {
    guard let folder, let path else { return MatrixDirectory.Contents(files: [], problems: []) }
    do {
      return try MatrixDirectory.contents(of: path, displayName: folder)
    } catch {
      switch error {
      case .notFound, .notADirectory:
        throw UsageError(.invalidValue(folder, argument: synopsis, reason: error.description))
      case .unreadable, .unreadableEntries:
        throw CommandFailure.badData(["error: \(error)"])
      }
    }
  }

  /// The shipped data with the team's files over it; every problem is bad data.
  private static func matrix(_ team: MatrixDirectory.Contents, checkingShippedFiles: Bool)
    throws -> Matrix
  {
    let loaded: Matrix
    do throws(MatrixLoadError) {
      loaded =
        try checkingShippedFiles
        ? MatrixLoader.load(shipped: MatrixLoader.embedded(), team: team.files)
        : MatrixLoader.loadShipped(team: team.files)
    } catch {
      throw CommandFailure.badData((team.problems + error.diagnostics).sorted().map(\.description))
    }
    guard team.problems.isEmpty else {
      throw CommandFailure.badData(team.problems.map(\.description))
    }
    return loaded
  }
}
