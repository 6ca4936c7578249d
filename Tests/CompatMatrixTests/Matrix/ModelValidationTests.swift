import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData

/// The validator holds the judgment model's invariants on a team's file over the shipped data:
/// each broken rule is one error at the file, line and column of the value at fault.
@Suite struct ModelValidationTests {
  /// A team concern whose first strategy has `strategy` spliced in, and a second, plain one.
  static func concern(
    _ strategy: String, concern extra: String = "",
    requires: String = #""navigation-stack", "tint""#
  ) -> String {
    """
    {
      "concerns": [
        {
          "id": "team-check",
          "title": "Team check",
          "question": "Does the validator hold?",
          "summary": "A concern written to break one rule.",
          "tags": [],\(extra)
          "strategies": [
            {
              "id": "team-check-first",
              "title": "First",
              "summary": "The strategy under test.",
              "origin": "first-party",
              "requires": [\(requires)],
    \(strategy)
              "sources": ["https://example.com/first"]
            },
            {
              "id": "team-check-second",
              "title": "Second",
              "summary": "A sibling.",
              "origin": "first-party",
              "requires": ["tint"],
              "touches": ["swiftui-container"],
              "sources": ["https://example.com/second"]
            }
          ]
        }
      ]
    }
    """
  }

  static func diagnostics(_ text: String) -> [String] {
    do {
      _ = try MatrixLoader.load(
        shipped: MatrixLoader.embedded(),
        team: [MatrixFile(path: "team/check.json", bytes: Array(text.utf8))])
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aValidTeamConcernPasses() {
    #expect(Self.diagnostics(Self.concern(#"          "touches": ["swiftui-container"],"#)) == [])
  }

  @Test(arguments: [
    (
      #"          "touches": ["swiftui-stack"],"#,
      "team/check.json:16:23: error: concerns[0].strategies[0].touches[0]: unknown surface "
        + "'swiftui-stack'; did you mean 'swiftui-bar'?"
    ),
    (
      #"          "touches": ["uikit-split-view-controller", "swiftui-container"],"#,
      "team/check.json:16:22: error: concerns[0].strategies[0].touches: no profile reaches every "
        + "surface the strategy touches, so no plan can use it"
    ),
    (
      #"          "kind": "default", "touches": ["swiftui-container"],"#,
      "team/check.json:16:19: error: concerns[0].strategies[0].kind: a 'default' strategy is the "
        + "last resort; list it after every strategy that is not a default"
    ),
    (
      #"          "caveats": ["Teams on iOS 15 need a branch."], "touches": ["swiftui-container"],"#,
      "team/check.json:16:23: error: concerns[0].strategies[0].caveats[0]: the caveat names iOS "
        + "15; give it 'from' and/or 'until' (the releases it holds for), so that plans outside "
        + "them do not show it"
    ),
    (
      #"          "caveats": ["The introduction of tint(_:) is unconfirmed."], "touches": ["swiftui-container"],"#,
      "team/check.json:16:23: error: concerns[0].strategies[0].caveats[0]: the caveat calls an "
        + "introduction unconfirmed, but every API record the strategy requires is confirmed; say "
        + "it on the record, or drop it"
    ),
    (
      #"          "behaviour": [{"platform": "iOS", "from": "16.0", "status": "partial", "note": "Tint ignored.", "impact": "cosmetic", "apis": ["tint"], "sources": ["https://example.com/r"], "confidence": "reported"}], "touches": ["swiftui-container"],"#,
      "team/check.json:16:137: error: concerns[0].strategies[0].behaviour[0].apis: "
        + "'team-check-second' also requires 'tint', but says nothing of this behaviour on 16.0+; "
        + "give it an entry naming the API, or record the disagreement"
    ),
    (
      #"          "behaviour": [{"platform": "iOS", "from": "16.0", "status": "partial", "note": "n", "apis": ["offset"], "sources": ["https://example.com/r"], "confidence": "reported"}], "touches": ["swiftui-container"],"#,
      "team/check.json:16:104: error: concerns[0].strategies[0].behaviour[0].apis[0]: 'offset' is "
        + "not in the strategy's 'requires'; an entry reports only on APIs it uses"
    ),
  ])
  func aBrokenRuleIsOneErrorAtItsPlace(strategy: String, expected: String) {
    let found = Self.diagnostics(Self.concern(strategy))
    #expect(found == [expected], "\(found)")
  }

  @Test func aRecordedGapOutsideTheConcernsApplicabilityIsRejected() {
    let extra = """

          "appliesTo": {"platform": "iOS", "from": "26.0", "reason": "Only from 26."},
          "gaps": [{"platform": "iOS", "from": "13.0", "until": "26.0", "note": "Nothing.", "sources": ["https://example.com/g"], "confidence": "confirmed"}],
      """
    let found = Self.diagnostics(
      Self.concern(#"          "touches": ["swiftui-container"],"#, concern: extra))
    #expect(
      found == [
        "team/check.json:10:42: error: concerns[0].gaps[0].from: the gap 13.0..<26.0 lies outside "
          + "the releases where the concern applies (appliesTo); there it is not applicable, not a gap"
      ],
      "\(found)")
  }

  /// A NavigationLink or `dismiss` acts on the SwiftUI stack above the view (the surface's
  /// `apis` in profiles.json): a strategy that requires one and does not say it touches that
  /// stack would reach hybrid plans, whose hosted screens have none.
  @Test(arguments: [
    (
      #""navigation-stack", "navigation-link-value""#,
      "team/check.json:15:44: error: concerns[0].strategies[0].requires[1]: "
        + "'navigation-link-value' acts on 'swiftui-container' (its 'apis' in profiles.json), "
        + "which 'touches' leaves out; add it, so that no profile that cannot reach it uses the "
        + "strategy"
    ),
    (
      #""environment-dismiss""#,
      "team/check.json:15:24: error: concerns[0].strategies[0].requires[0]: "
        + "'environment-dismiss' acts on 'swiftui-container' (its 'apis' in profiles.json), "
        + "which 'touches' leaves out; add it, so that no profile that cannot reach it uses the "
        + "strategy"
    ),
  ])
  func anAPIThatActsOnASurfaceMakesTheStrategyTouchIt(requires: String, expected: String) {
    let found = Self.diagnostics(
      Self.concern(#"          "touches": ["swiftui-view"],"#, requires: requires))
    #expect(found == [expected], "\(found)")
    // Touching it is what the rule asks.
    #expect(
      Self.diagnostics(
        Self.concern(
          #"          "touches": ["swiftui-view", "swiftui-container"],"#, requires: requires))
        == [])
  }

  /// A surface's `apis` name API records that exist.
  @Test func aSurfacesAPIsMustExist() {
    let text = """
      {
        "surfaces": [
          {"id": "team-surface", "title": "a team surface", "apis": ["navigation-link-valeu"]}
        ]
      }
      """
    #expect(
      Self.diagnostics(text) == [
        "team/check.json:3:64: error: surfaces[0].apis[0]: unknown API 'navigation-link-valeu'; "
          + "did you mean 'navigation-link-value'?"
      ])
  }

  /// An entry that reports an API's own behaviour is contradicted by a sibling that says the
  /// same API works over the same releases without saying why; the validator names the
  /// contradicting entry, unless its note explains it or a disagreement is recorded (issue 25:
  /// no behaviour contradicts a sibling's note for the same release without a recorded
  /// disagreement).
  @Test(arguments: [
    (
      #""status": "works""#,
      [
        "team/check.json:30:25: error: concerns[0].strategies[1].behaviour[0].status: says "
          + "'tint' works where 'team-check-first' reports it partial on the same releases, "
          + "without a note; say why it works here, or record the disagreement"
      ]
    ),
    (#""status": "works", "disagreement": "The second source saw it work.""#, []),
    (#""status": "works", "note": "The second strategy sets the tint on the bar items only.""#, []),
    (#""status": "partial", "note": "Tint ignored.", "impact": "cosmetic""#, []),
  ])
  func aSiblingThatSaysTheAPIWorksContradictsAReport(status: String, expected: [String]) {
    let text = """
      {
        "concerns": [
          {
            "id": "team-check",
            "title": "Team check",
            "question": "Does the validator hold?",
            "summary": "A concern written to break one rule.",
            "tags": [],
            "strategies": [
              {
                "id": "team-check-first",
                "title": "First",
                "summary": "The strategy under test.",
                "origin": "first-party",
                "requires": ["navigation-stack", "tint"],
                "touches": ["swiftui-container"],
                "behaviour": [{"platform": "iOS", "from": "16.0", "status": "partial", "note": "Tint ignored.", "impact": "cosmetic", "apis": ["tint"], "sources": ["https://example.com/r"], "confidence": "reported"}],
                "sources": ["https://example.com/first"]
              },
              {
                "id": "team-check-second",
                "title": "Second",
                "summary": "A sibling.",
                "origin": "first-party",
                "requires": ["tint"],
                "touches": ["swiftui-container"],
                "behaviour": [
                  {
                    "platform": "iOS", "from": "16.0", "apis": ["tint"],
                    \(status), "sources": ["https://example.com/s"], "confidence": "reported"
                  }
                ],
                "sources": ["https://example.com/second"]
              }
            ]
          }
        ]
      }
      """
    #expect(Self.diagnostics(text) == expected)
  }
}
