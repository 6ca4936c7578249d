import CompatMatrixCore

/// The rule that picks a navigation profile when neither a flag nor the project's sources
/// say which one a team uses: the whole plan is made under every profile, and the one with
/// the lowest total wins (the fewest gaps, branches and compromises over all concerns, at the
/// costs `PlanWeights` documents); on a tie, SwiftUI, then UIKit, then hybrid.
package enum ProfileChoice {
  /// The whole plan the rule picks, with every profile's score in its basis.
  ///
  /// Every profile's plan is scored (`ScoredPlan`: totals only, no reasons); only the
  /// winner's is made in full.
  package static func choose(for range: ResolvedRange, resolver: Resolver) -> NavigationPlan {
    let planners = NavigationProfile.allCases.map {
      NavigationPlanner(resolver: resolver, range: range, profile: $0)
    }
    let decided = planners.map { $0.decide() }
    let scores = zip(planners, decided).map { $0.score(of: $1) }
    // `scores` has one score per profile, in tie-break order, so a minimum exists.
    let chosen = scores.indices.min {
      (scores[$0].total, scores[$0].profile) < (scores[$1].total, scores[$1].profile)
    }!
    return planners[chosen].plan(from: decided[chosen], basis: .rule(scores))
  }
}
