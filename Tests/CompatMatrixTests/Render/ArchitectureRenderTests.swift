import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// The navigation architecture in resolve output, on the shipped data: the profile and why on
/// the first lines, the summary per stretch of versions, the concerns that do not arise, and
/// the bridge lines.
@Suite struct ArchitectureRenderTests {
  /// A SwiftUI plan for 15–18 showing a container branch, a bridge (seed 000's swipe-back
  /// enabler, through a representable) and a concern that does not arise (mixed-stack
  /// alignment).
  static func report(basis: ProfileBasis = .flag, profile: NavigationProfile = .swiftui) throws
    -> ResolutionReport
  {
    let matrix = try ExpertPlanTests.matrix.get()
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    let whole = Resolver(matrix: matrix).navigationPlan(
      for: range, profile: profile, basis: basis)
    let concerns = [
      "navigation-container", "custom-navigation-bar", "swipe-back-with-hidden-bar",
      "mixed-stack-back-button-alignment",
    ]
    .compactMap(matrix.concern(id:))
    return ResolutionReport(navigation: whole.restricted(to: concerns), source: .expression)
  }

  /// The rule's verdict for a SwiftUI minimum, SwiftUI's whole plan at 1,200.
  static func rule(uiKit: Int) -> ProfileRule {
    ProfileRule(
      minimum: OSVersion(16), platform: .iOS,
      scores: [
        ProfileScore(profile: .swiftui, total: 1_200, checks: 3, gaps: 1),
        ProfileScore(profile: .uikit, total: uiKit, checks: 0, gaps: 0),
      ])
  }

  /// A weighing as the detector reports one.
  static let weighing = NavigationWeighing(
    swiftUIFiles: 60, uiKitFiles: 1, uiKitPushFiles: 0, hostedScreenFiles: 1,
    hostingOffStackFiles: 0, marginPercent: 20, verdict: "60 of 61 files …",
    targets: [
      NavigationWeighing.Target(name: "App", profile: .swiftui, swiftUIFiles: 60, uiKitFiles: 1)
    ])

  @Test func textMarkdownAndJSONMatchTheGoldenFiles() throws {
    let report = try Self.report()
    try TestSupport.expectGolden(
      try ResolutionRenderer(report: report).render(.text), "resolve/architecture.txt")
    try TestSupport.expectGolden(
      try ResolutionRenderer(report: report).render(.markdown), "resolve/architecture.md")
    try TestSupport.expectGolden(
      ResolutionJSON.document(report).rendered(), "resolve/architecture.json")
  }

  @Test func theFirstLinesSayHowTheProfileWasChosen() throws {
    let detected = try Self.report(
      basis: .detected(evidence: "SwiftUI navigation: 3 files use NavigationStack"))
    let lines = try ResolutionRenderer(report: detected).render(.text).split(separator: "\n")
    #expect(
      lines.first?.hasSuffix(
        ": SwiftUI navigation, read from the project's sources (--framework changes it)") == true)
    #expect(lines.dropFirst().first == "SwiftUI navigation: 3 files use NavigationStack")
    let ruled = try Self.report(basis: .rule(Self.rule(uiKit: 1_000)))
    let first = try ResolutionRenderer(report: ruled).render(.text).split(separator: "\n")
    #expect(
      first.first?.hasSuffix(
        ": SwiftUI navigation, assumed (--framework uikit or hybrid changes it)") == true)
    #expect(first.dropFirst().first?.contains("SwiftUI 1,200") == true)
    // Within the margin, the headline names both.
    let tied = try Self.report(basis: .rule(Self.rule(uiKit: 1_190)))
    #expect(
      try ResolutionRenderer(report: tied).render(.text).split(separator: "\n").first?.hasSuffix(
        ": SwiftUI navigation, assumed, a tie with UIKit (--framework uikit or hybrid changes it)")
        == true)
  }

  @Test func theJSONArchitectureFollowsTheDocumentedContract() throws {
    for basis in [
      ProfileBasis.flag, .detected(evidence: "SwiftUI navigation: …"),
      .detected(evidence: "SwiftUI navigation: …", weighing: Self.weighing),
      .rule(Self.rule(uiKit: 1)),
    ] {
      let value = try JSONSerialization.jsonObject(
        with: Data(ResolutionJSON.document(try Self.report(basis: basis)).rendered().utf8))
      try ResolutionRenderTests.checkContract(value)
      let root = try #require(value as? [String: Any])
      let architecture = try #require(root["architecture"] as? [String: Any])
      #expect(architecture["profile"] as? String == "swiftui")
      #expect(["flag", "project", "rule"].contains(architecture["chosenBy"] as? String ?? ""))
      #expect(architecture["headline"] is String)
      #expect(architecture["reason"] is String || architecture["reason"] is NSNull)
      #expect(architecture["evidence"] is String || architecture["evidence"] is NSNull)
      #expect(architecture["scores"] is [[String: Any]])
      if let weighed = architecture["weighed"] as? [String: Any] {
        for key in [
          "swiftUIFiles", "uiKitFiles", "uiKitPushFiles", "hostedScreenFiles",
          "hostingOffStackFiles", "marginPercent",
        ] {
          #expect(weighed[key] is Int, "\(key)")
        }
        #expect(weighed["verdict"] is String)
        let targets = try #require(weighed["targets"] as? [[String: Any]])
        #expect(targets.first?["profile"] as? String == "swiftui")
      } else {
        #expect(architecture["weighed"] is NSNull)
      }
      if let rule = architecture["rule"] as? [String: Any] {
        #expect(rule["swiftUIFrom"] as? String == "16.0")
        #expect(rule["tieMarginPercent"] as? Int == PlanWeights.standard.profileTieMarginPercent)
        #expect(rule["tie"] is Bool && rule["differencePercent"] is Int)
        #expect(rule["projectRead"] is Bool)
      } else {
        #expect(architecture["rule"] is NSNull)
      }
      let summary = try #require(architecture["summary"] as? [[String: Any]])
      #expect(!summary.isEmpty)
      for span in summary {
        for key in ["container", "routing", "tabs", "bar", "gaps"] {
          #expect(span[key] is [String], "\(key)")
        }
        #expect(span["from"] is String && span["versions"] is String)
      }
      let skipped = try #require(root["notApplicable"] as? [[String: Any]])
      #expect(skipped.map { $0["id"] as? String } == ["mixed-stack-back-button-alignment"])
      let concerns = try #require(root["concerns"] as? [[String: Any]])
      let swipe = try #require(
        concerns.first { $0["id"] as? String == "swipe-back-with-hidden-bar" })
      let bridges = try #require(swipe["bridges"] as? [[String: Any]])
      #expect(bridges.first?["through"] as? [String] == ["representable-navigation-controller"])
      #expect(bridges.first?["surfaces"] as? [String] == ["a navigation controller's pop gestures"])
      #expect(
        (bridges.first?["line"] as? String)?.contains(
          "reaches a navigation controller's pop gestures through a zero-size "
            + "UIViewControllerRepresentable") == true)
    }
  }
}
