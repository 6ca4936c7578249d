import CompatMatrixCore

/// Strategies that serve a branch's versions at the same cost as the branch's own (within
/// `PlanWeights.tieMargin`), with the same kind, and alike for every strategy of another
/// concern that depends on them: nothing the plan weighs tells them apart, so the plan names
/// them all and says what would break the tie.
package struct PlanTie: Sendable {
  /// The other strategies, in the order that breaks ties (`StrategyPlanner.ranks(of:on:in:)`).
  package let others: [Strategy]
  /// The concerns whose plans follow which of them is used (they depend on this one and
  /// name them differently), each as cheap either way; empty when none.
  package let followedBy: [String]
  /// Why the branch's strategy is named first.
  package let namedFirstBy: TieOrder
  /// What the weights see in every strategy of the tie, the branch's as the example: its
  /// origin, its worst status over the branch, whether it is a bridge, and whether it changes
  /// every screen.
  package let origin: StrategyOrigin
  package let status: StrategyStatus
  package let isBridge: Bool
  package let changesEveryScreen: Bool

  /// Creates a tie.
  package init(
    others: [Strategy], followedBy: [String] = [], namedFirstBy: TieOrder,
    origin: StrategyOrigin, status: StrategyStatus, isBridge: Bool, changesEveryScreen: Bool
  ) {
    self.others = others
    self.followedBy = followedBy
    self.namedFirstBy = namedFirstBy
    self.origin = origin
    self.status = status
    self.isBridge = isBridge
    self.changesEveryScreen = changesEveryScreen
  }
}

/// Why a tie names one strategy first: nothing the plan weighs, only a stated order
/// (`StrategyPlanner.ranks(of:on:in:)`).
package enum TieOrder: String, Sendable, Hashable {
  /// It is written in the framework that owns the profile's stack, and the next is not.
  case profileFramework = "profile-framework"
  /// It uses only APIs the rest of the plan uses, and the next does not (chosen for the plan
  /// as a whole, `NavigationPlanner.coherent(_:)`).
  case sharesAPIs = "shares-apis"
  /// Its newest API is more recent than theirs: what the platform introduced for the job.
  case newerAPI = "newer-api"
  /// It needs fewer APIs than the others: the least to write and keep.
  case fewerAPIs = "fewer-apis"
  /// Its id comes first: nothing else tells them apart.
  case id
}

extension Resolver {
  /// The strategies that tie with a branch's: usable over all its versions, costing the same
  /// there (within `weights.tieMargin`), of a kind that needs a check exactly when the
  /// branch's does (at the range's minimum neither has one), native or a bridge as it is, and
  /// named alike by every strategy of another concern that depends on this one (`needs`), so
  /// that any of them gives the same whole plan; and those `followed` found alike in total for
  /// the concerns that tell them apart. `nil` when there are none.
  func tie(
    of choice: StrategyPlanner.Choice, planner: StrategyPlanner, needs: [[String]],
    admitted: [Bool], followed: FollowedTie?, profile: NavigationProfile?,
    sharesAPIs: Bool = false
  ) -> PlanTie? {
    let timeline = planner.timeline
    let strategies = timeline.concern.strategies
    let strategy = strategies[choice.strategy]
    let cost = planner.cost(of: choice)
    // What sets the branch's strategy before the next in the tie.
    func key(_ index: Int) -> (Int, OSVersion) {
      StrategyPlanner.rankKey(
        of: strategies[index], on: timeline.range.platform, under: profile, in: matrix)
    }
    var others: [Int] = []
    // A strategy of the other framework is no alternative in an app whose stack one framework
    // owns (a SwiftUI modifier beside UIKit's property in a UIKit app): it never ties.
    for index in strategies.indices
    where index != choice.strategy
      && key(index).0 == key(choice.strategy).0
    {
      let other = strategies[index]
      // A branch at the range's minimum has no condition whatever its kind.
      guard choice.start == 0 || other.kind.isChecked == strategy.kind.isChecked,
        admitted[index] == admitted[choice.strategy],
        (choice.start..<choice.end).allSatisfy({ timeline.isUsable(index, $0) }),
        abs(
          planner.cost(
            of: StrategyPlanner.Choice(strategy: index, start: choice.start, end: choice.end))
            - cost) <= weights.tieMargin,
        needs.allSatisfy({ $0.contains(strategy.id) == $0.contains(other.id) })
      else { continue }
      others.append(index)
    }
    for index in followed?.strategies ?? [] where !others.contains(index) {
      others.append(index)
    }
    guard !others.isEmpty else { return nil }
    others.sort { planner.ranks[$0] < planner.ranks[$1] }
    let (mine, next) = (key(choice.strategy), key(others[0]))
    let order: TieOrder =
      sharesAPIs
      ? .sharesAPIs
      : mine.0 != next.0
        ? .profileFramework
        : mine.1 != next.1
          ? .newerAPI
          : strategy.requires.count != strategies[others[0]].requires.count ? .fewerAPIs : .id
    let spans = timeline.spans[choice.strategy][choice.start..<choice.end]
    return PlanTie(
      others: others.map { strategies[$0] }, followedBy: followed?.followedBy ?? [],
      namedFirstBy: order,
      origin: strategy.origin, status: spans.map(\.status).max() ?? .works,
      isBridge: !admitted[choice.strategy], changesEveryScreen: strategy.hasAppWideSideEffects)
  }

  /// 0 when a strategy is written in the framework that owns the profile's stack (or in no UI
  /// framework), 1 otherwise: strategies of different ranks are no alternatives in one plan.
  func frameworkRank(of strategy: Strategy, under profile: NavigationProfile?) -> Int {
    StrategyPlanner.rankKey(
      framework: matrix.framework(of: strategy), newest: OSVersion(0), under: profile
    ).0
  }

  /// The strategies that strategies of other concerns need of this one, one list per
  /// dependency: a tie holds only between strategies every list names alike.
  func dependencyLists(on concern: Concern) -> [[String]] {
    guard let offset = matrix.concernOffset(id: concern.id) else { return [] }
    return dependents[offset].flatMap { dependent in
      matrix.concerns[dependent].strategies.flatMap { strategy in
        strategy.dependsOn.filter { $0.concern == concern.id }.map(\.strategies)
      }
    }
  }
}

extension NavigationPlanner {
  /// The ties of a concern others depend on that they tell apart: for a branch of its plan, a
  /// strategy that costs the same there and with which every concern that depends on it, each
  /// planned again, costs the same in total, though some of them plan differently. By branch,
  /// the strategies and the concerns whose plans follow. Empty for a concern nothing depends on.
  func followedTies(of index: Int, in scored: [ScoredPlan?]) -> [Int: FollowedTie] {
    let concerns = resolver.matrix.concerns
    guard let plan = scored[index] else { return [:] }
    let dependents = resolver.dependents[index].filter { scored[$0] != nil }
    guard !dependents.isEmpty else { return [:] }
    let timeline = plan.timeline
    let planner = resolver.planner(for: timeline, under: profile)
    let weights = resolver.weights
    var providers: [String: ScoredPlan] = [:]
    for case let provided? in scored { providers[provided.timeline.concern.id] = provided }
    let chosenTotal = dependents.reduce(plan.total(weights: weights)) {
      $0 + (scored[$1]?.total(weights: weights) ?? 0)
    }
    var ties: [Int: FollowedTie] = [:]
    func frameworkKey(_ index: Int) -> Int {
      resolver.frameworkRank(of: timeline.concern.strategies[index], under: profile)
    }
    for (offset, choice) in plan.choices.enumerated() {
      let strategy = timeline.concern.strategies[choice.strategy]
      let cost = planner.cost(of: choice)
      for other in timeline.concern.strategies.indices where other != choice.strategy {
        guard
          choice.start == 0
            || timeline.concern.strategies[other].kind.isChecked == strategy.kind.isChecked,
          plan.admitted[other] == plan.admitted[choice.strategy],
          frameworkKey(other) == frameworkKey(choice.strategy),
          (choice.start..<choice.end).allSatisfy({ timeline.isUsable(other, $0) })
        else { continue }
        let swapped = StrategyPlanner.Choice(strategy: other, start: choice.start, end: choice.end)
        guard abs(planner.cost(of: swapped) - cost) <= weights.tieMargin else { continue }
        var choices = plan.choices
        choices[offset] = swapped
        let alternative = ScoredPlan(
          timeline: timeline, admitted: plan.admitted, profile: profile, choices: choices,
          cost: plan.cost - cost + planner.cost(of: swapped))
        var trial = providers
        trial[timeline.concern.id] = alternative
        var total = alternative.total(weights: weights)
        var differ: [String] = []
        for dependent in dependents {
          let replanned = resolver.scoredPlan(
            for: concerns[dependent], in: range, profile: profile, providers: trial)
          trial[concerns[dependent].id] = replanned
          total += replanned.total(weights: weights)
          if replanned.choices.map({ $0.strategy }) != scored[dependent]?.choices.map(\.strategy) {
            differ.append(concerns[dependent].id)
          }
        }
        // Alike for every dependent is a tie `assemble` finds by itself.
        guard !differ.isEmpty, abs(total - chosenTotal) <= weights.tieMargin else { continue }
        ties[offset, default: FollowedTie(strategies: [], followedBy: [])].add(other, differ)
      }
    }
    return ties
  }
}

/// Strategies that tie with a branch of a plan others depend on, which those others tell
/// apart: the dependents' plans follow the one used, each as cheap either way.
struct FollowedTie {
  /// The strategies, by position in their concern.
  var strategies: [Int]
  /// The concerns whose plans follow, by id, each once.
  var followedBy: [String]

  mutating func add(_ strategy: Int, _ concerns: [String]) {
    strategies.append(strategy)
    for concern in concerns where !followedBy.contains(concern) { followedBy.append(concern) }
  }
}
