extension PlanReviewTests {
  /// Questions 129–140 of docs/plan-review.md: the concerns that answered several questions
  /// at once, split so that a plan's strategies are alternatives for one question (issue 25:
  /// a tie never names an answer to another question first).
  static let oneQuestionQuestions: [ReviewQuestion] = [
    .init(
      129, "resolve 16-26 --framework swiftui --concern search-toolbar-opt-out",
      [
        .uses("search-toolbar-opt-out", at: "26.0", "search-toolbar-swiftui-top-bar-item"),
        .notApplicableAt("search-toolbar-opt-out", "16.0"),
        .noGap("search-toolbar-opt-out"),
      ]),
    .init(
      130, "resolve 18-26 --framework uikit --concern search-toolbar-integration",
      [
        .uses("search-toolbar-integration", at: "26.0", "search-toolbar-uikit-placement-item"),
        .says("searchBarPlacement is .integrated or .integratedButton"),
      ]),
    .init(
      131, "resolve 26-27 --framework uikit --concern search-as-toolbar-button",
      [.uses("search-as-toolbar-button", at: "26.0", "search-toolbar-uikit-integrated-button")]),
    .init(
      132, "resolve 26-27 --framework swiftui --concern glass-item-groups",
      [.uses("glass-item-groups", at: "26.0", "glass-toolbar-spacer-groups")]),
    .init(
      133, "resolve 18-26 --framework uikit --concern tab-bar-minimize",
      [
        .uses("tab-bar-minimize", at: "26.0", "glass-uikit-tab-bar-minimize"),
        .notApplicableAt("tab-bar-minimize", "18.0"),
        .noGap("tab-bar-minimize"),
      ]),
    .init(
      134, "resolve 26-27 --framework swiftui --strict --concern navigation-bar-minimize",
      [
        // Before 27 the bar does not minimise: nothing to set, not a gap.
        .notApplicableAt("navigation-bar-minimize", "26.0"),
        .uses("navigation-bar-minimize", at: "27.0", "glass-navigation-bar-minimization"),
        .noGap("navigation-bar-minimize"),
        .exits(0),
      ]),
    .init(
      135, "resolve 18-27 --framework uikit --concern scroll-edge-effect-hidden",
      [
        .uses(
          "scroll-edge-effect-hidden", at: "26.0", "scroll-edge-uikit-edge-effect-hidden"),
        .notApplicableAt("scroll-edge-effect-hidden", "18.0"),
      ]),
    .init(
      136, "resolve 15-26 --framework swiftui --concern zoom-from-bar-button",
      [
        .uses("zoom-from-bar-button", at: "15.0", "zoom-bar-button-standard-presentation"),
        .uses("zoom-from-bar-button", at: "26.0", "zoom-swiftui-toolbar-source"),
        .rejected("zoom-from-bar-button", "zoom-uikit-bar-button-source", summary: "out of reach"),
      ]),
    .init(
      137, "resolve 15-26 --framework uikit --concern sheet-content-height",
      [
        .uses("sheet-content-height", at: "15.0", "sheet-content-height-full-height"),
        .uses("sheet-content-height", at: "16.0", "sheet-detents-uikit-custom-detent"),
        .says("partial"),
      ]),
    .init(
      138, "resolve 18-27 --framework swiftui --concern custom-bar-edge-effect",
      [
        .uses("custom-bar-edge-effect", at: "26.0", "scroll-edge-swiftui-safe-area-bar"),
        .notApplicableAt("custom-bar-edge-effect", "18.0"),
      ]),
    .init(
      139, "resolve 18-27 --framework swiftui --concern content-swipe-back-off",
      [
        .uses("content-swipe-back-off", at: "26.0", "content-pop-disable-swiftui-probe"),
        .notApplicableAt("content-swipe-back-off", "18.0"),
        .rejected(
          "content-swipe-back-off", "content-pop-disable-per-screen", summary: "out of reach"),
      ]),
    .init(
      140, "resolve 18-27 --framework uikit --concern content-swipe-back",
      [
        // Turning the gesture off is another question; a strategy that works from 26, where
        // the concern arises, is never "not usable before 26.0".
        .uses("content-swipe-back", at: "26.0", "content-pop-failure-requirements"),
        .neverSays("not usable before 26.0"),
        .neverSays("Turn the content gesture off"),
      ]),
  ]
}
