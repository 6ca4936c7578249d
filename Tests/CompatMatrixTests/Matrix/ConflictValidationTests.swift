import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData

/// APIs that conflict (`conflicts` on an API record): a team strategy that uses one of them
/// must depend on the deciding concern through strategies that do not use the other, no
/// strategy may use both, and a conflict names an API and a concern that exist.
@Suite struct ConflictValidationTests {
  /// A team concern with one strategy requiring `requires`, with `extra` fields.
  static func concern(requires: String, extra: String = "") -> String {
    """
    {
      "concerns": [
        {
          "id": "team-tabs",
          "title": "Team tabs",
          "question": "Does the conflict hold?",
          "summary": "A concern written to test conflicts.",
          "tags": [],
          "strategies": [
            {
              "id": "team-tabs-first",
              "title": "First",
              "summary": "The strategy under test.",
              "origin": "first-party",
              "requires": [\(requires)],\(extra)
              "touches": ["swiftui-container"],
              "sources": ["https://example.com/first"]
            },
            {
              "id": "team-tabs-second",
              "title": "Second",
              "summary": "A sibling.",
              "origin": "first-party",
              "requires": ["tab-view"],
              "touches": ["swiftui-container"],
              "sources": ["https://example.com/second"]
            }
          ]
        }
      ]
    }
    """
  }

  static func dependency(_ strategy: String) -> String {
    """

              "dependsOn": [{"concern": "tabs-with-navigation", "strategies": ["\(strategy)"], "reason": "The tabs.", "sources": ["https://example.com/d"], "confidence": "confirmed"}],
    """
  }

  @Test(arguments: [
    (
      #""tab-view", "tab""#, "",
      "team/check.json:15:23: error: concerns[0].strategies[0].requires: requires Tab, which "
        + "conflicts with tabItem(_:): the strategy must depend on 'tabs-with-navigation' through "
        + "strategies that do not use tabItem(_:)"
    ),
    (
      #""tab-view", "tab""#, dependency("tabs-tabitem-navigation-stack"),
      "team/check.json:15:23: error: concerns[0].strategies[0].requires: requires Tab, which "
        + "conflicts with tabItem(_:): the strategy must depend on 'tabs-with-navigation' through "
        + "strategies that do not use tabItem(_:)"
    ),
    (
      #""tab-view", "tab-item""#, dependency("tabs-tab-navigation-stack"),
      "team/check.json:15:23: error: concerns[0].strategies[0].requires: requires tabItem(_:), "
        + "which conflicts with Tab: the strategy must depend on 'tabs-with-navigation' through "
        + "strategies that do not use Tab"
    ),
    (
      #""tab", "tab-item""#, dependency("tabs-tab-navigation-stack"),
      "team/check.json:15:23: error: concerns[0].strategies[0].requires: a strategy cannot "
        + "require both Tab and tabItem(_:), which conflict"
    ),
  ])
  func aStrategyThatCanPairConflictingAPIsIsRejected(
    requires: String, extra: String, expected: String
  ) {
    let found = ModelValidationTests.diagnostics(Self.concern(requires: requires, extra: extra))
    #expect(found == [expected], "\(found)")
  }

  @Test(arguments: [
    (#""tab-view", "tab""#, "tabs-tab-navigation-stack"),
    (#""tab-view", "tab-item""#, "tabs-tabitem-navigation-stack"),
  ])
  func aStrategyThatFollowsTheDecidingConcernPasses(requires: String, through: String) {
    let found = ModelValidationTests.diagnostics(
      Self.concern(requires: requires, extra: Self.dependency(through)))
    #expect(found == [], "\(found)")
  }

  /// A team record's conflict names an API and a concern that exist, and not itself.
  @Test(arguments: [
    (
      #""api": "tab-itme", "concern": "tabs-with-navigation""#,
      "team/check.json:12:29: error: apis[0].conflicts[0].api: unknown API 'tab-itme'; did you "
        + "mean 'tab-item'?"
    ),
    (
      #""api": "tab-item", "concern": "tabs-with-navigaton""#,
      "team/check.json:12:52: error: apis[0].conflicts[0].concern: unknown concern "
        + "'tabs-with-navigaton'; did you mean 'tabs-with-navigation'?"
    ),
    (
      #""api": "team-tab", "concern": "tabs-with-navigation""#,
      "team/check.json:12:29: error: apis[0].conflicts[0].api: an API cannot conflict with itself"
    ),
  ])
  func aConflictNamesWhatExists(conflict: String, expected: String) {
    let file = """
      {
        "apis": [
          {
            "id": "team-tab",
            "symbol": "TeamTab",
            "framework": "SwiftUI",
            "kind": "struct",
            "summary": "A team record.",
            "platforms": {"iOS": {"introduced": "18.0"}},
            "sources": ["https://example.com/t"],
            "confidence": "confirmed",
            "conflicts": [{\(conflict), "reason": "r", "sources": ["https://example.com/c"], "confidence": "confirmed"}]
          }
        ]
      }
      """
    let found = ModelValidationTests.diagnostics(file)
    #expect(found == [expected], "\(found)")
  }
}
