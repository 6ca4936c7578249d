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
  /// Per strategy, its place in the order that breaks ties (`Self.ranks(of:on:in:)`).
  package let ranks: [Int]

  /// Creates a planner over a timeline; `ranks` break ties (`Self.ranks(of:on:in:)`; by
  /// default, fewer APIs then id).
  package init(timeline: ConcernTimeline, weights: PlanWeights, ranks: [Int]? = nil) {
    self.timeline = timeline
    self.weights = weights
    self.ranks = ranks ?? Self.ranks(of: timeline.concern) { _ in (0, OSVersion(0)) }
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

  /// Each strategy's place in the order that breaks ties between equally good plans: first a
  /// strategy written in the framework that owns the profile's stack (a UIKit app's sheet
  /// detents from UIKit, not a SwiftUI modifier in a hosted screen); then the one whose newest
  /// API is the most recent (what the platform introduced for the job, the least likely to be
  /// deprecated next: a column-style split view over a classic one); then the one that needs
  /// the fewest APIs (the least to write and keep); then by id. The data's order never counts,
  /// so reordering a concern's strategies changes no plan.
  package static func ranks(
    of concern: Concern, on platform: Platform, under profile: NavigationProfile?,
    in matrix: Matrix
  ) -> [Int] {
    ranks(of: concern) {
      rankKey(of: concern.strategies[$0], on: platform, under: profile, in: matrix)
    }
  }

  /// What ranks a strategy before its rank among equals: 0 when it is written in the
  /// framework that owns the profile's stack (or in none), 1 otherwise; and its newest API.
  package static func rankKey(
    of strategy: Strategy, on platform: Platform, under profile: NavigationProfile?,
    in matrix: Matrix
  ) -> (Int, OSVersion) {
    rankKey(
      framework: matrix.framework(of: strategy),
      newest: newestAPI(of: strategy, on: platform, in: matrix), under: profile)
  }

  /// The rank key from a strategy's framework and newest API, worked out once.
  package static func rankKey(
    framework: String?, newest: OSVersion, under profile: NavigationProfile?
  ) -> (Int, OSVersion) {
    let foreign =
      profile.map { profile in
        framework.map { NavigationProfile.uiFrameworks.contains($0) } == true
          && framework != profile.navigationFramework
      } ?? false
    return (foreign ? 1 : 0, newest)
  }

  /// The most recent introduction among a strategy's APIs on a platform; 0 without APIs.
  package static func newestAPI(of strategy: Strategy, on platform: Platform, in matrix: Matrix)
    -> OSVersion
  {
    StatusDerivation.requiredAPIs(of: strategy, in: matrix).compactMap {
      $0.availability[platform]?.introduced
    }.max() ?? OSVersion(0)
  }

  /// The ranks, given each strategy's framework key (0: the profile's) and newest API, by
  /// position.
  static func ranks(of concern: Concern, keys: (Int) -> (Int, OSVersion)) -> [Int] {
    let strategies = concern.strategies
    let keys = strategies.indices.map { index in
      let (framework, newest) = keys(index)
      return (framework, newest, strategies[index].requires.count, strategies[index].id)
    }
    let order = strategies.indices.sorted {
      let (first, second) = (keys[$0], keys[$1])
      if first.0 != second.0 { return first.0 < second.0 }
      if first.1 != second.1 { return first.1 > second.1 }
      return (first.2, first.3) < (second.2, second.3)
    }
    var ranks = [Int](repeating: 0, count: strategies.count)
    for (rank, index) in order.enumerated() { ranks[index] = rank }
    return ranks
  }

  /// Whether one list of branches goes before another of the same cost and length: earlier
  /// boundaries first, then, branch by branch, the strategy that ranks first (`ranks`).
  package static func precedes(_ first: [Choice], _ second: [Choice], ranks: [Int]) -> Bool {
    for (mine, theirs) in zip(first, second) where mine.end != theirs.end {
      return mine.end < theirs.end
    }
    for (mine, theirs) in zip(first, second) where mine.strategy != theirs.strategy {
      return ranks[mine.strategy] < ranks[theirs.strategy]
    }
    return false
  }

  /// The best plan found so far for a prefix: its cost, then a deterministic tie-break key.
  private struct Best {
    package var cost: Int
    package var choices: [Choice]

    /// Cheaper first; then fewer branches; then earlier boundaries; then the strategies that
    /// rank first.
    func isBetter(than other: Best, ranks: [Int]) -> Bool {
      if cost != other.cost { return cost < other.cost }
      if choices.count != other.choices.count { return choices.count < other.choices.count }
      return StrategyPlanner.precedes(choices, other.choices, ranks: ranks)
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
          if best[end].map({ candidate.isBetter(than: $0, ranks: ranks) }) ?? true {
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
