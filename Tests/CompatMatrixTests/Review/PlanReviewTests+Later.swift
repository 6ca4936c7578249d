extension PlanReviewTests {
  /// Questions 51–70 of docs/plan-review.md: iOS 26 and the newer releases, `upgrade`,
  /// `advise` and the real public apps.
  static let laterQuestions: [ReviewQuestion] = [
    .init(
      51, "resolve 16-27 --framework hybrid --concern bar-tint-color",
      [.uses("bar-tint-color", at: "16.0", "tint-uikit-navigation-bar")]),
    // Where concerns do not arise.
    .init(
      52, "resolve 15-18 --framework uikit --concern content-swipe-back",
      [.notApplicable("content-swipe-back"), .says("arises only from 26.0")]),
    .init(
      53,
      "resolve 15-18 --framework swiftui --strict --concern content-swipe-back --concern liquid-glass-bar-items",
      [.exits(0), .neverSays("no strategy"), .says("2 not applicable")]),
    .init(
      54, "resolve 18-26 --framework swiftui --concern content-swipe-back",
      [
        .notApplicableAt("content-swipe-back", "18.0"),
        .uses("content-swipe-back", at: "26.0", "content-pop-system-default-stack"),
      ]),
    // upgrade.
    .init(
      55, "upgrade --from 15 --to 16 --max 18 --framework swiftui",
      [
        .says("delete if #available(iOS 16.0, *): NavigationStack serves the new range"),
        .says("usable without a check from 16.0: NavigationStack"),
      ]),
    .init(
      56, "upgrade --from 16 --to 17 --max 26 --framework swiftui",
      [
        .says("usable without a check from 17.0: navigationDestination(item:destination:)"),
        .neverSays("now possible: NavigationStack inside the sheet"),
        .says("NavigationSplitView.init(preferredCompactColumn:sidebar:detail:)"),
      ]),
    .init(
      57, "upgrade --from 17 --to 18 --max 26 --framework swiftui",
      [.says("usable without a check from 18.0: Tab"), .says("NavigationTransition.zoom")]),
    .init(
      58, "upgrade --from 18 --to 26 --max 27 --framework uikit",
      [.says("UINavigationItem.subtitle"), .neverSays("no gap any more")]),
    .init(
      59, "upgrade --from 13 --to 14 --max 18 --framework uikit",
      [
        .says("UINavigationItem.backButtonDisplayMode"),
        .neverSays("toolbar(content:)"),
      ]),
    // advise.
    .init(
      60, "advise --max 26 --framework swiftui",
      [
        .says("The largest step is raising iOS 15 to 16"),
        .says("iOS 17 programmatic-push: navigationDestination(item:destination:)"),
      ]),
    .init(
      61, "advise --max 27 --framework uikit",
      [.says("iOS 18 zoom-transition: UIViewController.Transition.zoom")]),
    .init(
      62, "advise --max 27 --framework hybrid",
      [.neverSays("iOS 26 content-swipe-back: strategies: Keep the content pop gesture")]),
    // Ties, hybrid reach, dates and flags.
  ]
}
