import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixSDK
@testable import CompatMatrixTypecheck

/// The uses made of records, and what each is checked at: from the record's symbol, kind and
/// availability alone (or its `probe`), everywhere.
@Suite struct RecordProbeTests {
  static func record(
    _ symbol: String, _ kind: APIKind, probe: String? = nil,
    _ availability: APIAvailability = APIAvailability(introduced: OSVersion(16))
  ) -> APIRecord {
    APIRecord(
      id: "fixture", symbol: symbol, framework: "SwiftUI", kind: kind, summary: "A record.",
      availability: [.iOS: availability], probe: probe,
      evidence: Evidence(sources: ["https://example.com"], confidence: .confirmed),
      declaredAt: SourceReference(
        file: "fixture.json", location: SourceLocation(line: 1, column: 1), path: ""))
  }

  @Test(
    arguments: [
      ("NavigationStack", APIKind.struct, nil, "extension NavigationStack {}"),
      ("UIButton.Configuration", .struct, nil, "extension UIButton.Configuration {}"),
      ("PreferenceKey", .protocol, nil, "extension PreferenceKey {}"),
      (
        "navigationBarHidden(_:)", .modifier, nil,
        "func probe7<ProbeValue: View>(_ view: ProbeValue) { _ = view.navigationBarHidden(_:) }"
      ),
      (
        "UINavigationBar.appearance().tintColor", .property, nil,
        "func probe7() { _ = { (value: UINavigationBar) in value.tintColor } }"
      ),
      (
        "ToolbarItemPlacement.principal", .enumCase, nil,
        "func probe7() { _ = ToolbarItemPlacement.principal }"
      ),
      (
        "UIBarButtonItem.init(customView:)", .initializer, nil,
        "func probe7() { _ = UIBarButtonItem.init(customView:) }"
      ),
      (
        "UIBarAppearance.configureWithOpaqueBackground()", .method, nil,
        "func probe7() { _ = UIBarAppearance.configureWithOpaqueBackground }"
      ),
      (
        "navigationDestination(for:destination:)", .modifier,
        "view.navigationDestination(for: String.self) { _ in EmptyView() }",
        "func probe7<ProbeView: View>(_ view: ProbeView) { _ = view.navigationDestination(for: String.self) { _ in EmptyView() } }"
      ),
      (
        "pushViewController(_:animated:)", .method,
        "UINavigationController.pushViewController(_:animated:)",
        "func probe7() { _ = UINavigationController.pushViewController(_:animated:) }"
      ),
    ] as [(String, APIKind, String?, String)])
  func eachKindHasItsUse(symbol: String, kind: APIKind, probe: String?, code: String) throws {
    let made = try RecordProbe.make(for: Self.record(symbol, kind, probe: probe), index: 7).get()
    #expect(made.code == code)
    #expect(made.isExplicit == (probe != nil))
  }

  @Test(arguments: [
    ("pushViewController(_:animated:)", APIKind.method, "its symbol names no type"),
    ("UIDesignRequiresCompatibility", .macro, "a macro"),
    ("open(", .struct, "its symbol is not a Swift name"),
  ])
  func recordsWithoutAUseSayWhy(symbol: String, kind: APIKind, reason: String) {
    guard case .failure(let failure) = RecordProbe.make(for: Self.record(symbol, kind), index: 0)
    else {
      Issue.record("\(symbol) has a use")
      return
    }
    #expect(failure.reason.hasPrefix(reason))
  }

  static let environment = TypecheckEnvironment(
    name: "env", command: ["swiftc"], sdkPath: "/sdk", sdkVersion: OSVersion(16, 4),
    settings: SDKSettings(
      version: OSVersion(16, 4), minimumDeploymentTarget: OSVersion(11),
      deploymentTargets: [OSVersion(11), OSVersion(12, 4), OSVersion(15, 6), OSVersion(16, 4)]))

  static func plan(_ availability: APIAvailability) -> String {
    switch ProbePlan.make(availability, environment: environment, releases: [OSVersion(13)]) {
    case .checks(let plan):
      plan.checks.map { "\($0.kind) \($0.target)" }.joined(separator: ", ")
    case .decided(let finding): "\(finding.verdict.rawValue): \(finding.note ?? "")"
    }
  }

  @Test(arguments: [
    (APIAvailability(introduced: OSVersion(16)), "below 15.0, introduced 16.0, latest 16.4"),
    (
      APIAvailability(introduced: OSVersion(13), deprecated: .hard(OSVersion(16))),
      "below 12.0, introduced 13.0, deprecation 16.0"
    ),
    (
      APIAvailability(introduced: OSVersion(13), deprecated: .soft),
      "below 12.0, introduced 13.0, latest 16.4"
    ),
    (APIAvailability(introduced: OSVersion(2)), "introduced 11.0, latest 16.4"),
    (
      APIAvailability(
        introduced: OSVersion(13), deprecated: .hard(OSVersion(16)),
        sdk: SDKHistory(deprecated: OSVersion(17))),
      "below 12.0, introduced 13.0, latest 16.4"
    ),
    (
      APIAvailability(introduced: OSVersion(13), obsoleted: OSVersion(16)),
      "below 12.0, introduced 13.0, obsoleted 16.0, latest 16.4"
    ),
    (APIAvailability(introduced: OSVersion(18)), "absent: the 16.4 SDK predates iOS 18.0"),
    (
      APIAvailability(introduced: OSVersion(14), sdk: SDKHistory(declared: OSVersion(17))),
      "later-sdk: changed in a later SDK: the record says the 17.0 SDK first declares it, dated back to iOS 14.0"
    ),
  ])
  func eachRecordIsCheckedBelowAtAndAfter(availability: APIAvailability, plan: String) {
    #expect(Self.plan(availability) == plan)
  }
}

/// Reading one check's diagnostics against the record, on diagnostics as the compiler words
/// them.
@Suite struct ProbeEvaluatorTests {
  static let evaluator = ProbeEvaluator(
    data: APIAvailability(introduced: OSVersion(14), deprecated: .hard(OSVersion(16))),
    probe: RecordProbe(code: "", isExplicit: false, baseName: "toolbar"), sdk: OSVersion(18, 6))

  static func error(_ message: String) -> CompilerDiagnostic {
    CompilerDiagnostic(file: "P.swift", line: 5, column: 1, severity: .error, message: message)
  }

  static func warning(_ message: String) -> CompilerDiagnostic {
    CompilerDiagnostic(file: "P.swift", line: 5, column: 1, severity: .warning, message: message)
  }

  @Test(
    arguments: [
      (
        ProbePlan.Check.Kind.below, 13,
        [error("'toolbar(content:)' is only available in iOS 14.0 or newer")],
        CheckOutcome.agrees("error at iOS 13.0")
      ),
      (
        .below, 13,
        [
          error("'View' is only available in iOS 13.0 or newer"),
          error("'toolbar(content:)' is only available in iOS 15.0 or newer"),
        ],
        .disagrees(
          field: "introduced", data: "14.0", compiler: "15.0",
          message: "'toolbar(content:)' is only available in iOS 15.0 or newer")
      ),
      (
        .below, 13, [error("ambiguous use of 'toolbar(content:)'")],
        .agrees(
          "error at iOS 13.0 (ambiguous use of 'toolbar(content:)': no overload is available there)"
        )
      ),
      (
        .introduced, 14, [error("ambiguous use of 'toolbar(content:)'")],
        .notCheckable(
          "the use made from its symbol does not type-check at iOS 14.0 (ambiguous use of "
            + "'toolbar(content:)'); give the record a `probe`")
      ),
      (
        .introduced, 14, [error("value of type 'ProbeValue' has no member 'toolbar'")],
        .notFound("at iOS 14.0: value of type 'ProbeValue' has no member 'toolbar'")
      ),
      (.introduced, 14, [], .agrees("clean at iOS 14.0")),
      (
        .deprecation, 16, [warning("'toolbar(content:)' was deprecated in iOS 16.0: use x")],
        .agrees("deprecation warning at iOS 16.0")
      ),
      (
        .deprecation, 16, [],
        .disagrees(
          field: "deprecated", data: "16.0", compiler: "none", message: "no deprecation warning")
      ),
      (
        .latest, 15, [warning("'other()' was deprecated in iOS 9.0")],
        .agrees("no deprecation warning at iOS 15.0")
      ),
    ] as [(ProbePlan.Check.Kind, Int, [CompilerDiagnostic], CheckOutcome)])
  func diagnosticsAgreeOrNot(
    kind: ProbePlan.Check.Kind, target: Int, diagnostics: [CompilerDiagnostic],
    outcome: CheckOutcome
  ) {
    let check = ProbePlan.Check(kind: kind, target: OSVersion(target))
    #expect(Self.evaluator.outcome(of: check, diagnostics: diagnostics, failure: nil) == outcome)
  }

  @Test func aRunWithoutAVerdictChecksNothing() {
    let check = ProbePlan.Check(kind: .introduced, target: OSVersion(14))
    #expect(
      Self.evaluator.outcome(of: check, diagnostics: [], failure: "the compiler stopped")
        == .notCheckable("the compiler gave no verdict at iOS 14.0: the compiler stopped"))
  }
}
