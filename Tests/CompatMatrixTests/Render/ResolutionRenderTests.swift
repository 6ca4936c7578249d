import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Golden tests of the resolve renderers on the resolver fixtures, and the JSON contract.
@Suite struct ResolutionRenderTests {
  static func report(_ expression: String = "15-18") throws -> ResolutionReport {
    let matrix = try ResolverTests.matrix()
    let range = try matrix.resolve(RangeExpression.parse(expression), on: .iOS)
    return ResolutionReport(
      range: range, source: .expression,
      plans: Resolver(matrix: matrix).plans(for: range, preferring: UpgradeTests.profile))
  }

  @Test func textMatchesTheGoldenFile() throws {
    try TestSupport.expectGolden(
      try ResolutionRenderer(report: try Self.report()).render(.text), "resolve/fixtures.txt")
  }

  @Test func markdownMatchesTheGoldenFile() throws {
    try TestSupport.expectGolden(
      try ResolutionRenderer(report: try Self.report()).render(.markdown), "resolve/fixtures.md")
  }

  @Test func jsonMatchesTheGoldenFile() throws {
    try TestSupport.expectGolden(
      try ResolutionRenderer(report: try Self.report()).render(.json), "resolve/fixtures.json")
  }

  @Test func colourIsOnlyWrittenWhenAsked() throws {
    let report = try Self.report()
    let plain = try ResolutionRenderer(report: report).render(.text)
    let coloured = try ResolutionRenderer(report: report, style: TextStyle(isEnabled: true))
      .render(.text)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[32mworks"))
    let stripped = coloured.replacingOccurrences(
      of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression)
    #expect(stripped == plain)
  }

  /// Checks a decoded JSON value against the documented shape of `resolve --format json`.
  static func checkContract(_ value: Any) throws {
    let root = try #require(value as? [String: Any])
    #expect(root["schemaVersion"] as? Int == 2)
    #expect(root["platform"] is String)
    let range = try #require(root["range"] as? [String: Any])
    #expect(range["min"] is String && range["max"] is String)
    let source = try #require(root["source"] as? String)
    #expect(RangeSource(rawValue: source) != nil)
    let concerns = try #require(root["concerns"] as? [[String: Any]])
    for concern in concerns {
      #expect(concern["id"] is String && concern["title"] is String)
      let outcome = try #require(concern["outcome"] as? String)
      #expect(PlanOutcome(rawValue: outcome) != nil)
      let branches = try #require(concern["branches"] as? [[String: Any]])
      for branch in branches {
        #expect(branch["strategy"] is String && branch["title"] is String)
        #expect(branch["apis"] is [String])
        #expect(branch["from"] is String)
        #expect(branch["until"] is String || branch["until"] is NSNull)
        let status = try #require(branch["status"] as? String)
        #expect(["works", "partial", "deprecated"].contains(status))
        #expect(branch["notes"] is [Any])
        let kind = try #require(branch["kind"] as? String)
        #expect(StrategyKind(rawValue: kind) != nil)
      }
      for stretch in try #require(concern["notApplicable"] as? [[String: Any]]) {
        #expect(stretch["from"] is String && stretch["reason"] is String)
        #expect(stretch["until"] is String || stretch["until"] is NSNull)
      }
      let check = concern["availabilityCheck"]
      #expect((check as? String)?.hasPrefix("if #available(") ?? (check is NSNull))
      let rejected = try #require(concern["rejected"] as? [[String: Any]])
      for rejection in rejected {
        #expect(rejection["strategy"] is String)
        for version in try #require(rejection["versions"] as? [[String: Any]]) {
          #expect(version["from"] is String)
          #expect(version["until"] is String || version["until"] is NSNull)
          #expect(version["status"] is String && version["reason"] is String)
        }
      }
      #expect(concern["sources"] is [String])
    }
  }

  @Test func jsonFollowsTheDocumentedContract() throws {
    let text = try ResolutionRenderer(report: try Self.report()).render(.json)
    try Self.checkContract(try JSONSerialization.jsonObject(with: Data(text.utf8)))
  }
}
