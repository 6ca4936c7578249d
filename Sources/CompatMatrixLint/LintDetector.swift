import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// What the linter looks for, compiled once: a strategy with its status timeline, a hazard,
/// or an API the data lints by itself; a class so that the detectors are shared, not copied,
/// by every file's pass.
final class LintDetector: Sendable {
  /// What is detected.
  enum Kind: Sendable {
    /// A strategy of a concern, with its status on the platform over every version.
    case strategy(Concern, Strategy, timeline: [StatusSpan])
    /// A hazard of a concern.
    case hazard(Concern, Hazard)
    /// An API record's own patterns, with the API's status over every version.
    case api(APIRecord, timeline: [StatusSpan])
  }

  /// What is detected.
  let kind: Kind
  /// The compiled patterns.
  let patterns: [CompiledLintPattern]
  /// For a strategy with a companion: the calls whose content is a root screen.
  let rootOf: [LintPatternProgram]
  /// For a strategy with a companion: the calls whose content is a pushed screen.
  let pushedBy: [LintPatternProgram]

  init(kind: Kind, patterns: [LintPattern], companion: Companion? = nil) {
    self.kind = kind
    // Validation parsed every pattern already, so none fails to compile here.
    self.patterns = patterns.compactMap { try? CompiledLintPattern($0) }
    rootOf = (companion?.rootOf ?? []).compactMap { try? LintPatternProgram.parse($0) }
    pushedBy = (companion?.pushedBy ?? []).compactMap { try? LintPatternProgram.parse($0) }
  }

  /// The concern, for a strategy or a hazard.
  var concern: Concern? {
    switch kind {
    case .strategy(let concern, _, _), .hazard(let concern, _): concern
    case .api: nil
    }
  }

  /// The companion a strategy or hazard needs, if any.
  var companion: Companion? {
    switch kind {
    case .strategy(_, let strategy, _): strategy.companion
    case .hazard(_, let hazard): hazard.companion
    case .api: nil
    }
  }

  /// The strategy's or hazard's title, or the API's symbol.
  var title: String {
    switch kind {
    case .strategy(_, let strategy, _): strategy.title
    case .hazard(_, let hazard): hazard.title
    case .api(let api, _): api.symbol
    }
  }

  /// The strategy, for a strategy.
  var strategy: Strategy? {
    if case .strategy(_, let strategy, _) = kind { return strategy }
    return nil
  }

  /// The status timeline, for a strategy or an API.
  var timeline: [StatusSpan] {
    switch kind {
    case .strategy(_, _, let timeline), .api(_, let timeline): timeline
    case .hazard: []
    }
  }

  /// Every pattern's matches in a file, each with the pattern that found it first, ordered.
  func matches(in file: SwiftSourceFile) -> [(match: LintPatternMatch, pattern: Int)] {
    var seen: [LintPatternMatch: Int] = [:]
    for (index, pattern) in patterns.enumerated() {
      for found in pattern.matches(in: file) where seen[found] == nil { seen[found] = index }
    }
    return seen.map { ($0.key, $0.value) }.sorted { $0.match < $1.match }
  }

  /// The detectors of a matrix on a platform: every strategy, hazard and API with patterns.
  /// Strategies' timelines are the resolver's (derived once, for the same matrix and SDK).
  static func all(in matrix: Matrix, platform: Platform, resolver: Resolver) -> [LintDetector] {
    var detectors: [LintDetector] = []
    for concern in matrix.concerns {
      let timelines = resolver.strategyTimelines(of: concern, on: platform)
      for (index, strategy) in concern.strategies.enumerated() where !strategy.lint.isEmpty {
        detectors.append(
          LintDetector(
            kind: .strategy(concern, strategy, timeline: timelines[index]),
            patterns: strategy.lint, companion: strategy.companion))
      }
      for hazard in concern.hazards {
        detectors.append(
          LintDetector(
            kind: .hazard(concern, hazard), patterns: hazard.lint, companion: hazard.companion))
      }
    }
    for api in matrix.apis where !api.lint.isEmpty {
      detectors.append(
        LintDetector(
          kind: .api(api, timeline: apiTimeline(api, on: platform, in: matrix)),
          patterns: api.lint))
    }
    return detectors
  }

  /// An API's status over every version: the timeline of a strategy that needs only it.
  static func apiTimeline(_ api: APIRecord, on platform: Platform, in matrix: Matrix)
    -> [StatusSpan]
  {
    let alone = Strategy(
      id: api.id, title: api.symbol, summary: api.summary, origin: .firstParty,
      requires: [api.id], sources: api.evidence.sources, declaredAt: api.declaredAt)
    return StatusDerivation.timeline(of: alone, on: platform, in: matrix)
  }
}
