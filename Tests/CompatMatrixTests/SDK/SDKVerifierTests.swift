import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK

/// Verdicts on the fixture teams' records against the two fixture SDKs.
@Suite struct SDKVerifierTests {
  private func report(team: String, sdks: [SDKFolder]? = nil) throws -> SDKVerificationReport {
    let matrix = try SDKTestSupport.matrix(team: team)
    return try SDKVerifier(matrix: matrix, recordsIn: team).verify(
      sdks ?? SDKTestSupport.fixtureSDKs())
  }

  /// `verdict 16.4-verdict 18.0-verdict`, `-` where an SDK cannot tell.
  private func verdicts(_ verification: RecordVerification) -> String {
    ([verification.combined?.verdict.rawValue ?? "unchecked"]
      + verification.findings.map { $0?.verdict.rawValue ?? "-" }).joined(separator: " ")
  }

  @Test(arguments: [
    ("fixture-navigation-view", "agrees agrees agrees"),
    ("fixture-navigation-stack-path-init", "agrees agrees agrees"),
    ("fixture-navigation-link-destination-is-active", "agrees agrees agrees"),
    // Back-dated: first in the 18.0 fixture, dated back to 16.0: the 16.4 SDK is older than
    // the SDK that brought it.
    ("fixture-navigation-link-value", "agrees later-sdk agrees"),
    // Soft-deprecated from 18.0; the 16.4 SDK predates it.
    ("fixture-toolbar-visibility-for", "agrees agrees agrees"),
    ("fixture-toolbar-visibility", "agrees absent agrees"),
    // The overload without a hint agrees through the ShapeStyle one; the hint picks the other.
    ("fixture-toolbar-background-style", "agrees agrees agrees"),
    // Soft deprecations a later SDK of the run brought.
    ("fixture-toolbar-background-visibility-legacy", "agrees later-sdk agrees"),
    ("fixture-navigation-bar-leading", "agrees later-sdk agrees"),
    ("fixture-top-bar-trailing", "agrees later-sdk agrees"),
    // Declared unavailable on iOS before iOS has it, then not declared.
    ("fixture-navigation-subtitle", "absent absent absent"),
    ("fixture-environment-dismiss", "agrees agrees agrees"),
    ("fixture-offset", "agrees agrees agrees"),
    ("fixture-tab", "agrees absent agrees"),
    ("fixture-push-view-controller", "agrees agrees agrees"),
    ("fixture-pop-view-controller", "agrees agrees agrees"),
    ("fixture-navigation-bar-hidden", "agrees agrees agrees"),
    ("fixture-interactive-pop-gesture-recognizer", "agrees agrees agrees"),
    ("fixture-bar-tint-color", "agrees agrees agrees"),
    ("fixture-appearance-tint-color", "agrees agrees agrees"),
    // The 16.4 fixture has no UINavigationItem.h: to the run, the 18.0 SDK brought them.
    ("fixture-back-button-title", "agrees later-sdk agrees"),
    ("fixture-prompt", "agrees later-sdk agrees"),
    ("fixture-button-configuration", "agrees agrees agrees"),
    ("fixture-button-configuration-content-insets", "agrees agrees agrees"),
    ("fixture-transition-zoom", "agrees absent agrees"),
  ])
  func aTeamsRightRecordsAgree(id: String, expected: String) throws {
    let report = try report(team: "team")
    let verification = try #require(report.records.first { $0.record.id == id })
    #expect(verdicts(verification) == expected)
    #expect(!report.hasFailures)
  }

  @Test func aBackDatedSymbolSaysWhereItFirstAppeared() throws {
    let report = try report(team: "team")
    let trailing = try #require(report.records.first { $0.record.id == "fixture-top-bar-trailing" })
    #expect(
      trailing.combined?.note
        == "back-deployed before 17.0; first declared by the 18.0 SDK (not the 16.4 one), "
        + "dated back to iOS 14.0")
    #expect(
      trailing.findings[0]?.note?.hasPrefix(
        "not yet in this SDK: added in the 18.0 SDK, dated back to iOS 14.0") == true)
    let location = trailing.combined?.location
    #expect(location?.file.hasSuffix("SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface") == true)
  }

  @Test func recordsOfOtherFrameworksAreSkipped() throws {
    let report = try report(team: "team")
    #expect(report.skipped.map(\.id) == ["fixture-info-plist-key"])
    #expect(report.records.count == 28)
    #expect(report.totals == [.agrees: 27, .absent: 1])
  }

  @Test(
    arguments: [
      ("fixture-navigation-stack", "disagrees", "introduced", "15.0", "16.0"),
      ("fixture-toolbar-visibility-for", "disagrees", "deprecated", "none", "soft"),
      ("fixture-navigation-stack-path-init", "not-found", nil, nil, nil),
      ("fixture-navigation-destination-for", "disagrees", "deprecated", "17.0", "none"),
      ("fixture-interactive-pop-gesture-recognizer", "disagrees", "introduced", "8.0", "7.0"),
      // Not in the 16.4 SDK, in the 18.0 one without a version: not as old as the record says.
      (
        "fixture-gesture-recognizer-should-begin", "disagrees", "introduced", "3.2",
        "after 16.4 (first declared by the 18.0 SDK)"
      ),
      ("fixture-prompt", "disagrees", "deprecated", "11.0", "soft"),
      ("fixture-navigation-subtitle", "disagrees", "available", "iOS 16.0", "unavailable"),
      // The record's SDK history, against what the SDKs show.
      (
        "fixture-wrong-sdk-declared", "disagrees", "sdk.declared", "16.0",
        "after 16.4 (first declared by the 18.0 SDK)"
      ),
      (
        "fixture-wrong-sdk-deprecated", "disagrees", "deprecated", "soft",
        "none (the record says the 16.0 SDK deprecates it)"
      ),
    ] as [(String, String, String?, String?, String?)])
  func aTeamsWrongRecordsAreCaught(
    id: String, verdict: String, field: String?, data: String?, sdk: String?
  ) throws {
    let report = try report(team: "team-wrong")
    let finding = try #require(report.records.first { $0.record.id == id }?.combined)
    #expect(finding.verdict.rawValue == verdict)
    #expect(finding.field == field)
    #expect(finding.data == data)
    #expect(finding.sdk == sdk)
    #expect(report.hasFailures)
  }

  @Test func aLoneSDKJudgesWhatItCan() throws {
    let report = try report(team: "team", sdks: [SDKTestSupport.sdk("iPhoneOS16.4.sdk")])
    func finding(_ id: String) -> SDKFinding? {
      report.records.first { $0.record.id == id }?.combined
    }
    // The replacement's introduction dates the soft deprecation: 16.4 predates it.
    #expect(finding("fixture-toolbar-visibility-for")?.verdict == .agrees)
    // The record says which SDK brought the deprecation, and the symbol: 16.4 is older.
    #expect(finding("fixture-navigation-bar-leading")?.verdict == .laterSDK)
    #expect(
      finding("fixture-navigation-bar-leading")?.note
        == "changed in a later SDK: the record says the 18.0 SDK first deprecates it")
    #expect(finding("fixture-top-bar-trailing")?.verdict == .laterSDK)
    #expect(
      finding("fixture-top-bar-trailing")?.note
        == "not yet in this SDK: the record says the 18.0 SDK first declares it, dated back to "
        + "iOS 14.0")
    // Nothing dates this one: the 16.4 fixture has no UINavigationItem.h, but has the UIKit
    // overlay and a whole header folder.
    #expect(finding("fixture-back-button-title")?.verdict == .notFound)
    #expect(finding("fixture-toolbar-background-visibility-legacy")?.verdict == .disagrees)
    #expect(report.hasFailures)
  }

  @Test func aLoneNewerSDKReportsNothingAgainstRightRecords() throws {
    let report = try report(team: "team", sdks: [SDKTestSupport.sdk("iPhoneOS18.0.sdk")])
    #expect(!report.hasFailures)
    #expect(report.totals[.disagrees] == nil)
    #expect(report.totals[.notFound] == nil)
  }
}
