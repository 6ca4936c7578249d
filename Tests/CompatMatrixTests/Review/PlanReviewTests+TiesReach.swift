extension PlanReviewTests {
  /// Questions 71–80 and 125–128 of docs/plan-review.md: hybrid reach, ties, the dates of
  /// device shares and `upgrade --from` (issue 25).
  static let tiesAndReachQuestions: [ReviewQuestion] = [
    .init(
      71, "resolve 13-14 --framework hybrid --concern dismiss-action",
      [
        .uses("dismiss-action", at: "13.0", "dismiss-uikit-pop"),
        .bridges("dismiss-action", through: "hosting-controller-navigation-controller"),
        .outOfReach("dismiss-action", "dismiss-environment-dismiss", surface: "swiftui-container"),
        .outOfReach("dismiss-action", "dismiss-presentation-mode", surface: "swiftui-container"),
        .neverSays("introduced in iOS 15.0"),
        .says(
          "(a) hybrid UIKit/SwiftUI navigation cannot reach a navigation container SwiftUI owns"),
      ]),
    .init(
      72, "resolve 15-18 --framework hybrid --concern value-based-navigation",
      [
        .uses("value-based-navigation", at: "15.0", "value-uikit-coordinator"),
        .outOfReach(
          "value-based-navigation", "value-link-navigation-destination",
          surface: "swiftui-container"),
      ]),
    .init(
      73, "resolve 16-26 --framework hybrid --concern navigation-stack-in-sheet",
      [
        // A hosted screen's sheet holds a NavigationStack of its own: never out of reach.
        .uses("navigation-stack-in-sheet", at: "16.0", "sheet-uikit-navigation-controller"),
        .rejected(
          "navigation-stack-in-sheet", "sheet-navigation-stack", summary: "usable across the range"),
        .neverSays("NavigationStack inside the sheet: out of reach"),
      ]),
    .init(
      74, "advise --max 27 --framework hybrid",
      [
        // A hosted screen's sheet gains a NavigationStack of its own at 16.
        .says(
          "iOS 16 navigation-stack-in-sheet: NavigationStack, strategies: NavigationStack inside the sheet"
        )
      ]),
    .init(
      75,
      "resolve 14-26 --framework uikit --concern split-view-sidebar --concern split-view-compact-column",
      [
        // Through 26 the inspector column (split-view-inspector, iOS 26) needs the column
        // style, so the classic split view no longer ties with it (it does through 18:
        // TiePropertyTests.knownTiesAreNamed).
        .uses("split-view-sidebar", at: "14.0", "split-uikit-column-style"),
        .uses("split-view-compact-column", at: "14.0", "split-uikit-top-column-for-collapsing"),
        .neverSays("tie UISplitViewController with column style"),
      ]),
    .init(
      76, "resolve 16-18 --framework swiftui --concern programmatic-push",
      [
        .uses("programmatic-push", at: "16.0", "push-path-append"),
        .ties("programmatic-push", at: "16.0", with: ["push-destination-is-presented"]),
        .says("is named first: it uses only APIs the rest of the plan already uses"),
        .neverSays("the data lists the chosen strategy first"),
      ]),
    .init(
      77, "resolve 16-26 --framework uikit --concern sheet-detents",
      [
        // A detent at the content's height answers another question (sheet-content-height).
        .uses("sheet-detents", at: "16.0", "sheet-detents-uikit-sheet-presentation-controller"),
        // SwiftUI's modifier is no alternative in a UIKit app: no tie with it.
        .neverSays("tie"),
        .neverSays("custom detent"),
      ]),
    .init(
      78, "resolve 15-18 --framework uikit --concern sheet-dismiss-guard",
      [
        .uses("sheet-dismiss-guard", at: "15.0", "sheet-guard-modal-in-presentation"),
        .ties(
          "sheet-dismiss-guard", at: "15.0",
          with: ["sheet-guard-should-dismiss-delegate"]),
        .says(
          "named first by id only: nothing the plan weighs tells them apart; choose by what each does: compat-matrix show sheet-guard-modal-in-presentation and compat-matrix show sheet-guard-should-dismiss-delegate"
        ),
      ]),
    .init(
      79, "resolve 17-26 --framework swiftui --concern title-display-mode",
      [
        .uses("title-display-mode", at: "17.0", "title-toolbar-title-display-mode"),
        .ties("title-display-mode", at: "17.0", with: ["title-navigation-title-display-mode"]),
      ]),
    .init(
      80, "advise --max 26 --framework swiftui",
      [
        .says("every row as Apple measured them on 2026-06-07"),
        .says("iOS 17   57      10          0     7            4           ≥97%"),
        .says("iOS 17: 95% of iPhones introduced in the last four years and 87% of all iPhones, "),
        .neverSays("measured on\n"),
      ]),
    .init(
      125, "upgrade --from 16 --to 17 --max 26 --framework swiftui --format adr",
      [
        .says("as measured on 2025-01-21"),
        .says(
          "On 2026-06-07, the date the alternatives below are measured on, it keeps at least 97%"),
        .says("all iPhones (2026-06-07)"),
        .neverSays("(2025-01-21)"),
      ]),
    .init(
      126,
      "upgrade --from 16 --to 17 --max 26 --project Tests/CompatMatrixTests/Fixtures/projects/architecture/uikit",
      [.says("For UIKit navigation, read from the project's sources")]),
    .init(
      127, "upgrade --from 15 --to 16 --max 18 --framework hybrid",
      [
        .says(
          "usable without a check from 16.0: UISheetPresentationController.Detent.custom(identifier:resolver:) and presentationDetents(_:)"
        ),
        .says(
          "strategies usable from 16.0 that were not at 15.0: NavigationStack inside the sheet"),
        .neverSays("navigationDestination"),
      ]),
    .init(
      128, "resolve 15-18 --framework hybrid",
      [
        .says("\nOut of reach\n  (a) hybrid UIKit/SwiftUI navigation cannot reach"),
        .neverSays("which hybrid UIKit/SwiftUI navigation cannot reach: UIKit owns the stack"),
        .neverSays("out of reach of hybrid"),
      ]),
  ]
}
