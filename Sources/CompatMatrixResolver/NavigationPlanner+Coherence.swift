import CompatMatrixCore

extension NavigationPlanner {
  /// The scored plans with every tie settled for the plan as a whole, and the branches so
  /// settled, by concern and offset.
  ///
  /// Where a branch's strategy ties with others of the same framework and needs an API the
  /// rest of the plan does not use, the first of them made only of APIs the other concerns'
  /// plans already use is chosen instead (pushing by appending to the `NavigationStack` path
  /// the routing holds, not through a second API). The APIs counted are those of the plans as
  /// decided, so the order of the concerns does not matter; only exact ties are settled, and
  /// every concern that depends on one names its strategies alike, so no total and no
  /// dependent changes.
  func coherent(_ scored: [ScoredPlan?]) -> (plans: [ScoredPlan?], settled: [Int: Set<Int>]) {
    var uses: [String: Int] = [:]
    var own: [Set<String>] = []
    for plan in scored {
      var apis = Set<String>()
      for choice in plan?.choices ?? [] {
        apis.formUnion(plan?.timeline.concern.strategies[choice.strategy].requires ?? [])
      }
      own.append(apis)
      for api in apis { uses[api, default: 0] += 1 }
    }
    var plans = scored
    var settled: [Int: Set<Int>] = [:]
    for (index, plan) in scored.enumerated() {
      guard let plan else { continue }
      let strategies = plan.timeline.concern.strategies
      // What the other concerns use: every API, less this concern's own uses.
      func isShared(_ api: String) -> Bool {
        uses[api, default: 0] - (own[index].contains(api) ? 1 : 0) > 0
      }
      func shared(_ strategy: Int) -> Int {
        strategies[strategy].requires.filter(isShared).count
      }
      let planner = resolver.planner(for: plan.timeline, under: profile)
      let needs = resolver.dependencyLists(on: plan.timeline.concern)
      var choices = plan.choices
      for (offset, choice) in plan.choices.enumerated() {
        guard
          let tie = resolver.tie(
            of: choice, planner: planner, needs: needs, admitted: plan.admitted, followed: nil,
            profile: profile)
        else { continue }
        let framework = { resolver.frameworkRank(of: strategies[$0], under: profile) }
        let candidates = tie.others.compactMap { other in
          strategies.firstIndex { $0.id == other.id }
        }.filter { framework($0) == framework(choice.strategy) }
        // Only a strategy made entirely of what the plan already uses, in the tie's order,
        // and only over one that adds something: sharing part of it (a toolbar item) says
        // nothing about the rest.
        func addsNothing(_ strategy: Int) -> Bool {
          shared(strategy) == strategies[strategy].requires.count
        }
        // Never a strategy made of part of the chosen one's APIs: it does less, not otherwise.
        let mine = Set(strategies[choice.strategy].requires)
        guard !addsNothing(choice.strategy),
          let best = candidates.first(where: {
            addsNothing($0) && !Set(strategies[$0].requires).isStrictSubset(of: mine)
          })
        else { continue }
        let swapped = StrategyPlanner.Choice(strategy: best, start: choice.start, end: choice.end)
        // Only an exact tie: the plan's total, and so every choice between plans, stays.
        guard planner.cost(of: swapped) == planner.cost(of: choice) else { continue }
        choices[offset] = swapped
        settled[index, default: []].insert(offset)
      }
      if settled[index] != nil {
        plans[index] = ScoredPlan(
          timeline: plan.timeline, admitted: plan.admitted, profile: plan.profile,
          choices: choices, cost: plan.cost)
      }
    }
    return (plans, settled)
  }
}
