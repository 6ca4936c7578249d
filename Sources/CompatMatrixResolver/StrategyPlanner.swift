import CompatMatrixCore

/// Chooses the cheapest plan for a concern by dynamic programming over segment boundaries.
///
/// A plan partitions each run of served segments into contiguous branches, each served by
/// one strategy usable throughout it. For a run of n segments and s strategies the search
/// is O(n² · s): every prefix's best plan is extended by every strategy over every
/// following stretch it can serve. It is exact, not greedy: a strategy that is best at the
/// start of the range is not chosen when a longer, slightly worse one saves a branch.
package struct StrategyPlanner {
  package let timeline: ConcernTimeline
  package let weights: PlanWeights
  /// Per strategy, what every branch of it costs whatever its versions: the branch, the
  /// origin, the side effects.
  private let fixedCosts: [Int]
  /// Per strategy, whether it is custom code or a library.
  private let isWorkaround: [Bool]
  /// Per segment, whether a first-party strategy serves it without a hard deprecation.
  package let firstPartyServes: [Bool]

  /// Creates a planner over a timeline.
  package init(timeline: ConcernTimeline, weights: PlanWeights) {
    self.timeline = timeline
    self.weights = weights
    let strategies = timeline.concern.strategies
    // By position: mapping over the strategies would copy each one.
    fixedCosts = strategies.indices.map { weights.branch + weights.cost(of: strategies[$0]) }
    isWorkaround = strategies.indices.map { strategies[$0].origin != .firstParty }
    firstPartyServes = timeline.firstPartyServes()
  }

  /// One chosen branch, by segment and strategy index.
  package struct Choice: Equatable, Sendable {
    package var strategy: Int
    package var start: Int
    package var end: Int
  }

  /// The best plan found so far for a prefix: its cost, then a deterministic tie-break key.
  private struct Best {
    package var cost: Int
    package var choices: [Choice]

    /// Cheaper first; then fewer branches; then earlier strategies in data order; then
    /// earlier boundaries.
    func isBetter(than other: Best) -> Bool {
      if cost != other.cost { return cost < other.cost }
      if choices.count != other.choices.count { return choices.count < other.choices.count }
      for (mine, theirs) in zip(choices, other.choices) {
        if mine.strategy != theirs.strategy { return mine.strategy < theirs.strategy }
        if mine.end != theirs.end { return mine.end < theirs.end }
      }
      return false
    }
  }

  /// The branches for the segments `run`, all of which are served, and their total cost.
  package func plan(_ run: Range<Int>) -> (choices: [Choice], cost: Int) {
    let costs = timeline.costs
    var best = [Best?](repeating: nil, count: run.count + 1)
    best[0] = Best(cost: 0, choices: [])
    for start in 0..<run.count {
      guard let prefix = best[start] else { continue }
      for index in fixedCosts.indices {
        let fixed = fixedCosts[index]
        let isWorkaround = isWorkaround[index]
        var worst = 0
        var unneeded = 0
        var end = start
        while end < run.count {
          let segment = run.lowerBound + end
          let cost = costs[index][segment]
          guard cost < PlanWeights.unusable else { break }
          worst = max(worst, cost)
          if isWorkaround, firstPartyServes[segment] { unneeded = weights.unneededWorkaround }
          end += 1
          let total = prefix.cost + fixed + worst + unneeded
          // Most candidates lose on cost or length alone: building their choices, a copy of
          // the prefix's, would make the search cubic.
          if let current = best[end],
            (current.cost, current.choices.count) < (total, prefix.choices.count + 1)
          {
            continue
          }
          let candidate = Best(
            cost: total,
            choices: prefix.choices
              + [Choice(strategy: index, start: run.lowerBound + start, end: segment + 1)])
          if best[end].map({ candidate.isBetter(than: $0) }) ?? true {
            best[end] = candidate
          }
        }
      }
    }
    // Every segment of a run is served, so some strategy reaches each end and best is set.
    let result = best[run.count]!
    return (result.choices, result.cost)
  }

  /// The cost of one branch: what `plan(_:)` charges for it.
  package func cost(of choice: Choice) -> Int {
    let range = choice.start..<choice.end
    let worst = timeline.costs[choice.strategy][range].max() ?? 0
    let unneeded =
      isWorkaround[choice.strategy] && firstPartyServes[range].contains(true)
      ? weights.unneededWorkaround : 0
    return fixedCosts[choice.strategy] + worst + unneeded
  }
}
