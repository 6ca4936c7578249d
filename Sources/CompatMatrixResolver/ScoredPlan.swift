import CompatMatrixCore

/// A concern's plan as choosing between plans sees it: the chosen branches and the gaps with
/// their cost, none of the reasons, notes, rejections and bridges a `ConcernPlan` spells out.
///
/// Whole plans are compared by totals only, so candidates are scored in this form and only
/// the plan chosen is made in full (`Resolver.assemble(_:)`), with the same branches, gaps,
/// cost and total.
struct ScoredPlan {
  /// The plan's parts, shared by its copies: a plan is copied into the context of every
  /// candidate it is tried with, and copying each part would cost more than the scoring.
  private final class Parts: Sendable {
    let timeline: ConcernTimeline
    let admitted: [Bool]
    let profile: NavigationProfile?
    let choices: [StrategyPlanner.Choice]
    let cost: Int
    let branches: [(strategy: Int, from: OSVersion, until: OSVersion?)]
    let gaps: [PlanGap]
    let inapplicable: [(from: OSVersion, until: OSVersion?)]

    init(
      timeline: ConcernTimeline, admitted: [Bool], profile: NavigationProfile?,
      choices: [StrategyPlanner.Choice], cost: Int,
      branches: [(strategy: Int, from: OSVersion, until: OSVersion?)], gaps: [PlanGap],
      inapplicable: [(from: OSVersion, until: OSVersion?)]
    ) {
      self.timeline = timeline
      self.admitted = admitted
      self.profile = profile
      self.choices = choices
      self.cost = cost
      self.branches = branches
      self.gaps = gaps
      self.inapplicable = inapplicable
    }
  }

  private let parts: Parts

  /// The concern's timeline, cut to the profile and the plans it depends on.
  var timeline: ConcernTimeline { parts.timeline }
  /// Which strategies the profile admits, by position.
  var admitted: [Bool] { parts.admitted }
  /// The profile the plan keeps to; `nil` when every strategy competed.
  var profile: NavigationProfile? { parts.profile }
  /// The branches chosen.
  var choices: [StrategyPlanner.Choice] { parts.choices }
  /// The cost of the branches.
  var cost: Int { parts.cost }
  /// Each branch's strategy (by position) and versions, oldest first.
  var branches: [(strategy: Int, from: OSVersion, until: OSVersion?)] { parts.branches }
  /// The stretches no strategy serves, as the full plan has them.
  var gaps: [PlanGap] { parts.gaps }
  /// The stretches where the concern does not arise (`appliesTo`), oldest first.
  var inapplicable: [(from: OSVersion, until: OSVersion?)] { parts.inapplicable }

  /// Scores branches chosen over a timeline.
  init(
    timeline: ConcernTimeline, admitted: [Bool], profile: NavigationProfile?,
    choices: [StrategyPlanner.Choice], cost: Int
  ) {
    let branches = choices.map { choice in
      let (from, until) = Self.bounds(choice.start..<choice.end, timeline)
      return (choice.strategy, from, until)
    }
    var gaps: [PlanGap] = []
    for run in Self.servedRuns(timeline) where !run.served {
      gaps.append(Self.gap(for: run.segments, timeline: timeline))
    }
    parts = Parts(
      timeline: timeline, admitted: admitted, profile: profile, choices: choices, cost: cost,
      branches: branches, gaps: gaps,
      inapplicable: Self.inapplicableRuns(timeline).map { Self.bounds($0, timeline) })
  }

  /// What `ConcernPlan.total(weights:)` of the full plan is.
  func total(weights: PlanWeights) -> Int {
    cost + gaps.reduce(0) { $0 + $1.majorReleases(in: timeline.range) * weights.gap }
  }

  /// What the plan gives up for the plans it depends on, as whole plans weigh it: each major
  /// release where it keeps the plain default, custom code or a library while a first-party
  /// strategy of the concern would serve there but for another concern's plan (the iPad
  /// sidebar's sidebarAdaptable, given up because the tabs keep tabItem) costs
  /// `unneededWorkaround`. A concern's own plan never sees this: it cannot change another's.
  func forgone(weights: PlanWeights) -> Int {
    let strategies = timeline.concern.strategies
    let firstParty = strategies.indices.filter {
      strategies[$0].origin == .firstParty && strategies[$0].kind != .plainDefault
    }
    var cost = 0
    for choice in choices {
      let strategy = strategies[choice.strategy]
      guard strategy.kind == .plainDefault || strategy.origin != .firstParty else { continue }
      var run: Range<Int>?
      func close() {
        if let segments = run {
          let (from, until) = Self.bounds(segments, timeline)
          cost +=
            PlanGap.majorReleases(from: from, until: until, in: timeline.range)
            * weights.unneededWorkaround
        }
        run = nil
      }
      for segment in choice.start..<choice.end {
        let given = firstParty.contains { index in
          index != choice.strategy && timeline.spans[index][segment].cause.isNeedsStrategy
        }
        if given {
          run = (run?.lowerBound ?? segment)..<(segment + 1)
        } else {
          close()
        }
      }
      close()
    }
    return cost
  }

  /// What `ConcernPlan.fallbackChecks` of the full plan is: branches with a condition (all
  /// but one at the range's minimum, and none of a kind that needs no check), except those
  /// right after a gap or a stretch where the concern does not arise.
  var fallbackChecks: Int {
    branches.filter { branch in
      branch.from != timeline.range.minimum
        && timeline.concern.strategies[branch.strategy].kind.isChecked
        && !gaps.contains { $0.until == branch.from }
        && !inapplicable.contains { $0.until == branch.from }
    }.count
  }

  /// The timeline's segments where the concern applies, in runs that are all served or all
  /// not; a stretch where it does not apply ends a run.
  static func servedRuns(_ timeline: ConcernTimeline) -> [(segments: Range<Int>, served: Bool)] {
    var runs: [(segments: Range<Int>, served: Bool)] = []
    var index = 0
    let count = timeline.segments.count
    while index < count {
      guard timeline.isApplicable(index) else {
        index += 1
        continue
      }
      let served = timeline.isServed(index)
      var end = index
      while end < count, timeline.isApplicable(end), timeline.isServed(end) == served { end += 1 }
      runs.append((index..<end, served))
      index = end
    }
    return runs
  }

  /// The runs of segments where the concern does not arise.
  static func inapplicableRuns(_ timeline: ConcernTimeline) -> [Range<Int>] {
    guard timeline.hasInapplicable else { return [] }
    var runs: [Range<Int>] = []
    var index = 0
    let count = timeline.segments.count
    while index < count {
      guard !timeline.isApplicable(index) else {
        index += 1
        continue
      }
      var end = index
      while end < count, !timeline.isApplicable(end) { end += 1 }
      runs.append(index..<end)
      index = end
    }
    return runs
  }

  /// The first version of a stretch of segments and the first after it.
  static func bounds(_ segments: Range<Int>, _ timeline: ConcernTimeline) -> (
    OSVersion, OSVersion?
  ) {
    (timeline.segments[segments.lowerBound].from, timeline.segments[segments.upperBound - 1].until)
  }

  /// The condition of a branch or gap that starts at `from`: none at the range's minimum (the
  /// `else`), `#available(iOS 16.0, *)` anywhere else; none for a branch of a kind that takes
  /// effect without one (an Info.plist key).
  static func condition(
    at from: OSVersion, in range: ResolvedRange, kind: StrategyKind = .code
  ) -> String? {
    from == range.minimum || !kind.isChecked
      ? nil : "#available(\(range.platform.availabilityName) \(from), *)"
  }

  private static func gap(for run: Range<Int>, timeline: ConcernTimeline) -> PlanGap {
    let (from, until) = bounds(run, timeline)
    // A recorded gap explains this one when it covers all of it.
    let recorded = timeline.concern.gaps.first { gap in
      guard gap.platform == timeline.range.platform, gap.from <= from else { return false }
      guard let gapEnd = gap.until else { return true }
      return (until ?? timeline.range.end) <= gapEnd
    }
    return PlanGap(
      from: from, until: until, recorded: recorded,
      condition: condition(at: from, in: timeline.range))
  }
}

/// What the plans of the concerns that depend on a plan need of it.
protocol ProvidingPlan {
  /// The strategy the plan uses at a version; `nil` in a gap or outside the range.
  func strategy(at version: OSVersion) -> Strategy?
  /// Where the plan changes: the start of every branch and gap after the range's minimum.
  var boundaries: [OSVersion] { get }
}

extension ConcernPlan: ProvidingPlan {}

extension ScoredPlan: ProvidingPlan {
  func strategy(at version: OSVersion) -> Strategy? {
    branches.first { $0.from <= version && ($0.until.map { version < $0 } ?? true) }
      .map { timeline.concern.strategies[$0.strategy] }
  }

  var boundaries: [OSVersion] {
    (branches.map(\.from) + gaps.map(\.from)).filter { $0 > timeline.range.minimum }
  }
}

extension StatusCause {
  /// Whether the plan excluded the strategy only because it does not use a strategy of
  /// another concern that this one needs.
  fileprivate var isNeedsStrategy: Bool {
    if case .needsStrategy = self { return true }
    return false
  }
}
