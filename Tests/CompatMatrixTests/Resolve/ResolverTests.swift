import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The resolver on fixture matrices built for each case (`Fixtures/matrices/resolver`).
@Suite struct ResolverTests {
  static func matrix() throws -> Matrix {
    let resolver = MatrixFile(
      path: "resolver/concerns.json",
      bytes: try TestSupport.fixtureBytes("matrices/resolver/concerns.json"))
    return try MatrixLoader.load(shipped: try TestSupport.baseFiles() + [resolver])
  }

  static func plan(_ concern: String, _ range: String) throws -> ConcernPlan {
    let matrix = try matrix()
    let resolved = try matrix.resolve(RangeExpression.parse(range), on: .iOS)
    return Resolver(matrix: matrix).plan(
      for: try #require(matrix.concern(id: concern)), in: resolved)
  }

  /// A plan as one line: `strategy@from..<until(status)`, newest last; gaps as `gap@…`.
  static func summary(_ plan: ConcernPlan) -> String {
    let branches = plan.branches.map {
      "\($0.strategy.id)@\($0.from)..<\($0.until?.description ?? "top")(\($0.status.rawValue))"
    }
    let gaps = plan.gaps.map { "gap@\($0.from)..<\($0.until?.description ?? "top")" }
    return (gaps + branches).joined(separator: " ")
  }

  @Test(
    arguments: [
      // (concern, range, outcome, plan, availability check, cost)
      ("single", "13+", PlanOutcome.single, "single-works@13.0..<top(works)", nil, 100),
      // A soft deprecation (30) costs less than a branch (100): the superseded strategy serves
      // the range, and a soft rename never earns an #available on its own.
      (
        "branched", "15-18", .single, "branched-old@15.0..<top(deprecated)", nil, 130
      ),
      ("branched", "16-18", .single, "branched-new@16.0..<top(works)", nil, 100),
      ("branched", "13.0...15.0", .single, "branched-old@13.0..<top(works)", nil, 100),
      // A hard deprecation (130) costs more than a branch: the plan branches on 16.
      (
        "hard", "15-18", .branched, "hard-old@15.0..<16.0(works) hard-new@16.0..<top(works)",
        "if #available(iOS 16.0, *)", 200
      ),
      // Ranges that start and end inside a segment.
      (
        "hard", "15.2..<16.2", .branched,
        "hard-old@15.2..<16.0(works) hard-new@16.0..<top(works)", "if #available(iOS 16.0, *)",
        200
      ),
      ("hard", "13.0...15.0", .single, "hard-old@13.0..<top(works)", nil, 100),
      // A range of one version.
      ("branched", "16.4", .single, "branched-new@16.4..<top(works)", nil, 100),
      (
        "gapped", "15-18", .gap, "gap@15.0..<17.0 gapped-17@17.0..<top(works)",
        "if #available(iOS 17.0, *)", 100
      ),
      ("gapped", "13-16", .gap, "gap@13.0..<top", nil, 0),
      // Equal costs: the strategy listed first in the data wins.
      ("tie", "13+", .single, "tie-first@13.0..<top(works)", nil, 100),
      // One compromise each: app-wide side effects (60) cost less than partial (110), a library
      // (120) or custom code (150).
      ("compromises", "13+", .single, "compromise-app-wide@13.0..<top(works)", nil, 160),
      // The 18 → 26 jump: the branch boundary is 26.0, and 18.x is the last version before it.
      (
        "jump", "17-26", .branched, "jump-old@17.0..<26.0(works) jump-new@26.0..<top(works)",
        "if #available(iOS 26.0, *)", 200
      ),
    ] as [(String, String, PlanOutcome, String, String?, Int)])
  func choosesTheCheapestPlan(
    concern: String, range: String, outcome: PlanOutcome, expected: String, check: String?,
    cost: Int
  ) throws {
    let plan = try Self.plan(concern, range)
    #expect(plan.outcome == outcome)
    #expect(Self.summary(plan) == expected)
    #expect(plan.availabilityCheck == check)
    #expect(plan.cost == cost)
  }

  @Test func branchLabelsFollowTheDataAcrossTheNumberingJump() throws {
    let plan = try Self.plan("jump", "17-26")
    let labels = plan.branches.map {
      VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range)
    }
    #expect(labels == ["17.0–18.x", "26.0"])
  }

  @Test func aRecordedGapIsAttachedToTheGapItCovers() throws {
    let plan = try Self.plan("gapped", "15-18")
    #expect(plan.gaps.count == 1)
    #expect(plan.gaps[0].recorded?.note == "Nothing exists before 17.0.")
    let uncovered = try Self.plan("gapped", "13-16")
    #expect(uncovered.gaps[0].recorded?.note == "Nothing exists before 17.0.")
  }

  @Test func rejectionsSayWhereAndWhyWithSources() throws {
    let plan = try Self.plan("branched", "16-18")
    #expect(plan.rejected.map(\.strategy.id) == ["branched-old"])
    let reasons = plan.rejected[0].reasons
    #expect(reasons.count == 1)
    #expect(reasons[0].status == .deprecated)
    #expect(reasons[0].from == OSVersion(16))
    #expect(reasons[0].until == nil)
    #expect(
      reasons[0].text
        == "OldContainer is superseded by NewContainer from iOS 16.0 (a soft deprecation: no compiler warning)"
    )
    #expect(reasons[0].sources == ["https://example.com/old-container"])
    #expect(
      plan.rejected[0].summary == "usable across the range, but is deprecated in part of the range")

    let early = try Self.plan("branched", "13.0...15.0")
    #expect(early.rejected[0].summary == "not usable anywhere in the range")
    #expect(early.rejected[0].reasons[0].text == "needs NewContainer, introduced in iOS 16.0")
  }

  @Test func theSourcesOfAPlanAreSortedAndUnique() throws {
    let plan = try Self.plan("branched", "15-18")
    #expect(plan.sources == plan.sources.sorted())
    #expect(Set(plan.sources).count == plan.sources.count)
    #expect(plan.sources.contains("https://example.com/fixture"))
  }

  // MARK: A concern that is not the matrix's own

  /// A concern with a matrix concern's id and as many strategies, in another order, is
  /// planned from its own strategies: the resolver's derived timelines serve only the
  /// matrix's own concern.
  @Test func aReorderedConcernIsPlannedFromItsOwnStrategies() throws {
    let matrix = try Self.matrix()
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    var reordered = try #require(matrix.concern(id: "hard"))
    reordered.strategies.reverse()
    let plan = Resolver(matrix: matrix).plan(for: reordered, in: range)
    #expect(Self.summary(plan) == "hard-old@15.0..<16.0(works) hard-new@16.0..<top(works)")
  }

  /// Over every concern of the shipped data with more than one strategy and every platform:
  /// the timelines the resolver gives a concern whose strategies are rotated are those of its
  /// strategies, not those it derived for the matrix's own concern of that id.
  @Test func strategyTimelinesAreThoseOfTheConcernGiven() throws {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let resolver = Resolver(matrix: matrix)
    var reordered = 0
    for concern in matrix.concerns where concern.strategies.count > 1 {
      var rotated = concern
      rotated.strategies.append(rotated.strategies.removeFirst())
      for platform in matrix.platforms.keys {
        let derived = rotated.strategies.map {
          StatusDerivation.timeline(of: $0, on: platform, in: matrix)
        }
        #expect(
          resolver.strategyTimelines(of: rotated, on: platform) == derived,
          "\(concern.id) on \(platform)")
        if resolver.strategyTimelines(of: concern, on: platform) != derived { reordered += 1 }
      }
    }
    // Rotating changes the order of the timelines for many concerns, so the comparison above
    // tells the cache from a fresh derivation.
    #expect(reordered > 10)
  }

  // MARK: The greedy traps

  /// Costs a list of branches the way the planner does.
  static func cost(_ branches: [(strategy: Int, start: Int, end: Int)], _ timeline: ConcernTimeline)
    -> Int
  {
    let weights = PlanWeights.standard
    return branches.reduce(0) { total, branch in
      let worst = timeline.spans[branch.strategy][branch.start..<branch.end].map {
        weights.cost(of: $0)
      }.max()!
      return total + weights.branch + worst
        + weights.cost(of: timeline.concern.strategies[branch.strategy])
    }
  }

  /// A greedy planner: from each point, the usable strategy chosen by `prefer`, kept as far as
  /// it stays usable.
  static func greedy(
    _ timeline: ConcernTimeline, prefer: (_ candidates: [(strategy: Int, end: Int)]) -> Int
  ) -> [(strategy: Int, start: Int, end: Int)] {
    var start = 0
    var branches: [(strategy: Int, start: Int, end: Int)] = []
    while start < timeline.segments.count {
      let candidates = timeline.spans.indices.compactMap { index -> (strategy: Int, end: Int)? in
        var end = start
        while end < timeline.segments.count, timeline.spans[index][end].status.isUsable { end += 1 }
        return end > start ? (index, end) : nil
      }
      let chosen = candidates[prefer(candidates)]
      branches.append((chosen.strategy, start, chosen.end))
      start = chosen.end
    }
    return branches
  }

  @Test(arguments: ["trap-furthest", "trap-status"])
  func greedyChoicesCostMoreThanTheOptimum(concern: String) throws {
    let matrix = try Self.matrix()
    let range = try matrix.resolve(RangeExpression.parse("13+"), on: .iOS)
    let timeline = ConcernTimeline(
      concern: try #require(matrix.concern(id: concern)), range: range, matrix: matrix)
    let optimum = Resolver(matrix: matrix).plan(for: timeline.concern, in: range)
    // Furthest reach first: the fewest branches, whatever they cost.
    let furthest = Self.greedy(timeline) { candidates in
      candidates.indices.max { candidates[$0].end < candidates[$1].end }!
    }
    // Best status at the current point first, then furthest reach.
    let statusFirst = Self.greedy(timeline) { candidates in
      candidates.indices.min { lhs, rhs in
        let left = timeline.spans[candidates[lhs].strategy][0].status
        let right = timeline.spans[candidates[rhs].strategy][0].status
        return (left, -candidates[lhs].end) < (right, -candidates[rhs].end)
      }!
    }
    let greedyCosts = [Self.cost(furthest, timeline), Self.cost(statusFirst, timeline)]
    #expect(greedyCosts.contains { $0 > optimum.cost })
    #expect(greedyCosts.allSatisfy { $0 >= optimum.cost })
  }

  @Test func theTrapsResolveToTheExpectedOptimum() throws {
    #expect(
      Self.summary(try Self.plan("trap-furthest", "13+"))
        == "near-a@13.0..<15.0(works) near-b@15.0..<top(works)")
    #expect(
      Self.summary(try Self.plan("trap-status", "13+")) == "whole-partial@13.0..<top(partial)")
  }

  /// A back-deployed API (`topBarLeading` runs on iOS 14; only the iOS 17 SDK declares it,
  /// `sdk.declared`) is missing from an app built with an older SDK: a plan for it never
  /// chooses a strategy that needs it, and does with an SDK that declares it.
  @Test(arguments: [("16.4", false), ("17.0", true)])
  func aBackDeployedAPIIsMissingFromAnSDKThatDoesNotDeclareIt(sdk: String, chosen: Bool)
    throws
  {
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let resolved = try matrix.resolve(RangeExpression.parse("15-26"), on: .iOS)
    let version: OSVersion = try #require(OSVersion(sdk))
    let plan = Resolver(matrix: matrix, sdk: version).navigationPlan(
      for: resolved, profile: .swiftui)
    let backButton = try #require(plan.plan(for: "custom-back-button"))
    let strategies = backButton.branches.map(\.strategy.id)
    #expect(strategies.contains("custom-back-toolbar-top-bar-leading") == chosen, "\(strategies)")
  }
}
