import Dispatch
import Foundation

/// Finds navigation code that misbehaves in a deployment range: every finding is derived from
/// the strategies' lint patterns, their status timelines and the resolver's plans, never from
/// a hand-written list.
public struct Linter: Sendable {
  /// A strategy with its compiled patterns and its status timeline; a class so that the
  /// many detectors are shared, not copied, by every file's pass.
  final class Detector: Sendable {
    let concern: Concern
    let strategy: Strategy
    let patterns: [CompiledLintPattern]
    let timeline: [StatusSpan]

    init(
      concern: Concern, strategy: Strategy, patterns: [CompiledLintPattern], timeline: [StatusSpan]
    ) {
      self.concern = concern
      self.strategy = strategy
      self.patterns = patterns
      self.timeline = timeline
    }
  }

  /// The data.
  public let matrix: Matrix
  /// The project's range.
  public let range: ResolvedRange
  /// The project's settings.
  public let configuration: LintConfiguration
  /// Whether `PreviewProvider` types and `#Preview` bodies are linted.
  public let includePreviews: Bool
  private let resolver: Resolver
  private let detectors: [Detector]
  private let releases: [OSVersion]
  private let anchors: AnchorWords
  private let names: NameSet
  private let plans: PlanCache

  /// Prepares a linter: compiles every lint pattern and derives every timeline once.
  public init(
    matrix: Matrix, range: ResolvedRange, configuration: LintConfiguration = LintConfiguration(),
    includePreviews: Bool = false
  ) {
    self.matrix = matrix
    self.range = range
    self.configuration = configuration
    self.includePreviews = includePreviews
    self.resolver = Resolver(matrix: matrix)
    self.releases = matrix.platforms[range.platform]?.releases.map(\.version) ?? []
    var detectors: [Detector] = []
    for concern in matrix.concerns {
      for strategy in concern.strategies where !strategy.lint.isEmpty {
        // Validation parsed every pattern already, so none fails to compile here.
        let patterns = strategy.lint.compactMap { try? CompiledLintPattern($0) }
        detectors.append(
          Detector(
            concern: concern, strategy: strategy, patterns: patterns,
            timeline: StatusDerivation.timeline(of: strategy, on: range.platform, in: matrix)))
      }
    }
    self.detectors = detectors
    self.anchors = AnchorWords(patterns: detectors.flatMap(\.strategy.lint))
    self.names = NameSet(patterns: detectors.flatMap(\.strategy.lint))
    self.plans = PlanCache()
  }

  /// Lints files in parallel on every core, reading each file only while it is linted, and
  /// returns the findings sorted by file and position.
  public func lint(files: [SourceWalker.File], skipped: [SkippedFile] = []) -> LintReport {
    let collector = FindingCollector()
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      switch SourceReader.read(file.path) {
      case .success(let bytes):
        collector.add(lint(bytes, file: file.display))
      case .failure(let reason):
        collector.skip(SkippedFile(file: file.display, reason: reason))
      }
    }
    let (findings, moreSkipped, linted) = collector.result()
    return LintReport(findings: findings, skipped: skipped + moreSkipped, filesLinted: linted)
  }

  /// The findings in one file's bytes; `file` is the name they carry.
  public func lint(_ bytes: [UInt8], file: String) -> [LintFinding] {
    guard anchors.occurs(in: bytes) else { return [] }
    let source = SwiftSourceFile(bytes: bytes, indexing: names)
    let used = detectors.compactMap { detector -> (Detector, [LintPatternMatch])? in
      let matches = Set(detector.patterns.flatMap { $0.matches(in: source) }).sorted()
      return matches.isEmpty ? nil : (detector, matches)
    }
    // Availability is computed only where something needs it: a match, or a check to judge.
    guard !used.isEmpty || LintSuppressions.contains(bytes, Self.available) else {
      return applySettings([], source: source, file: file)
    }
    let availability = FileAvailabilityContext(file: source, platform: range.platform)
    var findings: [LintFinding] = []
    let swiftUI = Self.importsSwiftUI(source)
    var present = Set<String>()
    var firstUses: [(Detector, LintPatternMatch)] = []
    for (detector, matches) in used {
      var first = true
      for found in matches {
        let context = availability.context(at: found.tokenRange.lowerBound)
        guard !context.isExcluded, includePreviews || !context.isInPreview,
          let effective = effectiveRange(context)
        else { continue }
        // Only a strategy that works somewhere here counts as a concern's companion.
        if detector.timeline.contains(where: { span in
          span.status.isUsable && span.from <= effective.maximum
            && (span.until.map { $0 > effective.minimum } ?? true)
        }) {
          present.insert(detector.concern.id)
        }
        if first {
          firstUses.append((detector, found))
          first = false
        }
        findings += statusFindings(
          detector, at: found, in: effective, file: file, swiftUI: swiftUI)
      }
    }
    for (detector, found) in firstUses {
      guard let companion = detector.strategy.companion, !present.contains(companion.concern),
        let concern = matrix.concern(id: companion.concern)
      else { continue }
      let plan = cachedPlan(concern, range, swiftUI: swiftUI)
      findings.append(
        LintFinding(
          file: file, line: found.location.line, column: found.location.column,
          rule: .missingCompanion,
          message: LintMessage.missingCompanion(
            strategy: detector.strategy.title, concern: concern.id, reason: companion.reason,
            advice: LintMessage.advice(plan)
          ).text + LintMessage.cite(companion.sources),
          concern: detector.concern.id, strategy: detector.strategy.id,
          recommended: plan.branches.last?.strategy.id, sources: companion.sources))
    }
    findings += RedundantCheckFinder(range: range).findings(
      in: availability, file: file, includePreviews: includePreviews)
    return applySettings(findings, source: source, file: file)
  }

  /// The bytes every availability check contains.
  private static let available = Array("available".utf8)

  /// The project range narrowed by the checks around the code; `nil` when the code can never
  /// run in the range.
  func effectiveRange(_ context: AvailabilityContext) -> ResolvedRange? {
    let low = max(range.minimum, context.lowerBound ?? range.minimum)
    let high = min(range.end, context.upperBound ?? range.end)
    guard low < high else { return nil }
    let inside = releases.filter { $0 >= low && $0 < high }
    return ResolvedRange(
      platform: range.platform, minimum: low, maximum: inside.last ?? low, releases: inside,
      isOpenEnded: range.isOpenEnded && context.upperBound == nil)
  }

  private func cachedPlan(
    _ concern: Concern, _ range: ResolvedRange, swiftUI: Bool
  ) -> ConcernPlan {
    let key = "\(concern.id) \(range.minimum) \(range.maximum) \(swiftUI)"
    if let plan = plans.plan(for: key) { return plan }
    var plan = resolver.plan(for: concern, in: range)
    // Advice fits the file: in a file that imports SwiftUI, the plan among strategies that use
    // SwiftUI (or no API at all); elsewhere, among those that do not. The whole concern's plan
    // stays when the narrower one would leave more of the range without a strategy.
    var narrowed = concern
    narrowed.strategies = concern.strategies.filter { strategy in
      let frameworks = Set(strategy.requires.compactMap { matrix.api(id: $0)?.framework })
      return swiftUI
        ? frameworks.isEmpty || frameworks.contains("SwiftUI")
        : !frameworks.contains("SwiftUI")
    }
    if !narrowed.strategies.isEmpty {
      let candidate = resolver.plan(for: narrowed, in: range)
      if candidate.gaps.count <= plan.gaps.count { plan = candidate }
    }
    plans.store(plan, for: key)
    return plan
  }

  /// Whether a file imports SwiftUI.
  static func importsSwiftUI(_ source: SwiftSourceFile) -> Bool {
    let tokens = source.tokens
    for (index, token) in tokens.enumerated()
    where token.kind == .keyword && token.text(in: source.bytes) == "import" {
      var next = index + 1
      while next < tokens.count, tokens[next].kind.isComment { next += 1 }
      if next < tokens.count, tokens[next].text(in: source.bytes) == "SwiftUI" { return true }
    }
    return false
  }

  /// Findings from a strategy's status over the effective range at one use.
  private func statusFindings(
    _ detector: Detector, at found: LintPatternMatch, in effective: ResolvedRange, file: String,
    swiftUI: Bool
  ) -> [LintFinding] {
    let spans = detector.timeline.filter { span in
      span.from <= effective.maximum && (span.until.map { $0 > effective.minimum } ?? true)
    }
    let reasons = spans.map { StatusReason.explaining($0, in: effective, matrix: matrix) }
    func finding(_ rule: LintRule, _ message: LintMessage, _ reason: StatusReason) -> LintFinding {
      let plan = cachedPlan(detector.concern, effective, swiftUI: swiftUI)
      return LintFinding(
        file: file, line: found.location.line, column: found.location.column, rule: rule,
        message: message.text, concern: detector.concern.id, strategy: detector.strategy.id,
        recommended: plan.branches.last?.strategy.id, sources: reason.sources)
    }
    let title = detector.strategy.title
    if let failing = reasons.first(where: { !$0.status.isUsable }) {
      let plan = cachedPlan(detector.concern, effective, swiftUI: swiftUI)
      let advice = LintMessage.advice(plan)
      let span = spans[reasons.firstIndex(of: failing) ?? 0]
      if case .notIntroduced = span.cause {
        return [
          finding(
            .unguardedAPI,
            .unguarded(strategy: title, reason: failing, range: effective, advice: advice), failing)
        ]
      }
      return [
        finding(
          .brokenStrategy,
          .broken(strategy: title, reason: failing, range: effective, advice: advice), failing)
      ]
    }
    if !reasons.isEmpty, reasons.allSatisfy({ $0.status == .deprecated }) {
      let plan = cachedPlan(detector.concern, effective, swiftUI: swiftUI)
      guard plan.branches.contains(where: { $0.status != .deprecated }),
        !plan.branches.contains(where: { $0.strategy.id == detector.strategy.id })
      else { return [] }
      // Every reason is deprecated, and reasons is not empty.
      let reason = reasons[0]
      return [
        finding(
          .deprecatedStrategy,
          .deprecated(
            strategy: title, reason: reason, range: effective, advice: LintMessage.advice(plan)),
          reason)
      ]
    }
    return []
  }

  /// Re-grades, turns off and suppresses findings, and reports unused suppressions.
  private func applySettings(_ findings: [LintFinding], source: SwiftSourceFile, file: String)
    -> [LintFinding]
  {
    var suppressions = LintSuppressions(file: source)
    var kept: [LintFinding] = []
    // One finding per place and rule: where several strategies match the same code (the
    // isActive link is both a push and a pop-to-root technique), the first concern speaks.
    var seen = Set<String>()
    let unique = findings.filter { seen.insert("\($0.line):\($0.column):\($0.rule)").inserted }
    for var finding in unique {
      guard let severity = configuration.severity(of: finding.rule) else { continue }
      finding.severity = severity
      if !suppressions.suppresses(finding) { kept.append(finding) }
    }
    if let severity = configuration.severity(of: .unusedSuppression) {
      kept += suppressions.unused(file: file).map {
        var finding = $0
        finding.severity = severity
        return finding
      }
    }
    return kept.sorted()
  }
}

/// The plans the linter has resolved, shared by the files linted in parallel.
private final class PlanCache: @unchecked Sendable {
  private let lock = NSLock()
  private var plans: [String: ConcernPlan] = [:]

  func plan(for key: String) -> ConcernPlan? {
    lock.lock()
    defer { lock.unlock() }
    return plans[key]
  }

  func store(_ plan: ConcernPlan, for key: String) {
    lock.lock()
    defer { lock.unlock() }
    plans[key] = plan
  }
}

/// Gathers the results of files linted in parallel.
private final class FindingCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var findings: [LintFinding] = []
  private var skipped: [SkippedFile] = []
  private var linted = 0

  func add(_ more: [LintFinding]) {
    lock.lock()
    defer { lock.unlock() }
    findings += more
    linted += 1
  }

  func skip(_ file: SkippedFile) {
    lock.lock()
    defer { lock.unlock() }
    skipped.append(file)
  }

  func result() -> ([LintFinding], [SkippedFile], Int) {
    lock.lock()
    defer { lock.unlock() }
    return (findings, skipped, linted)
  }
}
