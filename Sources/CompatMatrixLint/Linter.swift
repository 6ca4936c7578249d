import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// Finds navigation code that misbehaves in a deployment range: every finding is derived from
/// the data's lint patterns (of strategies, hazards and APIs), their status timelines and the
/// resolver's plans, never from a hand-written list.
///
/// Each file is linted for its own range and platforms when the caller knows them (the
/// targets that compile it; see `LintPlan`), else for the linter's range.
public struct Linter: Sendable {
  /// The data.
  public let matrix: Matrix
  /// The range files are linted for unless their own is known.
  public let range: ResolvedRange
  /// The settings files are linted with unless their own are known.
  package let configuration: LintConfiguration
  /// Whether `PreviewProvider` types and `#Preview` bodies are linted.
  package let includePreviews: Bool
  /// The project's navigation profile, which advice keeps to in files that do not import
  /// SwiftUI, unless their own input says otherwise.
  package let profile: NavigationProfile?
  let plans: PlanCache
  private var preparation: LinterPreparation

  /// Prepares a linter; every lint pattern is compiled and every timeline derived once, when
  /// the first file is linted, so a run with nothing to lint costs no more than the data.
  public init(
    matrix: Matrix, range: ResolvedRange, configuration: LintConfiguration = LintConfiguration(),
    includePreviews: Bool = false, profile: NavigationProfile? = nil
  ) {
    self.matrix = matrix
    self.profile = profile
    self.range = range
    self.configuration = configuration
    self.includePreviews = includePreviews
    plans = PlanCache()
    preparation = LinterPreparation(matrix: matrix, platform: range.platform)
  }

  /// The resolver that advice comes from.
  var resolver: Resolver { preparation.prepared.resolver }
  /// The compiled detectors of every strategy, hazard and API with lint patterns.
  var detectors: [LintDetector] { preparation.prepared.detectors }
  /// The first pass: which detectors a file's words can match.
  var filter: AnchorFilter { preparation.prepared.filter }
  /// The names the tokenizer indexes.
  var names: NameSet { preparation.prepared.names }
  /// Short references for cited sources.
  var citer: LintCitation { preparation.prepared.citer }

  /// The words the first pass looks for in every file, for a `grep` of the same words.
  package var anchorWords: [String] { filter.wordList }

  /// Lints files in parallel on every core, reading each file only while it is linted, and
  /// returns the findings sorted by file and position.
  public func lint(files: [SourceWalker.File], skipped: [SkippedFile] = []) -> LintReport {
    lint(files.map(input), skipped: skipped)
  }

  /// Lints a planned run: its files, each for its own range, platforms and settings, and
  /// the project's profile read from them on the way when the plan counts it.
  ///
  /// The linter must have the data `LintPlan.make` returned with the plan: the patterns it
  /// compiled meanwhile are used for the same platform.
  package func lint(_ plan: LintPlan) -> LintReport {
    var linter = self
    if let prepared = plan.preparation, prepared.platform == range.platform {
      linter.preparation = prepared
    }
    return linter.lint(
      plan.inputs, skipped: plan.skipped, context: plan.context, tally: plan.profileTally,
      storyboards: plan.storyboards)
  }

  /// Lints files, each for its own range, platforms and settings; with a tally, counts the
  /// project's profile from the same bytes, states it in the context, and lints again, under
  /// it, the few files whose advice depends on it (those with findings that do not import
  /// SwiftUI). The storyboards tell how screens are shown, with the files.
  package func lint(
    _ inputs: [LintInput], skipped: [SkippedFile] = [], context: LintContext? = nil,
    tally: ProfileTally? = nil, storyboards: [SourceWalker.File] = []
  ) -> LintReport {
    let linted = ParallelMap.map(count: inputs.count) { index -> FileOutcome in
      let input = inputs[index]
      switch SourceReader.read(input.file.path) {
      case .success(let bytes):
        var result = lintFile(bytes, input)
        tally?.add(swiftFile: input.file.path, bytes: bytes, result: result)
        // What lint made of the file is dropped here: only findings are kept.
        result.dropSource()
        return .linted(result)
      case .failure(let reason):
        return .skipped(SkippedFile(file: input.file.display, reason: reason))
      }
    }
    // The results of files with findings or app-wide strategies, or whose findings the
    // project's profile may change, by input index.
    var results: [Int: FileResult] = [:]
    var moreSkipped: [SkippedFile] = []
    for (index, outcome) in linted.enumerated() {
      switch outcome {
      case .linted(let result):
        if !result.findings.isEmpty || !result.appWide.isEmpty || result.code != nil {
          results[index] = result
        }
      case .skipped(let skipped): moreSkipped.append(skipped)
      }
    }
    var context = context
    if let tally {
      let detected = tally.architecture()
      context?.profile = detected?.profile
      context?.profileDetail =
        detected?.evidence ?? "no navigation container in the project's sources"
      // Files were advised with no profile known: those whose advice the profile changes are
      // linted again.
      if let profile = detected?.profile {
        let again = results.filter { index, result in
          var input = inputs[index]
          input.profile = profile
          return result.code.map { input.preference(for: $0) != result.preference } ?? false
        }.keys.sorted()
        let relinted = ParallelMap.map(again) { index -> FileResult? in
          var input = inputs[index]
          input.profile = profile
          guard case .success(let bytes) = SourceReader.read(input.file.path) else { return nil }
          var result = lintFile(bytes, input)
          result.dropSource()
          return result
        }
        for (index, result) in zip(again, relinted) {
          if let result { results[index] = result }
        }
      }
    }
    let ordered = results.keys.sorted().compactMap { results[$0] }
    // Missing companions a file alone could not settle wait on how their screens are shown
    // across the run's files and storyboards, read once, from those that name them.
    let waiting = results.keys.sorted().flatMap { position in
      (results[position]?.findings ?? []).filter { $0.pendingScreen != nil }.map {
        (finding: $0, input: inputs[position])
      }
    }
    // Only the files whose first pass met a word of a call that shows a screen are read again.
    let showing = linted.enumerated().compactMap { index, outcome -> LintInput? in
      guard case .linted(let result) = outcome, result.screenWords else { return nil }
      return inputs[index]
    }
    let index =
      waiting.isEmpty
      ? nil
      : ScreenRoleIndex(waiting: waiting, inputs: showing, all: inputs, storyboards: storyboards)
    let findings = results.keys.sorted().flatMap { position in
      let found = results[position]?.findings ?? []
      guard let index else { return found }
      return found.compactMap { index.settle($0, input: inputs[position]) }
    }
    let appWide = ordered.reduce(into: Set<String>()) { $0.formUnion($1.appWide) }
    // An app-wide strategy anywhere in the project serves every file: no companion is missing.
    let kept = findings.filter { finding in
      finding.companionConcern.map { !appWide.contains($0) } ?? true
    }
    return LintReport(
      findings: kept, skipped: skipped + moreSkipped + (index?.skipped ?? []),
      filesLinted: linted.count - moreSkipped.count,
      context: context)
  }

  /// The findings in one file's bytes, linted for the linter's range; `file` is the name they
  /// carry.
  ///
  /// A file that says in its first lines that it is generated ("Generated by", "Generated
  /// using", "DO NOT EDIT", "autogenerated") is not linted: its code is not the team's to fix.
  public func lint(_ bytes: [UInt8], file: String) -> [LintFinding] {
    lint(bytes, input(SourceWalker.File(path: file, display: file)))
  }

  /// The findings in one file's bytes for an input's range, platforms and settings; a
  /// missing companion is settled by how this file alone shows its screen.
  package func lint(_ bytes: [UInt8], _ input: LintInput) -> [LintFinding] {
    ScreenRoleIndex.settle(lintFile(bytes, input).findings, bytes: bytes, input: input)
  }

  /// A file to lint with the linter's own range and settings.
  private func input(_ file: SourceWalker.File) -> LintInput {
    LintInput(
      file: file, range: range, configuration: configuration, includePreviews: includePreviews,
      profile: profile)
  }

  /// The plan for a concern over a range, resolved once per concern, range and framework.
  func cachedPlan(
    _ concern: Concern, _ range: ResolvedRange, preferring preference: FrameworkPreference
  ) -> ConcernPlan {
    let wholeKey = "\(range.minimum) \(range.maximum) \(preference.rawValue)"
    let key = "\(concern.id) \(wholeKey)"
    if let plan = plans.plan(for: key) { return plan }
    // Advice fits the file: the profile its code and the project's show
    // (`LintInput.preference(for:)`), where the data allows. The whole plan of a range is
    // made once for all its concerns.
    let whole =
      plans.whole(for: wholeKey)
      ?? {
        let whole = resolver.navigationPlan(for: range, preferring: preference)
        plans.store(whole, for: wholeKey)
        return whole
      }()
    let plan = resolver.plan(for: concern, within: whole)
    plans.store(plan, for: key)
    return plan
  }
}

/// What linting one file gave.
struct FileResult: Sendable {
  /// The findings, settings applied.
  var findings: [LintFinding] = []
  /// The concerns the file serves with an app-wide strategy.
  var appWide: Set<String> = []
  /// What its code is, when it has findings or judged a strategy the data describes per
  /// profile: what it gives may depend on the project's profile (`LintInput.preference(for:)`).
  var code: FileFramework?
  /// The profile its advice kept to.
  var preference: FrameworkPreference?
  /// Whether the first pass found one of the profile's words (`NavigationOwnerScan.words`).
  var profileWords = false
  /// Whether the first pass found a word of a call that shows a screen.
  var screenWords = false
  /// The file, tokenized, when lint tokenized it, for the profile's scan to reuse.
  var source: SwiftSourceFile?
  /// The file's availability context when lint computed it, for the profile's scan.
  var availability: FileAvailabilityContext?

  /// Forgets what lint made of the file, keeping its findings.
  mutating func dropSource() {
    source = nil
    availability = nil
  }
}

/// What became of one file of a run: linted, or skipped because it could not be read.
enum FileOutcome: Sendable {
  case linted(FileResult)
  case skipped(SkippedFile)
}

/// The plans the linter has resolved, shared by the files linted in parallel: each
/// concern's, and the whole plan of each range and preference they come from.
final class PlanCache: Sendable {
  private let plans = Mutex([String: ConcernPlan]())
  private let wholePlans = Mutex([String: NavigationPlan]())

  func plan(for key: String) -> ConcernPlan? {
    plans.withLock { $0[key] }
  }

  func store(_ plan: ConcernPlan, for key: String) {
    plans.withLock { $0[key] = plan }
  }

  func whole(for key: String) -> NavigationPlan? {
    wholePlans.withLock { $0[key] }
  }

  func store(_ plan: NavigationPlan, for key: String) {
    wholePlans.withLock { $0[key] = plan }
  }
}
