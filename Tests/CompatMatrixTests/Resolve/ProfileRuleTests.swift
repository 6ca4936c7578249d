import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

/// The rule for a plan whose profile nothing tells (`ProfileChoice`): over every minimum the
/// shipped data knows (each minor release, to the latest) and every maximum of the major
/// ranges, SwiftUI from iOS 16.0 and UIKit below, "a tie" exactly where SwiftUI's and UIKit's
/// whole plans are within the stated margin, and the plan it returns the full plan of its
/// profile.
@Suite struct ProfileRuleTests {
  /// Every minor release as a minimum, to the latest release, and every major range.
  static func ranges(in matrix: Matrix) throws -> [ResolvedRange] {
    let axis = try matrix.axis(for: .iOS)
    var minimums: [OSVersion] = []
    for release in axis.releases
    where !minimums.contains(where: { $0.major == release.major && $0.minor == release.minor }) {
      minimums.append(release)
    }
    let latest = try #require(axis.releases.last)
    let open = try minimums.map {
      try axis.resolve(DeploymentRange(minimum: $0, upperBound: latest.successor))
    }
    return open + (try ProfilePropertyTests.ranges(in: matrix))
  }

  @Test func swiftUIFromSixteenUIKitBelowATieOnlyWithinTheMargin() throws {
    let matrix = try ExpertPlanTests.matrix.get()
    let resolver = Resolver(matrix: matrix)
    var ties = 0
    var ranges = 0
    for range in try Self.ranges(in: matrix) {
      ranges += 1
      let label = "\(range.minimum)–\(range.maximum)"
      let chosen = resolver.navigationPlan(for: range, preferring: .any)
      guard case .rule(let rule) = chosen.basis else {
        Issue.record("\(label): the plan was not chosen by the rule")
        continue
      }
      // The profile follows the minimum alone.
      let expected: NavigationProfile =
        range.minimum >= OSVersion(16, 0) ? .swiftui : .uikit
      #expect(chosen.profile == expected, "\(label)")
      #expect(rule.profile == expected && rule.other != expected, "\(label)")
      // The scores are SwiftUI's and UIKit's full plans.
      let wholes = [NavigationProfile.swiftui, .uikit].map {
        resolver.navigationPlan(for: range, profile: $0)
      }
      #expect(
        rule.scores
          == wholes.map { whole in
            ProfileScore(
              profile: whole.profile, total: whole.total,
              checks: whole.plans.reduce(0) { $0 + $1.fallbackChecks },
              gaps: whole.plans.filter { $0.outcome == .gap }.count)
          }, "\(label)")
      // A tie exactly within the margin, and then the headline names both.
      let (swiftUI, uiKit) = (wholes[0].total, wholes[1].total)
      let within =
        abs(swiftUI - uiKit) * 100 <= PlanWeights.standard.profileTieMarginPercent
        * max(swiftUI, uiKit)
      #expect(rule.isTie == within, "\(label): SwiftUI \(swiftUI), UIKit \(uiKit)")
      let headline = ArchitectureText.headline(chosen)
      #expect(headline.contains("a tie with \(rule.other.displayName)") == within, "\(label)")
      if within { ties += 1 }
      let reason = try #require(ArchitectureText.basis(chosen))
      #expect(reason.contains("from iOS 16.0 and UIKit below"), "\(label)")
      #expect(reason.contains("003_499adc954b170e70.txt"), "\(label)")
      #expect(reason.contains("a tie") == within, "\(label)")
      // The plan is the full plan of the rule's profile, to the byte.
      let report = { (plan: NavigationPlan) in
        try ResolutionRenderer(
          report: ResolutionReport(navigation: plan.chosen(by: .flag), source: .flag)
        ).render(.json)
      }
      #expect(try report(chosen) == report(wholes[expected == .swiftui ? 0 : 1]), "\(label)")
    }
    #expect(ranges > 50)
    // The ranges include both sides of the margin (a rule that called everything a tie, or
    // nothing, would not pass).
    #expect(ties > 0 && ties < ranges)
  }

  @Test(arguments: [
    (1_000, 1_000, true), (1_000, 950, true), (1_000, 949, false), (10_010, 9_780, true),
    (14_700, 12_940, false), (0, 0, true),
  ])
  func aTieIsWithinTheMarginOfTheHigherTotal(swiftUI: Int, uiKit: Int, tie: Bool) {
    let rule = ProfileRule(
      minimum: OSVersion(16), platform: .iOS,
      scores: [
        ProfileScore(profile: .swiftui, total: swiftUI, checks: 0, gaps: 0),
        ProfileScore(profile: .uikit, total: uiKit, checks: 0, gaps: 0),
      ])
    #expect(rule.isTie == tie)
    #expect(rule.profile == .swiftui)
    #expect((rule.simpler == nil) == tie)
  }

  @Test func aScoreNeverOverturnsTheRuleAndTheTextSaysWhichIsSimpler() {
    // UIKit's plan far simpler at 16: still SwiftUI, and the line says so.
    let rule = ProfileRule(
      minimum: OSVersion(16, 4), platform: .iOS,
      scores: [
        ProfileScore(profile: .swiftui, total: 2_000, checks: 0, gaps: 0),
        ProfileScore(profile: .uikit, total: 1_000, checks: 0, gaps: 0),
      ])
    #expect(rule.profile == .swiftui)
    #expect(
      ArchitectureText.ruleText(rule).hasSuffix(
        "so SwiftUI for iOS 16.4, though UIKit's whole plan is 50 % simpler (totals, lower is "
          + "better: SwiftUI 2,000, UIKit 1,000): --framework uikit plans it."))
    let below = ProfileRule(minimum: OSVersion(15, 4), platform: .iOS, scores: rule.scores)
    #expect(below.profile == .uikit)
    #expect(ArchitectureText.ruleText(below).contains("its whole plan is also 50 % simpler"))
    #expect(
      ArchitectureText.ruleText(below.readingNothing()).hasPrefix(
        "No --framework, and no file of the project owns navigation: "))
  }
}
