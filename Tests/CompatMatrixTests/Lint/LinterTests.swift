import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Every finding kind on fixture files that must and must not produce it, against the shipped
/// data (`Fixtures/lint-findings`).
@Suite struct LinterTests {
  static let shipped = Result { try MatrixLoader.load(shipped: MatrixLoader.embedded()) }

  /// The findings of a fixture as `rule@line:column`.
  static func findings(
    _ fixture: String, range: String = "15-18",
    configuration: LintConfiguration = LintConfiguration(),
    previews: Bool = false
  ) throws -> [String] {
    let matrix = try shipped.get()
    let resolved = try matrix.resolve(RangeExpression.parse(range), on: .iOS)
    let linter = Linter(
      matrix: matrix, range: resolved, configuration: configuration, includePreviews: previews)
    let bytes = try TestSupport.fixtureBytes("lint-findings/\(fixture)")
    return linter.lint(bytes, file: fixture).map { "\($0.rule.rawValue)@\($0.line):\($0.column)" }
  }

  @Test func brokenStrategiesAreFoundOnlyWhereTheyRun() throws {
    // Line 6 runs on 16+, where the proxy is broken. Line 11 (#unavailable 16) and line 16
    // (the else of #available 16) run only below 16, where it works; the comment, the string,
    // the watchOS-only code and the preview are not findings.
    #expect(try Self.findings("Broken.swift") == ["broken-strategy@6:3"])
    #expect(
      try Self.findings("Broken.swift", previews: true) == [
        "broken-strategy@6:3", "broken-strategy@31:26",
      ])
    // Below 16 only, nothing is broken.
    #expect(try Self.findings("Broken.swift", range: "15.0...15.8") == [])
  }

  @Test func apisBelowTheirIntroductionNeedAGuard() throws {
    // Only the unguarded NavigationStack on line 6; the guarded ones, the @available type, the
    // code after guard #available, and NBNavigationStack / NavigationStackCompat are fine.
    #expect(try Self.findings("Unguarded.swift") == ["unguarded-api@6:5"])
    #expect(
      try Self.findings("Unguarded.swift", range: "16+").filter { $0.hasPrefix("unguarded") } == [])
  }

  @Test func aDeprecatedStrategyIsReportedWhenItIsDeprecatedThroughout() throws {
    #expect(try Self.findings("Deprecated.swift", range: "16-18") == ["deprecated-strategy@6:5"])
    // From 15, NavigationView still works on 15.x: not deprecated throughout.
    #expect(try Self.findings("Deprecated.swift", range: "15-18") == [])
  }

  @Test func aHiddenBarNeedsASwipeBackCompanion() throws {
    #expect(try Self.findings("Companion.swift", range: "15-18") == ["missing-companion@7:7"])
    #expect(try Self.findings("CompanionPresent.swift", range: "15-18") == [])
  }

  @Test func anAppWideSwipeBackStrategyAnywhereServesEveryFile() throws {
    let matrix = try Self.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS))
    let folder = TestSupport.fixtures.appendingPathComponent("lint-findings")
    func files(_ names: [String]) -> [SourceWalker.File] {
      names.map { SourceWalker.File(path: folder.appendingPathComponent($0).path, display: $0) }
    }
    let alone = linter.lint(files: files(["Companion.swift"]))
    #expect(alone.findings.map(\.rule) == [.missingCompanion])
    let together = linter.lint(files: files(["Companion.swift", "AppWideSwipeBack.swift"]))
    #expect(together.findings.isEmpty)
    #expect(together.filesLinted == 2)
  }

  @Test func generatedFilesAreNotLinted() throws {
    #expect(try Self.findings("Generated.swift") == [])
  }

  @Test func checksTheRangeSatisfiesAreRedundant() throws {
    #expect(
      try Self.findings("Redundant.swift", range: "15-18") == [
        "redundant-availability-check@5:6", "redundant-availability-check@15:1",
      ])
    // From 13, the check for 14 may fail, but @available(iOS 13.0, *) is still always met.
    #expect(
      try Self.findings("Redundant.swift", range: "13-18") == ["redundant-availability-check@15:1"])
  }

  @Test func suppressionsApplyAndUnusedOnesAreReported() throws {
    #expect(
      try Self.findings("Suppressed.swift") == [
        "unused-suppression@8:3", "unused-suppression@10:3",
      ])
  }

  @Test func theConfigurationReGradesAndTurnsOffRules() throws {
    var configuration = LintConfiguration()
    configuration.rules[.redundantAvailabilityCheck] = .off
    #expect(try Self.findings("Redundant.swift", configuration: configuration) == [])
    configuration.rules[.brokenStrategy] = .warning
    let matrix = try Self.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS),
      configuration: configuration)
    let findings = linter.lint(
      try TestSupport.fixtureBytes("lint-findings/Broken.swift"), file: "B")
    #expect(findings.map(\.severity) == [.warning])
  }

  @Test func messagesSayWhereItFailsWhatToUseAndASource() throws {
    let matrix = try Self.shipped.get()
    let linter = Linter(
      matrix: matrix, range: try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS))
    let finding = try #require(
      linter.lint(try TestSupport.fixtureBytes("lint-findings/Broken.swift"), file: "Broken.swift")
        .first)
    #expect(finding.message.contains("from iOS 16.0"))
    // The seed is cited by its title, which reporters say once per rule, not in the message;
    // the full citation is in `sources`.
    #expect(!finding.message.contains("[source"))
    #expect(finding.citations == ["SwiftUIでのナビゲーション管理 (アイリッジ開発者ブログ)"])
    #expect(finding.sources == ["003_499adc954b170e70.txt"])
    // What the one-line budget left out is in the detail.
    #expect(finding.detail.contains("For iOS 15.0–18."))
    #expect(finding.detail.contains("use tint(_:)"))
    #expect(finding.recommended == "tint-modifier")
    #expect(finding.concern == "bar-tint-color")
  }
}
