import CompatMatrixCore

/// The rule that picks a navigation profile when neither a flag nor a project's sources say
/// which one a team uses: SwiftUI when the range's minimum is iOS 16 or later, UIKit below,
/// as seed 003 (`003_499adc954b170e70.txt`, "SwiftUIでのナビゲーション管理") concludes: SwiftUI
/// navigation differs too much between releases to be worth it until the minimum is about
/// iOS 16, where NavigationStack arrives.
///
/// SwiftUI's and UIKit's whole plans are scored as well (`ScoredPlan`: totals only), and when
/// their totals are within `PlanWeights.profileTieMarginPercent` of each other the rule calls it a
/// tie and names both: the data then does not tell the two apart, and the rule decides. A
/// score never overturns the rule; a difference beyond the margin is reported with it. The
/// rule never picks `hybrid`: nothing says the app hosts SwiftUI screens in a UIKit stack.
package enum ProfileChoice {
  /// The whole plan the rule picks, with the rule and both scores in its basis.
  package static func choose(for range: ResolvedRange, resolver: Resolver) -> NavigationPlan {
    let candidates: [NavigationProfile] = [.swiftui, .uikit]
    let planners = candidates.map {
      NavigationPlanner(resolver: resolver, range: range, profile: $0)
    }
    let decided = planners.map { $0.decide() }
    let scores = zip(planners, decided).map { $0.score(of: $1) }
    let rule = ProfileRule(
      minimum: range.minimum, platform: range.platform, scores: scores,
      marginPercent: resolver.weights.profileTieMarginPercent)
    // `candidates` holds the rule's profile.
    let chosen = candidates.firstIndex(of: rule.profile)!
    return planners[chosen].plan(from: decided[chosen], basis: .rule(rule))
  }
}

/// How the rule chose a profile when nothing said which: the profile by the range's minimum,
/// both frameworks' whole plans, and whether those are a tie.
package struct ProfileRule: Sendable, Hashable {
  /// The first minimum the rule plans SwiftUI for: 16.0; UIKit below.
  package static let swiftUIFrom = OSVersion(16, 0)

  /// Two whole plans whose totals differ by at most this share of the larger, in percent,
  /// are a tie (`PlanWeights.profileTieMarginPercent`).
  package let marginPercent: Int
  /// The range's minimum, which decides.
  package let minimum: OSVersion
  /// The platform, for the words.
  package let platform: Platform
  /// SwiftUI's and UIKit's whole plans, in that order.
  package let scores: [ProfileScore]
  /// Whether a project's sources were read and showed no navigation (else there was none to
  /// read).
  package var projectShowedNothing: Bool

  /// Creates the rule's verdict.
  package init(
    minimum: OSVersion, platform: Platform, scores: [ProfileScore],
    projectShowedNothing: Bool = false,
    marginPercent: Int = PlanWeights.standard.profileTieMarginPercent
  ) {
    self.marginPercent = marginPercent
    self.minimum = minimum
    self.platform = platform
    self.scores = scores
    self.projectShowedNothing = projectShowedNothing
  }

  /// The profile: SwiftUI from `swiftUIFrom`, UIKit below.
  package var profile: NavigationProfile { minimum >= Self.swiftUIFrom ? .swiftui : .uikit }
  /// The other framework's profile.
  package var other: NavigationProfile { profile == .swiftui ? .uikit : .swiftui }

  /// The score of a profile's whole plan, when it was scored.
  package func score(of profile: NavigationProfile) -> ProfileScore? {
    scores.first { $0.profile == profile }
  }

  /// How much lower the lower total is than the higher one, in whole percent of the higher;
  /// 0 without two scores.
  package var differencePercent: Int {
    guard let swiftUI = score(of: .swiftui)?.total, let uiKit = score(of: .uikit)?.total,
      max(swiftUI, uiKit) > 0
    else { return 0 }
    return abs(swiftUI - uiKit) * 100 / max(swiftUI, uiKit)
  }

  /// Whether the two whole plans are within the margin: the data does not tell them apart.
  package var isTie: Bool {
    guard let swiftUI = score(of: .swiftui)?.total, let uiKit = score(of: .uikit)?.total else {
      return false
    }
    return abs(swiftUI - uiKit) * 100 <= marginPercent * max(swiftUI, uiKit)
  }

  /// The profile whose whole plan has the lower total, when they are not a tie.
  package var simpler: NavigationProfile? {
    guard !isTie, let swiftUI = score(of: .swiftui)?.total, let uiKit = score(of: .uikit)?.total
    else { return nil }
    return swiftUI < uiKit ? .swiftui : .uikit
  }

  /// The same verdict, saying that a project's sources were read and showed no navigation.
  package func readingNothing() -> ProfileRule {
    var copy = self
    copy.projectShowedNothing = true
    return copy
  }
}
