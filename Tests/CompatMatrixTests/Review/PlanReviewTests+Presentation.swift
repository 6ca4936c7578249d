extension PlanReviewTests {
  /// Questions 81–95 of docs/plan-review.md: sheets and modal presentation, deep links,
  /// restoration and windows, and SwiftUI screens hosted in UIKit (issue 22).
  static let presentationQuestions: [ReviewQuestion] = [
    .init(
      81, "resolve 13-14 --framework swiftui --concern sheet-dismiss-guard",
      [
        .uses("sheet-dismiss-guard", at: "13.0", "sheet-guard-representable-delegate"),
        .bridges("sheet-dismiss-guard", through: "representable-presentation"),
        .rejected(
          "sheet-dismiss-guard", "sheet-guard-modal-in-presentation", summary: "out of reach"),
        .noGap("sheet-dismiss-guard"),
      ]),
    .init(
      82, "resolve 13-18 --framework swiftui --concern modal-presentation-style",
      [
        .uses("modal-presentation-style", at: "13.0", "modal-representable-full-screen"),
        .uses("modal-presentation-style", at: "14.0", "modal-full-screen-cover"),
        .bridges("modal-presentation-style", through: "representable-presentation"),
      ]),
    .init(
      83, "resolve 13-26 --framework uikit --concern modal-presentation-style",
      [
        .uses("modal-presentation-style", at: "13.0", "modal-uikit-full-screen-style"),
        .uses("modal-presentation-style", at: "26.0", "modal-uikit-full-screen-style"),
        .neverSays("if #available"),
      ]),
    .init(
      84, "resolve 15-18 --framework swiftui --concern popover-on-iphone",
      [
        .uses("popover-on-iphone", at: "15.0", "popover-representable-uikit-popover"),
        .uses("popover-on-iphone", at: "16.4", "popover-compact-adaptation"),
        .says("if #available(iOS 16.4, *)"),
      ]),
    .init(
      85, "resolve 15-18 --framework uikit --concern popover-on-iphone",
      [.uses("popover-on-iphone", at: "15.0", "popover-uikit-adaptation-none")]),
    .init(
      86, "resolve 17-26 --framework uikit --concern sheet-sizing-ipad",
      [
        .uses("sheet-sizing-ipad", at: "17.0", "sheet-size-uikit-explicit-style"),
        .uses("sheet-sizing-ipad", at: "18.0", "sheet-size-uikit-explicit-style"),
      ]),
    .init(
      87, "show sheet-size-uikit-automatic",
      [.says("From iOS 18 the automatic style is a form sheet")]),
    .init(
      88, "resolve 18-26 --framework swiftui --concern sheet-sizing-ipad",
      [.uses("sheet-sizing-ipad", at: "18.0", "sheet-size-presentation-sizing")]),
    .init(
      89, "resolve 13-26 --framework uikit --concern deep-link-routing",
      [
        .uses("deep-link-routing", at: "13.0", "deeplink-uikit-scene-delegate"),
        .rejected(
          "deep-link-routing", "deeplink-uikit-app-delegate",
          summary: "usable across the range, but is deprecated"),
      ]),
    .init(
      90, "resolve 13-18 --framework swiftui --concern navigation-state-restoration",
      [
        .uses("navigation-state-restoration", at: "13.0", "restore-tag-selection-scene-activity"),
        .uses("navigation-state-restoration", at: "16.0", "restore-codable-navigation-path"),
        .noGap("navigation-state-restoration"),
      ]),
    .init(
      91, "resolve 16-26 --framework swiftui --concern open-new-window",
      [.uses("open-new-window", at: "16.0", "window-open-window")]),
    .init(
      92, "resolve 17-26 --framework uikit --concern open-new-window",
      [.uses("open-new-window", at: "17.0", "window-activation-request")]),
    .init(
      93, "resolve 15-26 --framework hybrid --concern hide-bars-on-scroll",
      [
        .uses("hide-bars-on-scroll", at: "15.0", "hide-bars-uikit-hides-bars-on-swipe"),
        .says("every screen pushed after it hides its bar"),
      ]),
    .init(
      94, "resolve 15-26 --framework hybrid --concern hosted-screen-title",
      [
        .uses("hosted-screen-title", at: "15.0", "hosted-title-uikit-navigation-item"),
        .rejected(
          "hosted-screen-title", "hosted-title-swiftui-modifiers",
          summary: "usable across the range, but only partly works"),
      ]),
    .init(
      95,
      "resolve 15-18 --framework swiftui --concern hosted-screen-sizing --concern hosted-screen-title",
      [.notApplicable("hosted-screen-sizing"), .notApplicable("hosted-screen-title")]),
    .init(
      96, "resolve 15-18 --framework hybrid --concern hosted-screen-sizing",
      [
        .uses("hosted-screen-sizing", at: "15.0", "hosted-size-manual-preferred-content-size"),
        .uses("hosted-screen-sizing", at: "16.0", "hosted-size-sizing-options"),
      ]),
  ]
}
