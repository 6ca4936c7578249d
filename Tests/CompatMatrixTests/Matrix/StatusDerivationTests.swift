import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

@Suite struct StatusDerivationTests {
  static func status(_ strategyID: String, at version: String, on platform: Platform = .iOS)
    throws -> StrategyStatus
  {
    let matrix = try TestSupport.baseMatrix()
    let strategy = try #require(matrix.strategy(id: strategyID)).strategy
    return try StatusDerivation.status(
      of: strategy, on: platform, at: OSVersion.parse(version), in: matrix
    ).status
  }

  @Test(arguments: [
    // A soft deprecation derives `deprecated` once the replacement is introduced.
    ("use-old-container", "13.0", StrategyStatus.works),
    ("use-old-container", "15.4", .works),
    ("use-old-container", "16.0", .deprecated),
    ("use-old-container", "26.0", .deprecated),
    // An API not yet introduced makes the strategy unavailable.
    ("use-new-container", "15.0", .unavailable),
    ("use-new-container", "16.0", .works),
    // A behaviour entry overrides the derived status over its range only.
    ("tint-modifier", "14.0", .unavailable),
    ("tint-modifier", "15.0", .works),
    ("tint-modifier", "16.0", .broken),
    ("tint-modifier", "16.3.9", .broken),
    ("tint-modifier", "16.4", .works),
    // A strategy that requires nothing works everywhere.
    ("global-appearance", "13.0", .works),
  ])
  func derivesStatusFromAvailabilityThenEntries(
    strategy: String, version: String, expected: StrategyStatus
  ) throws {
    #expect(try Self.status(strategy, at: version) == expected)
  }

  @Test func aPlatformTheAPIDoesNotListMakesTheStrategyUnavailable() throws {
    #expect(try Self.status("use-old-container", at: "14.0", on: .macOS) == .unavailable)
    #expect(try Self.status("use-new-container", at: "13.0", on: .macOS) == .works)
  }

  @Test func timelineMergesEqualSpansAndStartsAtZero() throws {
    let matrix = try TestSupport.baseMatrix()
    let strategy = try #require(matrix.strategy(id: "tint-modifier")).strategy
    let spans = StatusDerivation.timeline(of: strategy, on: .iOS, in: matrix)
    #expect(spans.map(\.from.description) == ["0.0", "15.0", "16.0", "16.4"])
    #expect(spans.map(\.status) == [.unavailable, .works, .broken, .works])
    #expect(spans.last?.until == nil)
    #expect(spans[0].cause == .notIntroduced(api: "tint", introduced: OSVersion(15)))
  }

  @Test func hardDeprecationAndObsoletionAreDerived() throws {
    let matrix = try TestSupport.baseMatrix()
    let oldLink = try #require(matrix.api(id: "old-link"))
    let removed = try #require(matrix.api(id: "removed-thing"))
    #expect(
      StatusDerivation.apiStatus(oldLink, at: OSVersion(15), platform: .iOS, matrix: matrix).0
        == .works)
    #expect(
      StatusDerivation.apiStatus(oldLink, at: OSVersion(16), platform: .iOS, matrix: matrix).1
        == .deprecated(api: "old-link", since: OSVersion(16)))
    #expect(
      StatusDerivation.apiStatus(removed, at: OSVersion(17), platform: .iOS, matrix: matrix).1
        == .obsoleted(api: "removed-thing", since: OSVersion(17)))
  }

  @Test func supersessionUsesTheEarliestReplacement() throws {
    let matrix = try TestSupport.baseMatrix()
    let old = try #require(matrix.api(id: "old-container"))
    let result = try #require(StatusDerivation.supersession(of: old, on: .iOS, in: matrix))
    #expect(result.replacement == "new-container")
    #expect(result.since == OSVersion(16))
    #expect(StatusDerivation.supersession(of: old, on: .macOS, in: matrix)?.since == OSVersion(13))
  }
}
