import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// `upgrade` and `advise` on the resolver fixtures.
@Suite struct UpgradeTests {
  /// The profile the fixture data's plans are made under: its strategies are SwiftUI's, and
  /// these tests are about upgrades and advice, not about which profile the rule picks
  /// (`ProfileRuleTests`).
  static let profile = FrameworkPreference.swiftui

  static func report(from: String, to: String, max: String = "18") throws -> UpgradeReport {
    let matrix = try ResolverTests.matrix()
    let old = try matrix.resolve(DeploymentRange.parse(minimum: from, maximum: max), on: .iOS)
    let new = try matrix.resolve(DeploymentRange.parse(minimum: to, maximum: max), on: .iOS)
    return UpgradeReport(
      from: old, to: new, resolver: Resolver(matrix: matrix), preferring: Self.profile)
  }

  static func concern(_ id: String, _ report: UpgradeReport) throws -> ConcernUpgrade {
    try #require(report.concerns.first { $0.concern.id == id })
  }

  @Test func aCheckAtTheNewMinimumCanBeDeleted() throws {
    let report = try Self.report(from: "15", to: "16")
    let hard = try Self.concern("hard", report)
    #expect(hard.removedChecks == ["#available(iOS 16.0, *)"])
    #expect(hard.after.branches.map(\.strategy.id) == ["hard-new"])
    #expect(hard.hasChanges)
    // A soft deprecation never earned a branch, so there is none to delete.
    #expect(try Self.concern("branched", report).removedChecks.isEmpty)
    #expect(try Self.concern("single", report).hasChanges == false)
  }

  @Test func aHardDeprecationAtTheNewMinimumIsANewWarning() throws {
    let report = try Self.report(from: "15", to: "16")
    let linking = try Self.concern("linking", report)
    #expect(linking.newWarnings.map(\.symbol) == ["OldLink.init(destination:isActive:label:)"])
    #expect(linking.newWarnings.first?.since == OSVersion(16))
    // Raising from 16 to 17: the warning started at 16, so it is not new.
    let later = try Self.report(from: "16", to: "17")
    #expect(try Self.concern("linking", later).newWarnings.isEmpty)
  }

  @Test func aWorkaroundIsRetiredWhenTheNativeAPIArrives() throws {
    let report = try Self.report(from: "15", to: "17")
    let workaround = try Self.concern("workaround", report)
    #expect(workaround.retired.map(\.id) == ["wa-custom"])
    // The workaround serves only where it is needed: the old plan already adopts the native
    // API where it arrives, so raising the minimum deletes the check and the workaround.
    #expect(workaround.before.branches.map(\.strategy.id) == ["wa-custom", "wa-native"])
    #expect(workaround.after.branches.map(\.strategy.id) == ["wa-native"])
    #expect(workaround.removedChecks == ["#available(iOS 17.0, *)"])
    #expect(workaround.newlyPossible.isEmpty)
    #expect(
      report.summary == "5 #available branches removed, 2 workarounds retired, 1 new warning.")
  }

  @Test func softDeprecationsInTheNewRangeAreListedToPlanFor() throws {
    // From 13 to 15 the old container still serves, superseded from 16.
    let report = try Self.report(from: "13", to: "15")
    let branched = try Self.concern("branched", report)
    #expect(branched.softDeprecations.map(\.symbol) == ["OldContainer"])
    #expect(branched.softDeprecations.first?.replacement == "NewContainer")
  }

  @Test func textMarkdownJSONAndDecisionRecordMatchTheGoldenFiles() throws {
    let report = try Self.report(from: "15", to: "17")
    let renderer = UpgradeRenderer(report: report)
    try TestSupport.expectGolden(try renderer.render(.text), "upgrade/fixtures.txt")
    try TestSupport.expectGolden(try renderer.render(.markdown), "upgrade/fixtures.md")
    try TestSupport.expectGolden(try renderer.render(.json), "upgrade/fixtures.json")
    let matrix = try ResolverTests.matrix()
    let advice = try MinimumAdvice(
      resolver: Resolver(matrix: matrix), platform: .iOS,
      maximum: try DeploymentRange.parse(minimum: "18", maximum: "18"), preferring: Self.profile)
    try TestSupport.expectGolden(
      try UpgradeRenderer(report: report, advice: advice).render(.adr), "upgrade/fixtures-adr.md")
  }

  @Test func theDecisionRecordHasEverySection() throws {
    let record = try UpgradeRenderer(report: try Self.report(from: "15", to: "16")).render(.adr)
    for heading in [
      "# Raise the minimum", "- Status: Proposed", "## Context", "## Decision",
      "## Consequences", "## Alternatives considered",
    ] {
      #expect(record.contains(heading))
    }
  }
}

@Suite struct AdviceTests {
  static func advice(files: [MatrixFile] = []) throws -> MinimumAdvice {
    let base = try TestSupport.baseFiles()
    let resolver = MatrixFile(
      path: "resolver/concerns.json",
      bytes: try TestSupport.fixtureBytes("matrices/resolver/concerns.json"))
    let matrix = try MatrixLoader.load(shipped: base + [resolver], team: files)
    return try MinimumAdvice(
      resolver: Resolver(matrix: matrix), platform: .iOS,
      maximum: try DeploymentRange.parse(minimum: "18", maximum: "18"),
      preferring: UpgradeTests.profile)
  }

  @Test func oneRowPerMajorReleaseWithItsCounts() throws {
    let advice = try Self.advice()
    #expect(advice.rows.map(\.minimum.major) == [13, 14, 15, 16, 17, 18])
    let at15 = try #require(advice.rows.first { $0.minimum.major == 15 })
    let at17 = try #require(advice.rows.first { $0.minimum.major == 17 })
    #expect(at15.branches > at17.branches)
    #expect(advice.rows.allSatisfy { $0.coverage == nil })
  }

  @Test func thePlateauIsTheFirstMinimumNothingLaterBeats() throws {
    let advice = try Self.advice()
    let plateau = try #require(advice.plateau)
    #expect(
      advice.rows.filter { $0.minimum > plateau.minimum }.allSatisfy {
        $0.complexity >= plateau.complexity
      })
    let earlier = advice.rows.filter { $0.minimum < plateau.minimum }
    #expect(
      earlier.allSatisfy { row in
        advice.rows.contains { $0.minimum > row.minimum && $0.complexity < row.complexity }
      })
    try TestSupport.expectGolden(
      try AdviceRenderer(advice: advice).render(.text), "advise/fixtures.txt")
    try TestSupport.expectGolden(
      try AdviceRenderer(advice: advice).render(.json), "advise/fixtures.json")
  }
}
