import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixRender
@testable import CompatMatrixResolver

/// Ties decided by the data's order are shown as such (issue 25): two strategies the plan
/// weights cannot tell apart are named together, with what they share, what would break the
/// tie and why one is named first, in text, JSON and Markdown alike; and the order of the data
/// decides nothing, so reordering a concern's strategies never changes a plan.
@Suite struct TiePropertyTests {
  /// The shipped data with every concern's strategies reordered: reversed (`seed` 0), or
  /// shuffled by a fixed generator.
  static func reordered(_ matrix: Matrix, seed: UInt64) -> Matrix {
    var generator = SplitMix64(state: seed)
    let concerns = matrix.concerns.map { concern in
      var copy = concern
      copy.strategies =
        seed == 0 ? concern.strategies.reversed() : concern.strategies.shuffled(using: &generator)
      return copy
    }
    return Matrix(
      platforms: Array(matrix.platforms.values), apis: matrix.apis.reversed(), concerns: concerns,
      devices: matrix.devices, adoption: matrix.adoption,
      citations: Array(matrix.citations.values), surfaces: matrix.surfaces.reversed(),
      profileReach: matrix.profileReach)
  }

  static func rendered(_ plan: NavigationPlan) throws -> [String] {
    let renderer = ResolutionRenderer(report: ResolutionReport(navigation: plan, source: .flag))
    return [try renderer.render(.text), try renderer.render(.json), try renderer.render(.markdown)]
  }

  /// Every whole plan, over every range and profile and by the rule, is the same to the byte
  /// in text, JSON and Markdown, however the strategies of each concern are ordered.
  @Test(arguments: [UInt64(0), 25])
  func reorderingTheDataNeverChangesAPlan(seed: UInt64) throws {
    let matrix = try ModelInvariantTests.shipped()
    let original = Resolver(matrix: matrix)
    let reordered = Resolver(matrix: Self.reordered(matrix, seed: seed))
    var compared = 0
    for range in try ProfilePropertyTests.ranges(in: matrix) {
      for preference in [FrameworkPreference.any] + NavigationProfile.allCases.map(\.preference) {
        let before = try Self.rendered(original.navigationPlan(for: range, preferring: preference))
        let after = try Self.rendered(reordered.navigationPlan(for: range, preferring: preference))
        for (first, second) in zip(before, after) where first != second {
          let line = zip(first.split(separator: "\n"), second.split(separator: "\n"))
            .first { $0 != $1 }
          Issue.record(
            "\(range.minimum)–\(range.maximum) \(preference): \(line.map { "\($0.0)\n≠ \($0.1)" } ?? "")"
          )
          break
        }
        compared += 1
      }
    }
    #expect(compared > 100)
  }

  /// A tie is real and said everywhere: every strategy named in it serves the branch's
  /// versions at the same cost, is not listed among those not chosen, and the text, JSON and
  /// Markdown name it with what would break the tie. And no strategy that serves a branch at
  /// the same cost, alike for every concern that depends on it, is left out of its tie.
  @Test func everyTieIsRealNamedAndComplete() throws {
    let matrix = try ModelInvariantTests.shipped()
    let resolver = Resolver(matrix: matrix)
    var ties = 0
    for (whole, text, json) in try ModelInvariantTests.everyPlan() {
      let markdown = try ResolutionRenderer(
        report: ResolutionReport(navigation: whole, source: .flag)
      ).render(.markdown)
      for plan in whole.plans {
        let (timeline, admitted) = resolver.constrainedTimeline(
          for: plan.concern, in: whole.range, profile: whole.profile,
          providers: whole.providers())
        let planner = resolver.planner(for: timeline, under: whole.profile)
        let needs = matrix.concerns.flatMap { concern in
          concern.strategies.flatMap { strategy in
            strategy.dependsOn.filter { $0.concern == plan.concern.id }.map(\.strategies)
          }
        }
        for branch in plan.branches {
          let segments = timeline.segments.indices.filter { segment in
            let from = timeline.segments[segment].from
            return from >= branch.from && branch.until.map { from < $0 } ?? true
          }
          guard let start = segments.first, let end = segments.last.map({ $0 + 1 }) else {
            continue
          }
          let strategies = plan.concern.strategies
          func cost(_ strategy: Strategy) -> Int? {
            // The planner's strategies are the concern's, so every id is found.
            let index = strategies.firstIndex { $0.id == strategy.id }!
            guard (start..<end).allSatisfy({ timeline.isUsable(index, $0) }) else { return nil }
            return planner.cost(of: .init(strategy: index, start: start, end: end))
          }
          let own = try #require(cost(branch.strategy))
          let label = "\(whole.range.minimum) \(whole.profile) \(plan.concern.id)"
          let tied = branch.tie?.others ?? []
          for other in tied {
            #expect(cost(other) == own, "\(label): \(other.id) is no tie")
            #expect(!plan.rejected.contains { $0.strategy.id == other.id }, "\(label)")
          }
          if let sentence = TieText.sentence(branch, in: plan.range) {
            ties += 1
            #expect(text.contains("tie " + sentence), "\(label)")
            #expect(json.contains("\"namedFirstBy\""), "\(label)")
            #expect(markdown.contains("**Tie:** "), "\(label)")
            #expect(sentence.contains(TieText.breaker))
          }
          for (index, other) in strategies.enumerated()
          where other.id != branch.strategy.id && cost(other) == own
            && needs.allSatisfy({ $0.contains(other.id) == $0.contains(branch.strategy.id) })
            && admitted[index] == (admitted[strategies.firstIndex { $0.id == branch.strategy.id }!])
            && (branch.from == whole.range.minimum
              || other.kind.isChecked == branch.strategy.kind.isChecked)
            // A strategy of the framework that does not own the app's stack is no alternative.
            && StrategyPlanner.rankKey(
              of: other, on: whole.range.platform, under: whole.profile, in: matrix
            ).0
              == StrategyPlanner.rankKey(
                of: branch.strategy, on: whole.range.platform, under: whole.profile, in: matrix
              ).0
          {
            #expect(tied.contains { $0.id == other.id }, "\(label): \(other.id) ties silently")
          }
        }
      }
    }
    #expect(ties > 50)
  }

  /// Two ties an engineer would check by hand: a UIKit app that wants only the back chevron
  /// (iOS 14's backButtonDisplayMode and the older empty back title), and the split view
  /// whose compact column follows the style chosen.
  @Test func knownTiesAreNamed() throws {
    let matrix = try ModelInvariantTests.shipped()
    let resolver = Resolver(matrix: matrix)
    let axis = try matrix.axis(for: .iOS)
    let range = try axis.resolve(
      DeploymentRange(minimum: OSVersion(14), upperBound: OSVersion(19)))
    let whole = resolver.navigationPlan(for: range, profile: .uikit)
    let back = try #require(whole.plan(for: "custom-back-button")?.branches.first)
    #expect(back.strategy.id == "custom-back-display-mode-minimal")
    #expect(back.tie?.others.map(\.id) == ["custom-back-empty-back-title"])
    #expect(back.tie?.namedFirstBy == .newerAPI)
    let split = try #require(whole.plan(for: "split-view-sidebar")?.branches.first)
    #expect(split.strategy.id == "split-uikit-column-style")
    #expect(split.tie?.others.map(\.id) == ["split-uikit-classic"])
    // Every concern whose UIKit plan differs with the classic split view follows the choice.
    #expect(
      split.tie?.followedBy == [
        "split-view-column-layout", "split-view-compact-column", "split-view-sidebar-toggle",
        "split-view-three-columns",
      ])
    #expect(
      whole.plan(for: "split-view-compact-column")?.branches.first?.strategy.id
        == "split-uikit-top-column-for-collapsing")
  }
}

extension NavigationProfile {
  /// The preference that names this profile.
  var preference: FrameworkPreference { FrameworkPreference(self) }
}
