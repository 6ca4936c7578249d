import CompatMatrixCore

/// Plans every concern of a matrix over one range under one profile, so that strategies that
/// depend on other concerns' strategies stay consistent, branch boundaries included.
///
/// Concerns are planned in dependency order. A concern others depend on (the navigation
/// container) is not simply given its own cheapest plan: every plan of it with up to
/// `maximumBranches` branches per served stretch is tried, the concerns that depend on it are
/// planned within each, and the one whose total with them is lowest wins (on a tie, the one
/// cheapest on its own). So the container branches to `NavigationStack` on 16 when routing
/// needs a path there, though `NavigationView` alone would cost less. A dependent that others
/// depend on in turn (the tabs, the split view) is chosen the same way when its turn comes.
struct NavigationPlanner {
  let resolver: Resolver
  let range: ResolvedRange
  let profile: NavigationProfile

  /// The most branches a tried plan has in one served stretch.
  static let maximumBranches = 4
  /// The most plans tried for one concern that others depend on, cheapest first.
  static let maximumCandidates = 64

  func plan(basis: ProfileBasis) -> NavigationPlan {
    plan(from: decide(), basis: basis)
  }

  /// Every concern's plan, scored, by position in the matrix: `nil` for a concern that does
  /// not arise under the profile.
  func decide() -> [ScoredPlan?] {
    let concerns = resolver.matrix.concerns
    var plans = [ScoredPlan?](repeating: nil, count: concerns.count)
    var providers: [String: ScoredPlan] = [:]
    var decided = Set<Int>()
    for index in resolver.dependencyOrder {
      let concern = concerns[index]
      guard resolver.inapplicability(of: concern, in: range, under: profile) == nil else {
        continue
      }
      decided.insert(index)
      if let known = plans[index] {
        providers[concern.id] = known
        continue
      }
      let dependents = resolver.dependents[index].filter {
        resolver.inapplicability(of: concerns[$0], in: range, under: profile) == nil
      }
      guard !dependents.isEmpty else {
        let plan = resolver.scoredPlan(
          for: concern, in: range, profile: profile, providers: providers)
        plans[index] = plan
        providers[concern.id] = plan
        continue
      }
      let (chosen, downstream) = choose(index, dependents: dependents, providers: &providers)
      plans[index] = chosen
      providers[concern.id] = chosen
      // Keep the dependents' plans when everything they depend on is now decided, unless
      // others depend on them in turn: those choose their own plan with their dependents
      // when their turn comes (the tabs choose Tab from iOS 18 because the iPad sidebar
      // needs it, though tabItem alone would cost less).
      for (dependent, plan) in zip(dependents, downstream)
      where providerPositions(of: dependent).isSubset(of: decided)
        && !hasArisingDependents(dependent)
      {
        plans[dependent] = plan
      }
    }
    return plans
  }

  /// The whole plan made in full from the scored plans `decide()` chose.
  func plan(from decided: [ScoredPlan?], basis: ProfileBasis) -> NavigationPlan {
    let concerns = resolver.matrix.concerns
    let (scored, settled) = coherent(decided)
    var arising: [ConcernPlan] = []
    var notApplicable: [NotApplicableConcern] = []
    for (index, concern) in concerns.enumerated() {
      if let plan = scored[index] {
        arising.append(
          resolver.assemble(
            plan, followedTies: followedTies(of: index, in: scored),
            settledForThePlan: settled[index] ?? []))
      } else if let applicability = concern.appliesTo,
        let scope = resolver.inapplicability(of: concern, in: range, under: profile)
      {
        notApplicable.append(
          NotApplicableConcern(concern: concern, reason: applicability.reason, scope: scope))
      }
    }
    let total = arising.reduce(0) { $0 + $1.total(weights: resolver.weights) }
    return NavigationPlan(
      range: range, profile: profile, basis: basis, plans: arising, notApplicable: notApplicable,
      summary: ArchitectureSummary(plans: arising, range: range), total: total)
  }

  /// The scores of the whole plan made of scored plans, as the rule compares them: what the
  /// full plan's total, `#available` checks and concerns with a gap are.
  func score(of scored: [ScoredPlan?]) -> ProfileScore {
    let arising = scored.compactMap { $0 }
    return ProfileScore(
      profile: profile, total: arising.reduce(0) { $0 + $1.total(weights: resolver.weights) },
      checks: arising.reduce(0) { $0 + $1.fallbackChecks },
      gaps: arising.filter { !$0.gaps.isEmpty }.count)
  }

  /// Whether concerns that arise in the range depend on the concern at `index`.
  private func hasArisingDependents(_ index: Int) -> Bool {
    let concerns = resolver.matrix.concerns
    return resolver.dependents[index].contains {
      resolver.inapplicability(of: concerns[$0], in: range, under: profile) == nil
    }
  }

  private func providerPositions(of index: Int) -> Set<Int> {
    let matrix = resolver.matrix
    var positions = Set<Int>()
    for strategy in matrix.concerns[index].strategies {
      for dependency in strategy.dependsOn {
        if let offset = matrix.concernOffset(id: dependency.concern) { positions.insert(offset) }
      }
    }
    return positions
  }

  /// The plan of a concern others depend on whose total with theirs is lowest, and their
  /// plans within it, in the order of `dependents`. `providers` is as it was when it returns.
  private func choose(
    _ index: Int, dependents: [Int], providers: inout [String: ScoredPlan]
  ) -> (ScoredPlan, [ScoredPlan]) {
    let concerns = resolver.matrix.concerns
    let concern = concerns[index]
    let (timeline, admitted) = resolver.constrainedTimeline(
      for: concern, in: range, profile: profile, providers: providers)
    let planner = resolver.planner(for: timeline, under: profile)
    // Each candidate and its dependents' plans go into `providers` while it is tried, which
    // is otherwise as it came: copying it per candidate would cost more than the planning.
    let touched = [concern.id] + dependents.map { concerns[$0].id }
    let saved = touched.map { providers[$0] }
    func restore() { for (id, plan) in zip(touched, saved) { providers[id] = plan } }
    defer { restore() }
    // What the dependents not yet planned cost at least: each arises in the range (`decide`
    // keeps only those), so its plan has a branch or a gap. A candidate whose total so far
    // plus that cannot beat the best is dropped early, and the choice stays exact.
    let least = resolver.weights.leastPerArisingConcern
    var best: (total: Int, plan: ScoredPlan, downstream: [ScoredPlan])?
    for candidate in candidates(timeline: timeline, planner: planner) {
      let plan = ScoredPlan(
        timeline: timeline, admitted: admitted, profile: profile, choices: candidate.choices,
        cost: candidate.cost)
      var total = plan.total(weights: resolver.weights)
      if let best, total + least * dependents.count >= best.total { continue }
      restore()
      providers[concern.id] = plan
      var downstream: [ScoredPlan] = []
      for (offset, dependent) in dependents.enumerated() {
        let other = concerns[dependent]
        let result = resolver.scoredPlan(
          for: other, in: range, profile: profile, providers: providers)
        providers[other.id] = result
        downstream.append(result)
        total += result.total(weights: resolver.weights) + result.forgone(weights: resolver.weights)
        if let best, total + least * (dependents.count - offset - 1) >= best.total { break }
      }
      if best.map({ total < $0.total }) ?? true, downstream.count == dependents.count {
        best = (total, plan, downstream)
      }
    }
    // The planner's own choice is always a candidate, so `best` is set.
    return (best!.plan, best!.downstream)
  }

  /// Every plan of the timeline with at most `maximumBranches` branches per served stretch
  /// and no two neighbouring branches of one strategy, cheapest first (ties as the planner
  /// breaks them, never by the data's order), at most `maximumCandidates`.
  private func candidates(timeline: ConcernTimeline, planner: StrategyPlanner)
    -> [(choices: [StrategyPlanner.Choice], cost: Int)]
  {
    var plans: [[StrategyPlanner.Choice]] = [[]]
    let byRank = timeline.concern.strategies.indices.sorted {
      planner.ranks[$0] < planner.ranks[$1]
    }
    for run in ScoredPlan.servedRuns(timeline) where run.served {
      var partitions: [[StrategyPlanner.Choice]] = []
      func extend(_ start: Int, _ prefix: [StrategyPlanner.Choice]) {
        guard partitions.count < 4 * Self.maximumCandidates else { return }
        if start == run.segments.upperBound {
          partitions.append(prefix)
          return
        }
        guard prefix.count < Self.maximumBranches else { return }
        // In the order that breaks ties, so that which plans are listed before the limit does
        // not depend on the data's order.
        for strategy in byRank where prefix.last?.strategy != strategy {
          var end = start
          while end < run.segments.upperBound, timeline.isUsable(strategy, end) {
            end += 1
            extend(
              end, prefix + [StrategyPlanner.Choice(strategy: strategy, start: start, end: end)])
          }
        }
      }
      extend(run.segments.lowerBound, [])
      plans = plans.flatMap { plan in partitions.map { plan + $0 } }
      if plans.count > 4 * Self.maximumCandidates {
        plans = Array(plans.prefix(4 * Self.maximumCandidates))
      }
    }
    // The planner's own choice always competes, however many branches it has.
    var own: [StrategyPlanner.Choice] = []
    for run in ScoredPlan.servedRuns(timeline) where run.served {
      own += planner.plan(run.segments).choices
    }
    if !plans.contains(own) { plans.append(own) }
    let costed = plans.map { choices in
      (
        choices: choices,
        cost: choices.reduce(0) { $0 + planner.cost(of: $1) }
      )
    }
    let sorted = costed.sorted { first, second in
      if first.cost != second.cost { return first.cost < second.cost }
      if first.choices.count != second.choices.count {
        return first.choices.count < second.choices.count
      }
      return StrategyPlanner.precedes(first.choices, second.choices, ranks: planner.ranks)
    }
    let kept = Array(sorted.prefix(Self.maximumCandidates))
    return kept.contains { $0.choices == own }
      ? kept : kept + costed.filter { $0.choices == own }
  }
}
