import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

/// Whole plans are chosen on scored plans (`ScoredPlan`: branches, gaps and cost, no reasons)
/// and only the winner is made in full: over every range of the shipped data and every
/// profile, what was scored must be what the full plan says, or a choice could differ from
/// the one the full plans would make.
@Suite struct ScoredPlanTests {
  @Test(arguments: NavigationProfile.allCases)
  func everyScoredPlanHasTheFullPlansBranchesGapsAndTotal(_ profile: NavigationProfile) throws {
    let matrix = try ExpertPlanTests.matrix.get()
    let resolver = Resolver(matrix: matrix)
    var compared = 0
    for range in try ProfilePropertyTests.ranges(in: matrix) {
      let planner = NavigationPlanner(resolver: resolver, range: range, profile: profile)
      let decided = planner.decide()
      // Ties settled for the plan as a whole are part of what was scored.
      let coherent = planner.coherent(decided).plans
      let scored = coherent.compactMap { $0 }
      let whole = planner.plan(from: decided, basis: .flag)
      #expect(planner.score(of: coherent).total == planner.score(of: decided).total)
      try #require(scored.count == whole.plans.count)
      for (score, plan) in zip(scored, whole.plans) {
        let label = "\(range.minimum)–\(range.maximum) \(profile) \(plan.concern.id)"
        #expect(score.timeline.concern.id == plan.concern.id, "\(label)")
        #expect(score.total(weights: resolver.weights) == plan.total(weights: resolver.weights))
        #expect(score.fallbackChecks == plan.fallbackChecks, "\(label)")
        #expect(score.boundaries == plan.boundaries, "\(label)")
        #expect(
          score.branches.map { score.timeline.concern.strategies[$0.strategy].id }
            == plan.branches.map(\.strategy.id), "\(label)")
        #expect(score.branches.map(\.from) == plan.branches.map(\.from), "\(label)")
        #expect(score.branches.map(\.until) == plan.branches.map(\.until), "\(label)")
        for version in range.releases {
          #expect(score.strategy(at: version)?.id == plan.strategy(at: version)?.id, "\(label)")
        }
        compared += 1
      }
      let score = planner.score(of: planner.decide())
      #expect(score.total == whole.total)
      #expect(score.checks == whole.plans.reduce(0) { $0 + $1.fallbackChecks })
      #expect(score.gaps == whole.plans.filter { $0.outcome == .gap }.count)
    }
    #expect(compared > 100)
  }
}
