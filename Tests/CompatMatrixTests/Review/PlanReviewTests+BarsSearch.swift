extension PlanReviewTests {
  /// Questions 97–108 of docs/plan-review.md: the iOS 26 bars and search, routers and search,
  /// and iOS 27 (issue 22).
  static let barsAndSearchQuestions: [ReviewQuestion] = [
    .init(
      97, "resolve 16-26 --framework swiftui --concern search-toolbar-integration",
      [
        .uses("search-toolbar-integration", at: "26.0", "search-toolbar-default-toolbar-item"),
        .notApplicableAt("search-toolbar-integration", "18.0"),
        .noGap("search-toolbar-integration"),
        .says("without searchToolbarBehavior(.minimize)"),
        .rejected(
          "search-toolbar-integration", "search-toolbar-uikit-placement-item",
          summary: "out of reach of SwiftUI navigation"),
      ]),
    .init(
      98, "resolve 18-26 --framework uikit --concern search-toolbar-integration",
      [
        .uses("search-toolbar-integration", at: "26.0", "search-toolbar-uikit-placement-item"),
        .notApplicableAt("search-toolbar-integration", "18.0"),
        .says("searchBarPlacementAllowsToolbarIntegration = false"),
      ]),
    .init(
      99, "resolve 16-26 --framework uikit --concern prominent-bar-action",
      [
        .uses("prominent-bar-action", at: "18.0", "prominent-uikit-style-done"),
        .uses("prominent-bar-action", at: "26.0", "prominent-uikit-style-prominent"),
        .says("if #available(iOS 26.0, *)  UIBarButtonItem style .prominent"),
        .neverSays("bridge"),
      ]),
    .init(
      100, "resolve 15-26 --framework swiftui --concern navigation-state-owner",
      [
        .uses("navigation-state-owner", at: "15.0", "router-observable-object-selection"),
        .uses("navigation-state-owner", at: "16.0", "router-observable-object-path"),
        .uses("navigation-state-owner", at: "26.0", "router-observable-object-path"),
        .rejected(
          "navigation-state-owner", "router-observable-path", summary: "not usable before 17.0"),
      ]),
    .init(
      101, "resolve 17-26 --framework swiftui --concern navigation-state-owner",
      [.uses("navigation-state-owner", at: "17.0", "router-observable-path")]),
    .init(
      102, "resolve 16-26 --framework hybrid --concern navigation-state-owner",
      [
        .uses("navigation-state-owner", at: "16.0", "router-uikit-coordinator"),
        .rejected("navigation-state-owner", "router-observable-path", summary: "out of reach"),
      ]),
    .init(
      103, "resolve 15-26 --framework swiftui --concern programmatic-search-activation",
      [
        .uses("programmatic-search-activation", at: "15.0", "search-activation-dismiss-only"),
        .uses("programmatic-search-activation", at: "17.0", "search-activation-is-presented"),
        .says("Search can be closed from code but not opened"),
      ]),
    .init(
      104, "resolve 18-27 --framework swiftui --concern scroll-edge-effect",
      [
        .uses("scroll-edge-effect", at: "26.0", "scroll-edge-swiftui-style"),
        .notApplicableAt("scroll-edge-effect", "18.0"),
        .rejected("scroll-edge-effect", "scroll-edge-uikit-edge-effect", summary: "out of reach"),
      ]),
    .init(
      105, "resolve 13-27 --framework swiftui --concern hide-status-bar",
      [
        .uses("hide-status-bar", at: "13.0", "status-bar-hidden-modifier"),
        .uses("hide-status-bar", at: "27.0", "status-bar-hidden-modifier"),
        .says("a soft deprecation: no compiler warning"),
        .neverSays("if #available"),
      ]),
    .init(
      106, "resolve 18-27 --framework uikit --concern bar-item-overflow-priority",
      [
        .uses("bar-item-overflow-priority", at: "18.0", "overflow-system-decides"),
        .uses("bar-item-overflow-priority", at: "27.0", "overflow-uikit-visibility-priority"),
      ]),
    .init(
      107, "resolve 16-27 --framework swiftui --concern push-cross-fade",
      [
        .uses("push-cross-fade", at: "16.0", "cross-fade-standard-push"),
        .uses("push-cross-fade", at: "27.0", "cross-fade-swiftui-navigation-transition"),
        .rejected("push-cross-fade", "cross-fade-uikit-animator", summary: "out of reach"),
      ]),
    .init(
      108, "upgrade --from 18 --to 26 --max 27 --framework uikit",
      [
        .says("new warning: UIBarButtonItem.Style.done is deprecated from iOS 26.0"),
        .says("usable without a check from 26.0: UINavigationItem.searchBarPlacementBarButtonItem"),
        .says("UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)"),
      ]),
  ]
}
