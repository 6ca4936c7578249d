import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixRender
@testable import CompatMatrixSDK
@testable import CompatMatrixTypecheck
@testable import CompatMatrixWorkflows

/// `verify-sdk --typecheck` over fixture team data: everywhere on the real compiler's output
/// for the iOS 16.4 SDK, replayed (`Fixtures/typecheck/replay/`); against a real SDK where a
/// type-check environment is on the machine. The replays are made again with
/// `UPDATE_TYPECHECK_FIXTURES=1` and an environment (then review the diff, as for goldens).
@Suite struct CompilerVerifierTests {
  static let folder = "Tests/CompatMatrixTests/Fixtures/typecheck"

  static func request(_ team: String, environment: String) -> VerifySDKWorkflow.Request {
    VerifySDKWorkflow.Request(
      data: DataRequest(folder: "\(folder)/\(team)", directory: TestSupport.packageRoot.path),
      sdks: [], typecheck: TypecheckRequest(names: [environment], timeout: 600))
  }

  /// Every record's verdict and what it rests on, one line each.
  static func verdicts(_ report: SDKVerificationReport) -> [String] {
    report.records.map { verification in
      let finding = verification.combined
      return [
        verification.record.id, finding?.verdict.rawValue ?? "unchecked", finding?.field,
        finding?.data, finding?.sdk,
      ].compactMap { $0 }.joined(separator: " ")
    }
  }

  static let rightVerdicts = [
    "tc-design-requires-compatibility not-checkable",
    "tc-navigation-bar-hidden agrees",
    "tc-navigation-destination-for agrees",
    "tc-navigation-link-destination-is-active agrees",
    "tc-navigation-stack agrees",
    "tc-navigation-stack-path-init not-checkable",
    "tc-push-view-controller not-checkable",
    "tc-tab absent",
    "tc-toolbar-item-placement-principal agrees",
    "tc-toolbar-item-placement-top-bar-leading later-sdk",
    "tc-ui-bar-appearance-configure agrees",
    "tc-ui-button-content-edge-insets agrees",
    "tc-ui-navigation-bar-tint-color agrees",
  ]

  static let wrongVerdicts = [
    "tw-navigation-destination-for disagrees probe type-checks error",
    "tw-navigation-link-destination-is-active disagrees deprecated 15.0 none",
    "tw-navigation-stack disagrees introduced 15.0 16.0",
    "tw-ui-button-content-edge-insets disagrees deprecated soft 15.0",
    "tw-ui-navigation-bar-appearence not-found",
    "tw-ui-navigation-bar-standard-appearance disagrees introduced 14.0 available at iOS 13.0",
  ]

  @Test func rightRecordsAgreeOrAreExplainedOnTheCompilersReplayedWords() throws {
    let environment = try TypecheckTestSupport.replayEnvironment("team")
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    let report = try VerifySDKWorkflow.run(Self.request("team", environment: environment.path))
    #expect(report.source == .compiler)
    #expect(Self.verdicts(report) == Self.rightVerdicts)
    #expect(!report.hasFailures)
    let text = SDKVerificationText(report: report).render()
      .replacingOccurrences(of: environment.path, with: "ENV")
    try TestSupport.expectGolden(text, "verify-sdk/typecheck-team.txt")
    let json = SDKVerificationJSON.document(report).rendered()
      .replacingOccurrences(of: environment.path, with: "ENV")
    try TestSupport.expectGolden(json, "verify-sdk/typecheck-team.json")
  }

  @Test func aWrongRecordInATeamsFolderIsCaughtByTheCompilersReplayedWords() throws {
    let environment = try TypecheckTestSupport.replayEnvironment("team-wrong")
    defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
    let report = try VerifySDKWorkflow.run(
      Self.request("team-wrong", environment: environment.path))
    #expect(Self.verdicts(report) == Self.wrongVerdicts)
    #expect(report.hasFailures)
    let text = SDKVerificationText(report: report).render()
      .replacingOccurrences(of: environment.path, with: "ENV")
    try TestSupport.expectGolden(text, "verify-sdk/typecheck-team-wrong.txt")
  }

  @Test func aNameThatIsNoEnvironmentIsNamedAsGiven() throws {
    #expect {
      try VerifySDKWorkflow.run(Self.request("team", environment: "\(Self.folder)/team"))
    } throws: { error in
      guard case .environment(let failure) = error as? VerifySDKWorkflow.Failure else {
        return false
      }
      return failure.name == "\(Self.folder)/team"
    }
  }

  @Test(
    .enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason),
    .enabled(
      if: TypecheckTestSupport.isRecording,
      "replays are made again only with UPDATE_TYPECHECK_FIXTURES=1"))
  func recordTheReplays() throws {
    let real = try #require(
      TypecheckTestSupport.environments.first { $0.sdkVersion == OSVersion(16, 4) })
    for team in ["team", "team-wrong"] {
      let environment = try TypecheckTestSupport.recordingEnvironment(team, real: real)
      defer { try? FileManager.default.removeItem(at: environment.deletingLastPathComponent()) }
      _ = try VerifySDKWorkflow.run(Self.request(team, environment: environment.path))
    }
    Issue.record("the replays were made again: review the diff and run the tests again")
  }
}

/// The same fixture teams against a real iOS SDK, through the command line: a wrong record
/// fails the run (exit 1), right ones pass. Skipped, saying so, without an environment.
@Suite(.enabled(if: TypecheckTestSupport.hasEnvironment, TypecheckTestSupport.skipReason))
struct CompilerVerifierRealSDKTests {
  @Test func aWrongIntroducedVersionInATeamsFolderFailsOnARealSDK() throws {
    let environment = try #require(TypecheckTestSupport.environment)
    let folder = CompilerVerifierTests.folder
    let wrong = try BinaryRunner.run(
      [
        "verify-sdk", "--typecheck", "--matrices", "\(folder)/team-wrong", "--format", "json",
        environment.name,
      ], in: TestSupport.packageRoot, timeout: 1800)
    #expect(wrong.status == 1, "\(wrong.stderr)")
    #expect(
      wrong.stdout.contains(#""id" : "tw-navigation-stack""#)
        || wrong.stdout.contains(#""id": "tw-navigation-stack""#))
    let report = try VerifySDKWorkflow.run(
      CompilerVerifierTests.request("team-wrong", environment: environment.name))
    let stack = try #require(report.records.first { $0.record.id == "tw-navigation-stack" })
    #expect(stack.combined?.verdict == .disagrees)
    #expect(stack.combined?.field == "introduced")
    #expect(stack.combined?.sdk == "16.0")
    let right = try BinaryRunner.run(
      ["verify-sdk", "--typecheck", "--matrices", "\(folder)/team", environment.name],
      in: TestSupport.packageRoot, timeout: 1800)
    #expect(right.status == 0, "\(right.stdout)\(right.stderr)")
  }
}
