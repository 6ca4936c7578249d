import CompatMatrixCore

/// The plan for a whole app over one range under one navigation profile: every concern that
/// arises under it, kept consistent where strategies depend on other concerns' strategies,
/// with the architecture summary that opens the output.
package struct NavigationPlan: Sendable {
  /// The range planned for.
  package let range: ResolvedRange
  /// The profile the plan keeps to.
  package let profile: NavigationProfile
  /// How the profile was chosen.
  package let basis: ProfileBasis
  /// The plans of the concerns asked for that arise under the profile, sorted by id.
  package let plans: [ConcernPlan]
  /// The concerns asked for that do not arise under the profile.
  package let notApplicable: [NotApplicableConcern]
  /// The app's navigation architecture per stretch of versions.
  package let summary: ArchitectureSummary
  /// The plan's total over every concern: plan costs plus `PlanWeights.gap` per gap.
  package let total: Int

  /// Creates a plan.
  package init(
    range: ResolvedRange, profile: NavigationProfile, basis: ProfileBasis,
    plans: [ConcernPlan], notApplicable: [NotApplicableConcern], summary: ArchitectureSummary,
    total: Int
  ) {
    self.range = range
    self.profile = profile
    self.basis = basis
    self.plans = plans
    self.notApplicable = notApplicable
    self.summary = summary
    self.total = total
  }

  /// The plan of one concern, when it was asked for and arises.
  package func plan(for concern: String) -> ConcernPlan? {
    plans.first { $0.concern.id == concern }
  }

  /// The same plan, reporting only some concerns, in the order given (the summary and total
  /// still cover all).
  package func restricted(to concerns: [Concern]) -> NavigationPlan {
    let ids = concerns.map(\.id)
    return NavigationPlan(
      range: range, profile: profile, basis: basis,
      plans: ids.compactMap { id in plans.first { $0.concern.id == id } },
      notApplicable: ids.compactMap { id in notApplicable.first { $0.concern.id == id } },
      summary: summary, total: total)
  }

  /// The same plan with another basis.
  package func chosen(by basis: ProfileBasis) -> NavigationPlan {
    NavigationPlan(
      range: range, profile: profile, basis: basis, plans: plans, notApplicable: notApplicable,
      summary: summary, total: total)
  }
}

/// How the profile of a plan was chosen.
package enum ProfileBasis: Sendable, Hashable {
  /// `--framework` named it.
  case flag
  /// The project's sources show it; the evidence is one line for people, the weighing what
  /// was counted.
  case detected(evidence: String, weighing: NavigationWeighing? = nil)
  /// Nothing said which: the rule's profile for the range's minimum (`ProfileChoice`).
  case rule(ProfileRule)

  /// The raw value JSON writes: `flag`, `project` or `rule`.
  package var kind: String {
    switch self {
    case .flag: "flag"
    case .detected: "project"
    case .rule: "rule"
    }
  }
}

/// One profile's whole plan in numbers, as the rule reports them.
package struct ProfileScore: Sendable, Hashable {
  /// The profile.
  package let profile: NavigationProfile
  /// The plan's total: plan costs plus `PlanWeights.gap` per gap.
  package let total: Int
  /// The `#available` checks that choose between two strategies.
  package let checks: Int
  /// The concerns with a gap.
  package let gaps: Int

  /// Creates a score.
  package init(profile: NavigationProfile, total: Int, checks: Int, gaps: Int) {
    self.profile = profile
    self.total = total
    self.checks = checks
    self.gaps = gaps
  }
}

/// A concern that does not arise in a plan: under its profile, in its range, or for apps
/// built with its SDK.
package struct NotApplicableConcern: Sendable {
  /// The concern.
  package let concern: Concern
  /// Why it does not arise, as the data says.
  package let reason: String
  /// What rules it out.
  package let scope: NotApplicableScope

  /// Creates an entry.
  package init(concern: Concern, reason: String, scope: NotApplicableScope = .profile) {
    self.concern = concern
    self.reason = reason
    self.scope = scope
  }
}

/// What rules a concern out of a plan.
package enum NotApplicableScope: Sendable, Hashable {
  /// The profile: it arises under others only.
  case profile
  /// The range: it arises only on the releases `from..<until` (`nil`: open), none of which
  /// the range holds.
  case releases(from: OSVersion?, until: OSVersion?)
  /// The SDK: it arises only for apps built with `needed` or later.
  case sdk(needed: OSVersion)
}
