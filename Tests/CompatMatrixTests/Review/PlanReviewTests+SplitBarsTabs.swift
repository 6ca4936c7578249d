extension PlanReviewTests {
  /// Questions 109–124 of docs/plan-review.md: split views, customisable bars, the title menu
  /// and the tabs of iOS 18 and 26 (issue 22).
  static let splitBarsTabsQuestions: [ReviewQuestion] = [
    .init(
      109, "resolve 17-26 --framework swiftui",
      [
        .uses("tabs-with-navigation", at: "17.0", "tabs-tabitem-navigation-stack"),
        .uses("tabs-with-navigation", at: "18.0", "tabs-tab-navigation-stack"),
        .uses("tab-sidebar", at: "17.0", "tab-sidebar-split-view-by-size-class"),
        .uses("tab-sidebar", at: "18.0", "tab-sidebar-adaptable-tab-view"),
        .uses("tab-customization", at: "18.0", "tab-custom-swiftui-customization"),
        .uses("tab-search", at: "18.0", "tab-search-swiftui-role"),
        .uses("tab-sidebar-content", at: "18.0", "sidebar-content-swiftui-modifiers"),
        .uses("tab-bottom-accessory", at: "26.0", "tab-accessory-tab-view-bottom-accessory"),
        .uses("ipad-tab-bar-placement", at: "18.0", "ipad-tabs-floating"),
        .notApplicableAt("ipad-tab-bar-placement", "17.0"),
        .says("tabs TabView + Tab"),
      ]),
    .init(
      110, "resolve 18-26 --framework uikit",
      [
        .uses("tab-sidebar", at: "18.0", "tab-sidebar-uikit-tab-groups"),
        .uses("tab-search", at: "18.0", "tab-search-uikit-search-tab"),
        .uses("tab-customization", at: "18.0", "tab-custom-uikit-customization-identifier"),
        .uses("tab-sidebar-content", at: "18.0", "sidebar-content-uikit-sidebar"),
        .uses("tab-bar-visibility", at: "18.0", "tab-bar-hidden-uikit-set-hidden"),
        .uses("tab-bottom-accessory", at: "26.0", "tab-accessory-uikit-bottom-accessory"),
        .uses("ipad-tab-bar-placement", at: "18.0", "ipad-tabs-uikit-floating"),
      ]),
    .init(
      111, "upgrade --from 17 --to 18 --max 26 --framework swiftui",
      [
        .says(
          "usable without a check from 18.0: Tab, TabSection and TabViewStyle.sidebarAdaptable"),
        .says("TabViewCustomization and tabViewCustomization(_:)"),
        .says("TabRole.search"),
        .says("tabViewSidebarHeader(content:)"),
        .says("retire the workaround A NavigationSplitView sidebar on iPad, a TabView on iPhone"),
      ]),
    .init(
      112, "upgrade --from 18 --to 26 --max 27 --framework uikit",
      [
        .says("UITabBarController.bottomAccessory and UITabAccessory"),
        .says("UITabBarController.tabBarMinimizeBehavior"),
        .says("UISplitViewController.Column.inspector"),
      ]),
    .init(
      113, "resolve 15-18 --framework swiftui --concern split-view-three-columns",
      [
        .uses("split-view-three-columns", at: "15.0", "three-columns-navigation-view"),
        .uses("split-view-three-columns", at: "16.0", "three-columns-navigation-split-view"),
      ]),
    .init(
      114, "resolve 14-26 --framework uikit --concern split-view-three-columns",
      [.uses("split-view-three-columns", at: "14.0", "three-columns-uikit-triple-column")]),
    .init(
      115, "resolve 16-26 --framework swiftui --concern split-view-inspector",
      [
        .uses("split-view-inspector", at: "16.0", "inspector-swiftui-sheet"),
        .uses("split-view-inspector", at: "17.0", "inspector-swiftui-modifier"),
      ]),
    .init(
      116, "resolve 18-26 --framework uikit --concern split-view-inspector",
      [
        .uses("split-view-inspector", at: "18.0", "inspector-uikit-present"),
        .uses("split-view-inspector", at: "26.0", "inspector-uikit-column"),
      ]),
    .init(
      117, "resolve 16-26 --framework swiftui --concern split-view-sidebar-toggle",
      [
        .uses("split-view-sidebar-toggle", at: "16.0", "sidebar-toggle-swiftui-system"),
        .uses("split-view-sidebar-toggle", at: "17.0", "sidebar-toggle-toolbar-removing"),
      ]),
    .init(
      118, "resolve 15-26 --framework uikit --concern split-view-sidebar-toggle",
      [
        .uses("split-view-sidebar-toggle", at: "15.0", "sidebar-toggle-uikit-button-visibility"),
        .rejected(
          "split-view-sidebar-toggle", "sidebar-toggle-uikit-presents-with-gesture",
          summary: "usable across the range, but only partly works"),
      ]),
    .init(
      119, "resolve 15-26 --framework swiftui --concern navigation-bar-customization",
      [
        .uses("navigation-bar-customization", at: "15.0", "bar-custom-swiftui-fixed-items"),
        .uses("navigation-bar-customization", at: "16.0", "bar-custom-swiftui-toolbar-id"),
        .says("Only iPadOS lets a person customise the toolbar"),
      ]),
    .init(
      120, "resolve 15-26 --framework uikit --concern navigation-title-menu",
      [
        .uses("navigation-title-menu", at: "15.0", "nav-title-menu-uikit-title-button"),
        .uses("navigation-title-menu", at: "16.0", "nav-title-menu-uikit-provider"),
      ]),
    .init(
      121, "resolve 15-26 --framework uikit --concern tab-bar-visibility",
      [
        .uses("tab-bar-visibility", at: "15.0", "tab-bar-hidden-uikit-hides-bottom-bar"),
        .rejected(
          "tab-bar-visibility", "tab-bar-hidden-uikit-set-hidden",
          summary: "not usable before 18.0"),
      ]),
    .init(
      122, "resolve 17-26 --framework swiftui --sdk 17 --concern ipad-tab-bar-placement",
      [.notApplicable("ipad-tab-bar-placement")]),
    .init(
      123, "resolve 17-26 --framework uikit --concern tab-customization",
      [
        .uses("tab-customization", at: "17.0", "tab-custom-uikit-more-tab"),
        .uses("tab-customization", at: "18.0", "tab-custom-uikit-more-tab"),
      ]),
    .init(
      124, "resolve 18-26 --framework hybrid --concern tab-search --concern tab-sidebar",
      [
        .uses("tab-search", at: "18.0", "tab-search-uikit-search-tab"),
        .uses("tab-sidebar", at: "18.0", "tab-sidebar-uikit-tab-groups"),
      ]),
  ]
}
