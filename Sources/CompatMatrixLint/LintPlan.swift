import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a lint run decides before it reads a file: the configuration files that apply,
/// the project and the range it gives, the files to lint, and for each file the targets that
/// compile it, its platforms and the range to lint it for.
///
/// The project and configuration files are found from the first path upwards to the
/// repository root, or one or two folders below it (`ProjectDiscovery`); configuration files
/// met while walking apply to their own subtree. A range given on the command line (or in a
/// configuration file) is the range of every file; otherwise each file is linted for the
/// lowest minimum of the targets that compile it for the platform, and a file compiled only
/// for other platforms is not linted. A file no project lists is linted for the project's
/// range, and the run says so once.
package struct LintPlan: Sendable {
  /// What the command line asked for.
  package struct Request: Sendable {
    /// The files and folders, as given; empty for the working folder.
    package var paths: [String]
    /// The working folder.
    package var directory: String
    /// A range expression among the arguments.
    package var rangeExpression: String?
    /// `--min`.
    package var minimum: String?
    /// `--max`.
    package var maximum: String?
    /// `--project`.
    package var project: String?
    /// `--platform`, when given.
    package var platform: Platform?
    /// `--config`.
    package var configurationFile: String?
    /// `--include-previews`.
    package var includePreviews: Bool
    /// `--framework`: `any` reads the profile from the project's sources.
    package var framework: FrameworkPreference

    /// Creates a request.
    package init(
      paths: [String], directory: String, rangeExpression: String? = nil, minimum: String? = nil,
      maximum: String? = nil, project: String? = nil, platform: Platform? = nil,
      configurationFile: String? = nil, includePreviews: Bool = false,
      framework: FrameworkPreference = .any
    ) {
      self.paths = paths
      self.directory = directory
      self.rangeExpression = rangeExpression
      self.minimum = minimum
      self.maximum = maximum
      self.project = project
      self.platform = platform
      self.configurationFile = configurationFile
      self.includePreviews = includePreviews
      self.framework = framework
    }
  }

  /// The files to lint, each with what applies to it.
  package var inputs: [LintInput]
  /// Files the walk skipped.
  package var skipped: [SkippedFile]
  /// The walker, which tells files named on the command line from files met in folders.
  package var walker: SourceWalker
  /// The range, its source and what the run noticed.
  package var context: LintContext
  /// The configuration file the range may have come from, as messages name it.
  package var configurationFile: String?
  /// Where the profile is counted while the files are linted; `nil` when `--framework`
  /// named it or there is no project to read it from.
  package var profileTally: ProfileTally?
  /// The linter's compiled patterns for the plan's data and platform, built while the plan
  /// was made; `Linter.lint(_:)` uses them when the linter lints that platform.
  var preparation: LinterPreparation?
  /// The storyboards the walk met: how they show screens settles `missing-companion`.
  package var storyboards: [SourceWalker.File] = []
  /// The hidden temporary files the walk met, which an interrupted rewrite may have left.
  package var temporaries: [SourceWalker.File] = []
  /// The targets read and what became of each file: `lint --list-targets`.
  package var listing: LintTargetListing?

  /// Plans a run with data already loaded.
  package static func make(_ request: Request, matrix: Matrix) throws(LintPlanError) -> LintPlan {
    try make(request, loading: { matrix }).plan
  }

  /// Plans a run, loading the data with `load` while the folders are walked and the project
  /// is read: none of the three needs another, and together they are most of what a run does
  /// before it reads a Swift file. Returns the plan and the data.
  package static func make(
    _ request: Request, loading load: @Sendable () throws(DataLoadError) -> Matrix
  ) throws(LintPlanError) -> (plan: LintPlan, matrix: Matrix) {
    let roots = request.paths.isEmpty ? ["."] : request.paths
    let absolute = roots.map { Self.absolute($0, in: request.directory) }
    let name = LintConfiguration.fileName
    let discoveries = absolute.map {
      ProjectDiscovery.discover(from: $0, configurationName: name)
    }
    // The first path's project and configuration give the range.
    let first = discoveries[0]
    var tree: LintConfigurationTree
    let display = { (path: String) in Self.display(path, in: request.directory) }
    if let named = request.configurationFile {
      let path = Self.absolute(named, in: request.directory)
      do {
        let configuration = try LintConfiguration.load(named, at: path)
        tree = LintConfigurationTree(entries: [
          .init(folder: "/", file: named, configuration: configuration)
        ])
      } catch {
        throw .configuration(error, given: true)
      }
    } else {
      do {
        tree = try .load(
          discoveries.flatMap { $0.configurationFiles.map(\.path) }, display: display)
      } catch {
        throw .configuration(error, given: false)
      }
    }
    let rootFolder = Self.folder(of: absolute[0])
    let rootConfiguration = tree.configuration(for: rootFolder)
    let configurationFile =
      request.configurationFile
      ?? tree.entries.last { LintConfigurationTree.holds($0.folder, rootFolder) }?.file
    let platform = request.platform ?? rootConfiguration.platform ?? .iOS
    // The project read for the range is read again for the files' targets: parsed once.
    let cache = ProjectFileCache()
    var rangeRequest = RangeRequest(
      expression: request.rangeExpression, minimum: request.minimum, maximum: request.maximum,
      configured: rootConfiguration.range.map { ($0, rootConfiguration.rangeText ?? "\($0)") },
      project: request.project,
      // The range request finds the project from the first path's folder as `first` did.
      directory: request.project == nil ? rootFolder : request.directory)
    rangeRequest.cache = cache
    // The project the range comes from: its files' targets, and its parse for the range.
    let main = [
      request.project.map { Self.absolute($0, in: request.directory) }
        ?? first.projectFolder?.path
    ].compactMap { $0 }
    // The profile is read from the project's sources, as `resolve` and `upgrade` read it, but
    // while the files are linted, from the bytes read for that (and the storyboards the walk
    // finds); with no project there is no app to read it from.
    let tally =
      request.framework.profile == nil
      ? main.first.flatMap(NavigationArchitectureDetector.folder(ofProject:)).map(
        ProfileTally.init(folder:)) : nil
    // The walk: configuration files below the paths apply to their subtrees.
    let walker = SourceWalker(
      roots: roots, base: request.directory, filters: tree.filters,
      markerFile: request.configurationFile == nil ? name : nil,
      extensions: ["swift", "storyboard"])
    let (loaded, walked, mainTargets) = Concurrently.run(
      { Result { () throws(DataLoadError) in try load() } },
      { Result { () throws(SourceWalker.Failure) in try walker.walkAll() } },
      { SourceTargets.read(walked: [], around: main, root: request.directory, cache: cache) })
    let matrix: Matrix
    do {
      matrix = try loaded.get()
    } catch {
      throw .data(error)
    }
    let selected: SelectedRange
    do {
      selected = try rangeRequest.resolve(on: platform, in: matrix)
    } catch {
      throw .range(error, configurationFile: configurationFile)
    }
    let walk: SourceWalker.Walk
    do {
      walk = try walked.get()
    } catch {
      throw .walk(error)
    }
    // With files to lint, the linter's patterns compile while the rest of the plan is made
    // (the other projects read, each file placed in its targets) instead of before the first
    // file, when every core would wait for them.
    let preparation = LinterPreparation(matrix: matrix, platform: selected.range.platform)
    if !walk.files.isEmpty { preparation.prepareInBackground() }
    let known = Set(tree.entries.map { $0.folder + "/" + name })
    let nested = walk.markers.filter { !known.contains($0) }
    if !nested.isEmpty {
      do {
        try tree.add(LintConfigurationTree.load(nested, display: display).entries)
      } catch {
        throw .configuration(error, given: false)
      }
    }
    let filters = tree.filters
    let listed = walk.files.filter { file in
      filters.allSatisfy { !$0.excludes(file.path) && $0.includes(file.path) }
    }
    let files = listed.filter { !NavigationArchitectureDetector.isStoryboard($0.path) }
    let storyboards = listed.filter { NavigationArchitectureDetector.isStoryboard($0.path) }
    tally?.add(storyboards: storyboards.map(\.path))
    // The projects: the one the range came from, and those met that it is not.
    let read = Set(main.flatMap(SourceTargets.projects(in:)))
    let others = SourceTargets.read(
      walked: walk.projects.filter {
        !read.contains(URL(fileURLWithPath: $0).standardizedFileURL.path)
      }, around: [], root: request.directory, cache: cache)
    let targets = SourceTargets(
      targets: mainTargets.targets + others.targets, notes: mainTargets.notes + others.notes)
    var planner = InputPlanner(
      matrix: matrix, selected: selected, platform: platform, tree: tree,
      explicit: request.rangeExpression != nil || request.minimum != nil,
      includePreviews: request.includePreviews, profile: request.framework.profile)
    let platforms = targets.platforms(ofFiles: files.map(\.path))
    let inputs = zip(files, platforms).compactMap { planner.input($0, $1) }
    var detail = selected.detail
    if rangeRequest.expression == nil, rangeRequest.minimum == nil,
      let text = rootConfiguration.rangeText
    {
      detail = "range \(text) in \(configurationFile ?? name)"
    } else if request.project == nil, selected.detail != nil, let placement = first.placementText {
      detail = [selected.detail, placement].compactMap { $0 }.joined(separator: "; ")
    }
    var context = LintContext(
      platform: platform, range: selected.range, source: selected.source, detail: detail,
      profile: request.framework.profile,
      profileDetail: request.framework.profile != nil
        ? LintContext.flagDetail : main.isEmpty ? LintContext.noProjectDetail : nil,
      notices: planner.notices(targets: targets), filesForOtherPlatforms: planner.otherPlatforms,
      configurationFiles: tree.entries.map(\.file))
    context.minimums = planner.minimums
    context.projectMinimum = selected.projectMinimum
    var plan = LintPlan(
      inputs: inputs, skipped: walk.skipped, walker: walker, context: context,
      configurationFile: configurationFile, profileTally: tally, preparation: preparation)
    plan.temporaries = walk.temporaries
    plan.storyboards = storyboards
    plan.listing = LintTargetListing(
      platform: platform, targets: targets, platforms: platforms, inputs: inputs,
      planner: planner, skipped: walk.skipped)
    return (plan, matrix)
  }

  static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  /// The folder of a path: itself when it is a folder, else its parent.
  static func folder(of path: String) -> String {
    if FileKind.at(path) == .directory {
      return path
    }
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
  }

  static func display(_ path: String, in directory: String) -> String {
    path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
  }
}

/// Why a lint run cannot start.
package enum LintPlanError: Error, Sendable {
  /// A configuration file cannot be used; `given` when it is the one `--config` names.
  case configuration(LintConfigurationError, given: Bool)
  /// No range can be chosen; with the configuration file a range may have come from.
  case range(RangeRequestError, configurationFile: String?)
  /// A path does not exist.
  case walk(SourceWalker.Failure)
  /// The data could not be loaded.
  case data(DataLoadError)
}
