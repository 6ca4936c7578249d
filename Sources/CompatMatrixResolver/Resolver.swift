import CompatMatrixCore

/// Recommends, per concern, a strategy that serves a deployment range, or the fewest
/// `#available` branches, with the reasons for every choice.
public struct Resolver: Sendable {
  /// The data.
  public let matrix: Matrix
  /// The costs to minimise.
  public let weights: PlanWeights
  /// Every strategy's status timeline per platform, by concern and strategy position, derived
  /// once so that each plan only cuts and searches: the time per plan does not grow with the
  /// size of the matrix.
  private let timelines: [Platform: [[[StatusSpan]]]]

  /// Creates a resolver over a matrix, deriving every strategy's timeline on every platform
  /// the data has releases for.
  public init(matrix: Matrix, weights: PlanWeights = .standard) {
    self.matrix = matrix
    self.weights = weights
    var timelines: [Platform: [[[StatusSpan]]]] = [:]
    for platform in matrix.platforms.keys {
      timelines[platform] = matrix.concerns.map { concern in
        concern.strategies.map { StatusDerivation.timeline(of: $0, on: platform, in: matrix) }
      }
    }
    self.timelines = timelines
  }

  /// The plan for every concern, sorted by id.
  public func plans(for range: ResolvedRange, preferring framework: FrameworkPreference = .any)
    -> [ConcernPlan]
  {
    matrix.concerns.map { plan(for: $0, in: range, preferring: framework) }
  }

  /// The plan for one concern among the strategies of a framework, when those serve the range
  /// with no more gaps than all of them do; otherwise the plan among all of them. Strategies
  /// of other frameworks are then listed as not chosen, with why.
  public func plan(
    for concern: Concern, in range: ResolvedRange, preferring framework: FrameworkPreference
  ) -> ConcernPlan {
    let full = plan(for: concern, in: range)
    guard framework != .any else { return full }
    var narrowed = concern
    narrowed.strategies = concern.strategies.filter { framework.admits($0, in: matrix) }
    guard !narrowed.strategies.isEmpty, narrowed.strategies.count < concern.strategies.count
    else { return full }
    let candidate = plan(for: narrowed, in: range)
    guard candidate.gaps.count <= full.gaps.count else { return full }
    // Report the strategies left out as rejected, so the plan still explains every choice.
    let chosen = Set(candidate.branches.map(\.strategy.id))
    let rejected = full.branches.map(\.strategy) + full.rejected.map(\.strategy)
    var reasons = candidate.rejected
    for strategy in concern.strategies
    where !chosen.contains(strategy.id)
      && !reasons.contains(where: { $0.strategy.id == strategy.id })
      && rejected.contains(where: { $0.id == strategy.id })
    {
      let own = full.rejected.first { $0.strategy.id == strategy.id }?.reasons ?? []
      reasons.append(
        RejectedStrategy(
          strategy: strategy, reasons: own,
          summary: RejectionSummary.otherFramework(framework).description))
    }
    let order = Dictionary(
      uniqueKeysWithValues: concern.strategies.enumerated().map { ($1.id, $0) })
    reasons.sort { (order[$0.strategy.id] ?? 0) < (order[$1.strategy.id] ?? 0) }
    return ConcernPlan(
      concern: concern, range: range, branches: candidate.branches, gaps: candidate.gaps,
      rejected: reasons, cost: candidate.cost)
  }

  /// The plan for one concern.
  public func plan(for concern: Concern, in range: ResolvedRange) -> ConcernPlan {
    let timeline: ConcernTimeline
    if let offset = matrix.concernOffset(id: concern.id),
      let cached = timelines[range.platform]?[offset],
      matrix.concerns[offset].strategies.count == concern.strategies.count
    {
      timeline = ConcernTimeline(concern: concern, range: range, timelines: cached)
    } else {
      timeline = ConcernTimeline(concern: concern, range: range, matrix: matrix)
    }
    let planner = StrategyPlanner(timeline: timeline, weights: weights)
    var choices: [StrategyPlanner.Choice] = []
    var gapRuns: [Range<Int>] = []
    var cost = 0
    var index = 0
    let count = timeline.segments.count
    while index < count {
      let served = timeline.isServed(index)
      var end = index
      while end < count, timeline.isServed(end) == served { end += 1 }
      if served {
        let run = planner.plan(index..<end)
        choices += run.choices
        cost += run.cost
      } else {
        gapRuns.append(index..<end)
      }
      index = end
    }
    let branches = choices.map { branch(for: $0, timeline: timeline) }
    let gaps = gapRuns.map { run in gap(for: run, timeline: timeline) }
    let chosen = Set(choices.map(\.strategy))
    let rejected = concern.strategies.indices.filter { !chosen.contains($0) }.map {
      rejection(of: $0, timeline: timeline, branches: branches)
    }
    return ConcernPlan(
      concern: concern, range: range, branches: branches, gaps: gaps, rejected: rejected,
      cost: cost)
  }

  private func bounds(_ segments: Range<Int>, _ timeline: ConcernTimeline) -> (
    OSVersion, OSVersion?
  ) {
    (timeline.segments[segments.lowerBound].from, timeline.segments[segments.upperBound - 1].until)
  }

  /// A branch; every branch but one starting at the range's minimum needs a condition, even
  /// after a gap (`if #available(iOS 18.0, *) { … }` with nothing in the `else`).
  private func branch(for choice: StrategyPlanner.Choice, timeline: ConcernTimeline)
    -> PlanBranch
  {
    let (from, until) = bounds(choice.start..<choice.end, timeline)
    let spans = Array(timeline.spans[choice.strategy][choice.start..<choice.end])
    let notes = merged(spans.filter { $0.status != .works }, range: timeline.range)
    let strategy = timeline.concern.strategies[choice.strategy]
    return PlanBranch(
      strategy: strategy, apis: strategy.requires.map { matrix.api(id: $0)?.symbol ?? $0 },
      from: from, until: until,
      status: spans.map(\.status).max() ?? .works, notes: notes,
      condition: condition(at: from, in: timeline.range))
  }

  /// The condition of a branch or gap that starts at `from`: none at the range's minimum (the
  /// `else`), `#available(iOS 16.0, *)` anywhere else.
  private func condition(at from: OSVersion, in range: ResolvedRange) -> String? {
    from == range.minimum ? nil : "#available(\(range.platform.availabilityName) \(from), *)"
  }

  private func gap(for run: Range<Int>, timeline: ConcernTimeline) -> PlanGap {
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

  /// Reasons for spans, merging neighbours whose status and cause are the same after
  /// clipping (a timeline may split one cause at an unrelated segment boundary).
  private func merged(_ spans: [StatusSpan], range: ResolvedRange) -> [StatusReason] {
    var reasons: [StatusReason] = []
    for span in spans {
      let reason = StatusReason.explaining(span, in: range, matrix: matrix)
      // One span covers several segments when other strategies cut the range inside it.
      if reasons.last == reason { continue }
      if let last = reasons.last, last.until == reason.from, last.status == reason.status,
        last.text == reason.text
      {
        reasons[reasons.count - 1].until = reason.until
      } else {
        reasons.append(reason)
      }
    }
    return reasons
  }

  private func rejection(
    of index: Int, timeline: ConcernTimeline, branches: [PlanBranch]
  ) -> RejectedStrategy {
    let strategy = timeline.concern.strategies[index]
    let spans = timeline.spans[index]
    let reasons = merged(spans.filter { $0.status != .works }, range: timeline.range)
    let unusable = reasons.filter { !$0.status.isUsable }
    let summary: RejectionSummary
    if unusable.count == reasons.count, !spans.contains(where: \.status.isUsable) {
      summary = .neverUsable
    } else if !unusable.isEmpty {
      summary = .unusable(unusable.map { ($0.from, $0.until) }, range: timeline.range)
    } else {
      summary = .costlier(
        strategy: strategy, worst: spans.map(\.status).max() ?? .works,
        chosen: branches.map(\.strategy), extraBranch: branches.count == 1 ? false : nil)
    }
    return RejectedStrategy(strategy: strategy, reasons: reasons, summary: summary.description)
  }
}
