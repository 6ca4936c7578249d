import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

extension Linter {
  /// The findings of one file for its input's range, platforms and settings, and the concerns
  /// it serves with an app-wide strategy.
  func lintFile(_ bytes: [UInt8], _ input: LintInput) -> FileResult {
    // Read once: each of the prepared parts takes the preparation's lock.
    let detectors = self.detectors
    var verdict = filter.verdict(for: bytes)
    let live = liveDetectors(verdict.groups, in: input.range)
    verdict.groups = live
    // Checks alone need the full pass only where one may be redundant.
    if verdict.availability, !verdict.patterns, !verdict.suppression {
      verdict.availability = AvailabilityPrefilter(
        names: AvailabilitySpec.names(for: input.range.platform)
      ).mayHaveRedundantCheck(bytes, minimum: input.range.minimum)
    }
    // A file in Xcode's `Preview Content` folder is preview code throughout.
    guard verdict.needsTokens, !Self.isGenerated(bytes),
      input.includePreviews || !PreviewContentFolder.contains(input.file.display)
    else {
      return FileResult(profileWords: verdict.profileWords, screenWords: verdict.screenWords)
    }
    let source = SwiftSourceFile(bytes: bytes, indexing: names)
    let used = live.compactMap { index -> (LintDetector, [(LintPatternMatch, Int)])? in
      let detector = detectors[index]
      let matches = detector.matches(in: source)
      return matches.isEmpty ? nil : (detector, matches.map { ($0.match, $0.pattern) })
    }
    // Availability is computed only where something needs it: a match, or a check to judge.
    guard !used.isEmpty || verdict.availability else {
      return FileResult(
        findings: applySettings([], source: source, input: input),
        profileWords: verdict.profileWords, screenWords: verdict.screenWords, source: source)
    }
    var pass = FilePass(
      linter: self, source: source, input: input,
      availability: FileAvailabilityContext(file: source, platform: input.range.platform))
    for (detector, matches) in used {
      for (found, pattern) in matches { pass.visit(detector, found, pattern: pattern) }
    }
    pass.dropCoveredDeprecations()
    pass.addCompanions()
    pass.findings += RedundantCheckFinder(range: input.range, builds: input.builds)
      .findings(
        in: pass.availability, file: input.file.display, includePreviews: input.includePreviews)
    let findings = applySettings(pass.findings, source: source, input: input)
    return FileResult(
      findings: findings, appWide: pass.appWide,
      dependsOnProfile: (!findings.isEmpty && pass.preference != .swiftui) || pass.profileGuessed,
      profileWords: verdict.profileWords, screenWords: verdict.screenWords, source: source,
      availability: pass.availability)
  }

  /// Of the detectors whose words a file has, those that can give a finding or matter to
  /// one in a range: a status other than works somewhere in it, a companion to look for (and
  /// the detectors of that companion's concern), a hazard, or an app-wide strategy, which
  /// serves every file. A use of anything else is fine wherever it is, and a file with only
  /// such uses is never tokenized for them.
  func liveDetectors(_ candidates: [Int], in range: ResolvedRange) -> [Int] {
    guard !candidates.isEmpty else { return [] }
    let detectors = self.detectors
    var live = Set<Int>()
    var companions = Set<String>()
    for index in candidates {
      let detector = detectors[index]
      if let companion = detector.companion {
        live.insert(index)
        companions.insert(companion.concern)
        continue
      }
      switch detector.kind {
      case .hazard:
        live.insert(index)
      case .strategy(_, let strategy, let timeline):
        if strategy.hasAppWideSideEffects || Self.mayFail(timeline, in: range) {
          live.insert(index)
        }
      case .api(_, let timeline):
        if Self.mayFail(timeline, in: range) { live.insert(index) }
      }
    }
    if !companions.isEmpty {
      for index in candidates where companions.contains(detectors[index].concern?.id ?? "") {
        live.insert(index)
      }
    }
    return candidates.filter(live.contains)
  }

  /// Whether a timeline has, somewhere in a range, a status lint reports: not usable, or
  /// deprecated.
  static func mayFail(_ timeline: [StatusSpan], in range: ResolvedRange) -> Bool {
    timeline.contains { span in
      FilePass.overlaps(span, range) && (!span.status.isUsable || span.status == .deprecated)
    }
  }

  /// Whether the file's first lines say it is generated.
  static func isGenerated(_ bytes: [UInt8]) -> Bool {
    GeneratedSource.isGenerated(bytes)
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

  /// Re-grades, turns off and suppresses findings, and reports unused suppressions.
  func applySettings(_ findings: [LintFinding], source: SwiftSourceFile, input: LintInput)
    -> [LintFinding]
  {
    var suppressions = LintSuppressions(file: source)
    var kept: [LintFinding] = []
    let linted = LintedFor(input)
    // One finding per place and rule: where several strategies match the same code (the
    // isActive link is both a push and a pop-to-root technique), the first concern speaks.
    var seen = Set<String>()
    let unique = findings.filter { seen.insert("\($0.line):\($0.column):\($0.rule)").inserted }
    for var finding in unique {
      guard
        let severity = input.configuration.severity(of: finding.rule, graded: finding.severity)
      else { continue }
      finding.severity = severity
      finding.linted = linted
      if !suppressions.suppresses(finding) { kept.append(finding) }
    }
    if let severity = input.configuration.severity(of: .unusedSuppression) {
      kept += suppressions.unused(file: input.file.display).map {
        var finding = $0
        finding.severity = severity
        finding.linted = linted
        return finding
      }
    }
    return kept.sorted()
  }
}
