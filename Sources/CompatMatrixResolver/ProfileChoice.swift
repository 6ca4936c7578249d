import CompatMatrixCore

/// The rule that picks a navigation profile when neither a flag nor the project's sources
/// say which one a team uses: the whole plan is made under every profile, and the one with
/// the lowest total wins (the fewest gaps, branches and compromises over all concerns, at the
/// costs `PlanWeights` documents); on a tie, SwiftUI, then UIKit, then hybrid.
package enum ProfileChoice {
  /// The whole plan the rule picks, with every profile's score in its basis.
  package static func choose(for range: ResolvedRange, resolver: Resolver) -> NavigationPlan {
    let plans = NavigationProfile.allCases.map {
      resolver.navigationPlan(for: range, profile: $0, basis: .flag)
    }
    let scores = plans.map { plan in
      ProfileScore(
        profile: plan.profile, total: plan.total,
        checks: plan.plans.reduce(0) { $0 + $1.fallbackChecks },
        gaps: plan.plans.filter { $0.outcome == .gap }.count)
    }
    // `plans` has one plan per profile, in tie-break order, so a minimum exists.
    let chosen = plans.min { ($0.total, $0.profile) < ($1.total, $1.profile) }!
    return chosen.chosen(by: .rule(scores))
  }
}
