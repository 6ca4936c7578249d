import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One file's pass over the matches of every detector: the findings each match gives in the
/// range it runs in, and the companions the file has.
struct FilePass {
  let linter: Linter
  let source: SwiftSourceFile
  let input: LintInput
  let availability: FileAvailabilityContext
  /// The profile the advice keeps to: SwiftUI's where the file imports SwiftUI, else the
  /// project's.
  let preference: FrameworkPreference
  /// The findings so far.
  var findings: [LintFinding] = []
  /// The concerns with a strategy that works somewhere here.
  var present = Set<String>()
  /// The concerns served by an app-wide strategy here.
  var appWide = Set<String>()
  /// Uses of strategies that need a companion, to check once every match is seen.
  var needingCompanions: [(LintDetector, LintPatternMatch, ResolvedRange)] = []
  /// Rename notes: the deprecated APIs each renames, and the code its call covers.
  private var renames: [(apis: Set<String>, region: Range<Int>)] = []
  /// Deprecation warnings: their index in `findings`, their deprecated APIs, and where.
  private var deprecations: [(finding: Int, apis: Set<String>, position: Int)] = []
  /// The profile strategies the data describes per profile are judged under here, once
  /// asked: the file's code's, else the project's (`FileCodeProfile`).
  private var codeProfile: NavigationProfile??
  /// Whether that profile was read before the project's was known (the first pass of a run
  /// that reads it): the file is linted again under the project's.
  private(set) var profileGuessed = false

  init(
    linter: Linter, source: SwiftSourceFile, input: LintInput,
    availability: FileAvailabilityContext
  ) {
    self.linter = linter
    self.source = source
    self.input = input
    self.availability = availability
    preference = input.preference(importsSwiftUI: Linter.importsSwiftUI(source))
  }

  var file: String { input.file.display }
  var matrix: Matrix { linter.matrix }

  /// The findings of one match.
  mutating func visit(_ detector: LintDetector, _ found: LintPatternMatch, pattern: Int) {
    let context = availability.context(at: found.tokenRange.lowerBound)
    guard !context.isExcluded, input.includePreviews || !context.isInPreview,
      let effective = effectiveRange(context)
    else { return }
    let compiled = detector.patterns[pattern]
    // An app's own method of an API's name (`.navigationSubtitle(text:insets:)`) is not the
    // API: its argument labels are not the API's.
    guard labelsFit(detector, found) else { return }
    switch detector.kind {
    case .strategy(let concern, let strategy, let timeline):
      // Only a strategy that works somewhere here counts as a concern's companion.
      if timeline.contains(where: { $0.status.isUsable && Self.overlaps($0, effective) }) {
        present.insert(concern.id)
        if strategy.hasAppWideSideEffects { appWide.insert(concern.id) }
      }
      if strategy.companion != nil { needingCompanions.append((detector, found, effective)) }
      findings += statusFindings(detector, found, compiled, in: effective)
    case .hazard(_, let hazard) where hazard.companion != nil:
      needingCompanions.append((detector, found, effective))
    case .hazard(let concern, let hazard):
      let plan = linter.cachedPlan(concern, effective, preferring: preference)
      let message = LintMessage.hazard(
        subject(hazard.title, found), title: hazard.title, note: hazard.note,
        advice: LintAdvice(plan))
      var finding = make(.hazard, message, found, sources: hazard.evidence.sources)
      finding.concern = concern.id
      finding.hazard = hazard.id
      finding.recommended = plan.branches.last?.strategy.id
      findings.append(finding)
    case .api:
      findings += statusFindings(detector, found, compiled, in: effective)
    }
  }

  /// Whether the call a match ends with can be the API its detector is about: true unless
  /// the APIs it names by the call's name (its own, or a strategy's required ones) are all
  /// calls whose labels do not include one the code writes (`navigationSubtitle(_:)` takes
  /// no `text:`).
  private func labelsFit(_ detector: LintDetector, _ found: LintPatternMatch) -> Bool {
    let view = source.view
    let end = view.codePosition(atOrAfterToken: found.tokenRange.upperBound) - 1
    guard end > 0, view.isPunctuation(end, ")"), view.partner[end] > 0 else { return true }
    let opening = view.partner[end]
    guard view.isWord(opening - 1) else { return true }
    let called = view.name(opening - 1)
    let apis: [APIRecord] =
      switch detector.kind {
      case .api(let api, _): [api]
      case .strategy(_, let strategy, _): strategy.requires.compactMap(matrix.api(id:))
      case .hazard: []
      }
    // The symbols of that name: `navigationSubtitle(_:)` gives ["_"].
    let signatures = apis.compactMap { api -> Set<String>? in
      let symbol = api.symbol
      guard symbol.hasSuffix(")"), let open = symbol.lastIndex(of: "(") else { return nil }
      let base = symbol[..<open].split(separator: ".").last.map(String.init) ?? ""
      guard base == called else { return nil }
      return Set(
        symbol[symbol.index(after: open)..<symbol.index(before: symbol.endIndex)]
          .split(separator: ":").map(String.init))
    }
    guard !signatures.isEmpty else { return true }
    let written = (opening + 1..<end).filter {
      view.enclosing[$0] == opening && view.isWord($0) && view.isPunctuation($0 + 1, ":")
        && ($0 == opening + 1 || view.isPunctuation($0 - 1, ","))
    }.map(view.name)
    return signatures.contains { accepted in written.allSatisfy(accepted.contains) }
  }

  /// A finding at a match, its message in both lengths and its source cited.
  func make(
    _ rule: LintRule, _ message: LintMessage, _ found: LintPatternMatch, sources: [String],
    severity: LintSeverity? = nil
  ) -> LintFinding {
    var finding = LintFinding(
      file: file, line: found.location.line, column: found.location.column, rule: rule,
      severity: severity, message: message.text, sources: sources)
    finding.detail = message.detail
    // Reporters cite the sources once per rule, not at the end of every message.
    finding.citations = linter.citer.names(sources)
    return finding
  }

  /// What a message calls a match: the title and the code found.
  func subject(_ title: String, _ found: LintPatternMatch) -> LintSubject {
    LintSubject(title: title, code: Self.code(found, in: source.bytes))
  }

  /// The code of a match on one line, shortened to 48 characters: its first and last lines
  /// around `…` when it spans several.
  static func code(_ match: LintPatternMatch, in bytes: [UInt8]) -> String? {
    let range = match.byteRange.clamped(to: 0..<bytes.count)
    let lines = String(decoding: bytes[range], as: UTF8.self)
      .split(whereSeparator: \.isNewline)
      .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
      .filter { !$0.isEmpty }
    guard let first = lines.first, let last = lines.last else { return nil }
    let text = lines.count > 1 ? "\(first) … \(last)" : first
    return text.count > 48 ? String(text.prefix(47)) + "…" : text
  }

  /// The input's range narrowed by the checks around the code; `nil` when the code can never
  /// run in it.
  func effectiveRange(_ context: AvailabilityContext) -> ResolvedRange? {
    let range = input.range
    let low = max(range.minimum, context.lowerBound ?? range.minimum)
    let high = min(range.end, context.upperBound ?? range.end)
    guard low < high else { return nil }
    let inside = range.releases.filter { $0 >= low && $0 < high }
    return ResolvedRange(
      platform: range.platform, minimum: low, maximum: inside.last ?? low, releases: inside,
      isOpenEnded: range.isOpenEnded && context.upperBound == nil)
  }

  static func overlaps(_ span: StatusSpan, _ range: ResolvedRange) -> Bool {
    span.from <= range.maximum && (span.until.map { $0 > range.minimum } ?? true)
  }

  // MARK: Status

  /// Findings from a strategy's or API's status over the effective range at one use.
  private mutating func statusFindings(
    _ detector: LintDetector, _ found: LintPatternMatch, _ pattern: CompiledLintPattern,
    in effective: ResolvedRange
  ) -> [LintFinding] {
    let (timeline, scoped) = self.timeline(of: detector)
    let preference = scoped.map(FrameworkPreference.init) ?? self.preference
    let spans = timeline.filter { Self.overlaps($0, effective) }
    // Most uses are fine where they are: the words of a finding are made only for one.
    let failingSpan = spans.first { !$0.status.isUsable }
    guard failingSpan != nil || (!spans.isEmpty && spans.allSatisfy { $0.status == .deprecated })
    else { return [] }
    let reasons = spans.map { StatusReason.explaining($0, in: effective, matrix: matrix) }
    let title = detector.strategy?.title ?? apiSymbol(detector)
    let who = subject(title, found)
    let plan = detector.concern.map { linter.cachedPlan($0, effective, preferring: preference) }
    let advice = plan.map(LintAdvice.init) ?? apiAdvice(detector)
    // A match its pattern cannot prove to be the strategy is never an error, and says why;
    // nor is one that only an assumed build would run.
    let doubt = pattern.pattern.doubt ?? onlyAnAssumedAppBuild(found, failing: failingSpan)
    func finding(
      _ rule: LintRule, _ message: LintMessage, _ reason: StatusReason,
      severity: LintSeverity? = nil
    ) -> LintFinding {
      var graded = severity
      var text = message
      if let doubt {
        if (severity ?? rule.defaultSeverity) == .error { graded = .warning }
        text = .uncertain(message, doubt: doubt)
      }
      var result = make(rule, text, found, sources: reason.sources, severity: graded)
      describe(&result, detector, plan)
      return result
    }
    if let span = failingSpan, let index = spans.firstIndex(of: span) {
      let failing = reasons[index]
      if case .notIntroduced = span.cause {
        return [
          finding(
            .unguardedAPI,
            .unguarded(who, reason: failing, range: effective, advice: advice), failing)
        ]
      }
      let rule: LintRule = detector.strategy == nil ? .unguardedAPI : .brokenStrategy
      return [
        finding(rule, .broken(who, reason: failing, range: effective, advice: advice), failing)
      ]
    }
    let soft = spans.allSatisfy { if case .superseded = $0.cause { true } else { false } }
    let rule: LintRule = detector.strategy == nil ? .deprecatedAPI : .deprecatedStrategy
    let apis = Set(spans.compactMap(\.deprecatedAPI))
    if let fix = validFix(pattern, found, in: effective) {
      // A fix in two places is named by its call's shape: `navigationBarTitle(…, displayMode:
      // …)` by `navigationTitle(…).navigationBarTitleDisplayMode(…)`.
      let named = pattern.pattern.fix?.then.flatMap { then in
        pattern.pattern.fix.map { fix in
          (
            "\(fix.replace)(…\(then.replace) …)",
            "\(fix.with)(…\(then.with)…)"
          )
        }
      }
      var result = finding(
        rule,
        .renamed(
          who, replaced: named?.0 ?? fix.replaced, replacement: named?.1 ?? fix.replacement,
          soft: soft, range: effective), reasons[0], severity: soft ? .note : .warning)
      // The finding is where the edit is.
      (result.line, result.column) = (fix.line, fix.column)
      result.fix = fix
      renames.append((apis, callRegion(of: found)))
      return [result]
    }
    if let plan {
      // Deprecated is worth saying only where the plan has something that is not.
      guard plan.branches.contains(where: { $0.status != .deprecated }),
        !plan.branches.contains(where: { $0.strategy.id == detector.strategy?.id })
      else { return [] }
    }
    let reason = reasonNamingCode(detector, found, in: effective) ?? reasons[0]
    deprecations.append(
      (findings.count, apis, source.view.codePosition(atOrAfterToken: found.tokenRange.lowerBound)))
    return [
      finding(rule, .deprecated(who, reason: reason, range: effective, advice: advice), reason)
    ]
  }

  /// For a file no project lists (its builds assumed), why a failing use may not fail: the
  /// use is guarded when the file is built as an app extension
  /// (`#available(iOSApplicationExtension 16.0, *)`), as code only extensions build is written.
  private func onlyAnAssumedAppBuild(_ found: LintPatternMatch, failing: StatusSpan?) -> String? {
    guard let failing, !input.platforms.isKnown else { return nil }
    let build = BuildPlatform(AvailabilityPlatform(input.range.platform), isExtension: true)
    let asExtension = FileAvailabilityContext(file: source, build: build)
      .context(at: found.tokenRange.lowerBound)
    guard let effective = effectiveRange(asExtension), !Self.overlaps(failing, effective)
    else { return nil }
    return "the file is in no target read, and its check guards it when built as an app "
      + "extension; only an app build would run it unguarded"
  }

  /// A detector's status timeline as this file's code sees it: for a strategy the data
  /// describes per profile, under the profile the file's code shows, else the project's; with
  /// that profile, `nil` for every other detector.
  private mutating func timeline(of detector: LintDetector) -> ([StatusSpan], NavigationProfile?) {
    guard case .strategy(let concern, let strategy, let timeline) = detector.kind,
      strategy.behaviour.contains(where: { !$0.profiles.isEmpty })
    else { return (detector.timeline, nil) }
    let profile: NavigationProfile?
    if let known = codeProfile {
      profile = known
    } else {
      let shown = FileCodeProfile.shown(by: source, availability: availability)
      profile = shown == .swiftui ? .swiftui : input.profile ?? shown
      profileGuessed = shown != .swiftui && input.profile == nil
      codeProfile = .some(profile)
    }
    guard let profile, let index = concern.strategies.firstIndex(where: { $0.id == strategy.id })
    else { return (timeline, nil) }
    let timelines = linter.resolver.strategyTimelines(
      of: concern, on: input.range.platform, under: profile)
    return (timelines[index], profile)
  }

  /// The code positions a match covers with the call it starts: its parentheses and
  /// trailing closures (`ToolbarItem(placement: .navigationBarLeading) { … }`).
  private func callRegion(of found: LintPatternMatch) -> Range<Int> {
    let view = source.view
    let start = view.codePosition(atOrAfterToken: found.tokenRange.lowerBound)
    let end = view.codePosition(atOrAfterToken: found.tokenRange.upperBound)
    let region = CompiledLintPattern.callRegion(start..<end, view)
    return start..<max(end, region?.upperBound ?? end)
  }

  /// Drops the deprecation warnings a rename note already covers: a use of the same
  /// deprecated API inside the call the note renames (the `.offset` in a
  /// `ToolbarItem(placement: .navigationBarLeading) { … }` whose placement is renamed).
  mutating func dropCoveredDeprecations() {
    let covered = Set(
      deprecations.filter { index, apis, position in
        renames.contains { renamed, region in
          !renamed.isDisjoint(with: apis) && region.contains(position)
        }
      }.map(\.finding))
    guard !covered.isEmpty else { return }
    findings = findings.enumerated().filter { !covered.contains($0.offset) }.map(\.element)
  }

  /// Fills in what a status finding is about.
  private func describe(
    _ finding: inout LintFinding, _ detector: LintDetector, _ plan: ConcernPlan?
  ) {
    switch detector.kind {
    case .strategy(let concern, let strategy, _):
      finding.concern = concern.id
      finding.strategy = strategy.id
      finding.recommended = plan?.branches.last?.strategy.id
    case .api(let api, _):
      finding.api = api.id
    case .hazard:
      break
    }
  }

  /// The symbol of an API detector.
  private func apiSymbol(_ detector: LintDetector) -> String {
    if case .api(let api, _) = detector.kind { return api.symbol }
    return ""
  }

  /// For an API, the advice to use its replacements.
  private func apiAdvice(_ detector: LintDetector) -> LintAdvice {
    guard case .api(let api, _) = detector.kind, !api.replacement.isEmpty else { return .none }
    let symbols = api.replacement.map { matrix.api(id: $0)?.symbol ?? $0 }
    let text = "Use \(symbols.joined(separator: " with ")) instead."
    return LintAdvice(full: text, short: text)
  }

  /// Of several deprecated reasons, the one about an API whose name the code shows: the
  /// `.navigationBarTrailing` of the match, not the `.navigationBarLeading` the strategy also
  /// needs.
  private func reasonNamingCode(
    _ detector: LintDetector, _ found: LintPatternMatch, in effective: ResolvedRange
  ) -> StatusReason? {
    guard let strategy = detector.strategy, strategy.requires.count > 1,
      let code = Self.code(found, in: source.bytes)
    else { return nil }
    let named = strategy.requires.compactMap(matrix.api(id:)).filter { api in
      let base = api.symbol.split(separator: ".").last?.split(separator: "(").first ?? ""
      return !base.isEmpty && code.contains(base)
    }
    for api in named {
      let spans = LintDetector.apiTimeline(api, on: effective.platform, in: matrix)
        .filter { Self.overlaps($0, effective) }
      guard !spans.isEmpty, spans.allSatisfy({ $0.status == .deprecated }) else { continue }
      return StatusReason.explaining(spans[0], in: effective, matrix: matrix)
    }
    return nil
  }

  /// The pattern's fix at a match, when every API the replacement needs is available
  /// throughout the effective range and the replaced tokens are found.
  private func validFix(
    _ pattern: CompiledLintPattern, _ found: LintPatternMatch, in range: ResolvedRange
  ) -> LintFindingFix? {
    // The replacement must work throughout the range, and must not be something lint would
    // itself report as deprecated there.
    guard let fix = pattern.pattern.fix,
      fix.requires.allSatisfy({ id in
        guard let api = matrix.api(id: id) else { return false }
        let spans = LintDetector.apiTimeline(api, on: range.platform, in: matrix)
          .filter { Self.overlaps($0, range) }
        return !spans.isEmpty
          && spans.allSatisfy { $0.status.isUsable && $0.status != .deprecated }
      }),
      let tokens = pattern.replacedTokens(of: found, in: source), !tokens.isEmpty
    else { return nil }
    let first = source.tokens[tokens.lowerBound]
    var last = source.tokens[tokens.upperBound - 1]
    var replacement = fix.with
    // A second replacement makes one edit from the first to the second: the code between
    // them (the call's first argument) is kept as written.
    if let then = fix.then {
      guard
        let second = pattern.secondReplacedTokens(of: found, after: tokens, in: source),
        !second.isEmpty
      else { return nil }
      let between = last.range.upperBound..<source.tokens[second.lowerBound].range.lowerBound
      replacement += String(decoding: source.bytes[between], as: UTF8.self) + then.with
      last = source.tokens[second.upperBound - 1]
    }
    var upper = last.range.upperBound
    // `displayMode: .inline` loses the space after the label with it: `(.inline)`.
    if fix.then != nil {
      while upper < source.bytes.count, source.bytes[upper] == 0x20 || source.bytes[upper] == 0x09 {
        upper += 1
      }
    }
    let bytes = first.range.lowerBound..<upper
    let end = UTF8Validation.location(ofByte: bytes.upperBound, in: source.bytes)
    return LintFindingFix(
      line: first.line, column: first.column, endLine: end.line, endColumn: end.column,
      bytes: bytes, replaced: String(decoding: source.bytes[bytes], as: UTF8.self),
      replacement: replacement)
  }
}

extension StatusSpan {
  /// The API a deprecated span is about: the one deprecated or superseded.
  var deprecatedAPI: String? {
    switch cause {
    case .deprecated(let api, _), .superseded(let api, _, _): api
    default: nil
    }
  }
}
