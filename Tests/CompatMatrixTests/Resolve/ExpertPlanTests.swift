import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// What a senior iOS engineer would accept for one concern of one app, written before looking
/// at the resolver's answer: per stretch of versions, the strategies they would sign off
/// (any of them), or none where they know there is nothing to write.
struct ExpertPlan: Sendable, CustomTestStringConvertible {
  /// One stretch of versions and what is acceptable there.
  struct Stretch: Sendable {
    /// The first version, `15.0`.
    let from: String
    /// The first version after it; `nil` through the top of the range.
    let until: String?
    /// Acceptable strategies; empty means "no strategy": a gap is the honest answer.
    let accepted: Set<String>
  }

  let range: String
  let profile: NavigationProfile
  let concern: String
  /// `nil` when the concern does not arise under the profile.
  let stretches: [Stretch]?
  /// The most `#available` checks that choose between two strategies.
  let maximumChecks: Int?
  /// Why, as the engineer would say it.
  let why: String

  init(
    _ range: String, _ profile: NavigationProfile, _ concern: String,
    _ stretches: [(String, String?, [String])]?, maximumChecks: Int? = nil, _ why: String
  ) {
    self.range = range
    self.profile = profile
    self.concern = concern
    self.stretches = stretches?.map { Stretch(from: $0.0, until: $0.1, accepted: Set($0.2)) }
    self.maximumChecks = maximumChecks
    self.why = why
  }

  var testDescription: String { "\(range) \(profile.rawValue) \(concern): \(why)" }
}

/// The expert table: range × profile × concern → acceptable strategies per version, checked
/// at every release the data lists in each stretch, against the whole plan for the range.
@Suite struct ExpertPlanTests {
  static let view = ["container-navigation-view"]
  static let stack = ["container-navigation-stack"]
  static let uiKitContainer = [
    "container-uikit-navigation-controller", "container-uikit-hosting-controllers",
  ]

  static let plans: [ExpertPlan] = [
    // SwiftUI at 15–18: NavigationView below 16, NavigationStack with a path from 16 (seed 003).
    ExpertPlan(
      "15-18", .swiftui, "navigation-container",
      [("15.0", "16.0", view), ("16.0", nil, stack)], maximumChecks: 1,
      "branch the container on 16, as seed 003 does"),
    ExpertPlan(
      "15-18", .swiftui, "pop-to-root",
      [
        ("15.0", "16.0", ["pop-root-isactive-chain"]),
        ("16.0", nil, ["pop-root-stack-path-reset"]),
      ], "the isActive chain under NavigationView, emptying the path under NavigationStack"),
    ExpertPlan(
      "15-18", .swiftui, "programmatic-push",
      [
        ("15.0", "16.0", ["push-isactive-link"]),
        (
          "16.0", nil,
          ["push-path-append", "push-destination-is-presented", "push-destination-item"]
        ),
      ], "never pushViewController in a SwiftUI app (the issue's case)"),
    ExpertPlan(
      "15-18", .swiftui, "value-based-navigation",
      [
        ("15.0", "16.0", ["value-tag-selection-navigation-view"]),
        ("16.0", nil, ["value-link-navigation-destination"]),
      ], "tag/selection links until the stack, value links with it"),
    ExpertPlan(
      "15-18", .swiftui, "tabs-with-navigation",
      [
        ("15.0", "16.0", ["tabs-tabitem-navigation-view"]),
        ("16.0", nil, ["tabs-tabitem-navigation-stack", "tabs-tab-navigation-stack"]),
      ], "each tab holds the same container the app uses"),
    ExpertPlan(
      "15-18", .swiftui, "navigation-state-restoration",
      [
        ("15.0", "16.0", ["restore-tag-selection-scene-storage"]),
        ("16.0", nil, ["restore-codable-navigation-path"]),
      ],
      "NavigationLink(tag:selection:) selections in SceneStorage restore the stack in "
        + "NavigationView on 15; the Codable path from NavigationStack on 16 (the backport "
        + "would need its own container)"),
    ExpertPlan(
      "15-18", .swiftui, "deep-link-routing",
      [
        ("15.0", "16.0", ["deeplink-tag-selection-on-open-url"]),
        ("16.0", nil, ["deeplink-on-open-url-path"]),
      ],
      "onOpenURL sets NavigationLink(tag:selection:) selections on 15 and the path on 16"),
    ExpertPlan(
      "15-18", .swiftui, "custom-navigation-bar",
      [
        ("15.0", "16.0", ["custom-bar-appearance-all-slots"]),
        (
          "16.0", nil,
          [
            "custom-bar-appearance-all-slots", "custom-bar-swiftui-toolbar-background",
            "custom-bar-swiftui-toolbar-background-visibility",
          ]
        ),
      ],
      "no SwiftUI bar styling before 16: UINavigationBarAppearance through the appearance proxy, "
        + "which SwiftUI apps reach from launch code; it may serve the whole range"),
    ExpertPlan(
      "15-18", .swiftui, "bar-tint-color", [("15.0", nil, ["tint-modifier"])],
      "tint(_:) on the container; the appearance proxy is not reflected from 16 (seed 003)"),
    ExpertPlan(
      "13-14", .swiftui, "bar-tint-color", [("13.0", nil, ["tint-accent-color"])],
      "accentColor until tint(_:) exists"),
    ExpertPlan(
      "15-18", .swiftui, "swipe-back-with-hidden-bar",
      [("15.0", nil, ["swipe-back-gesture-delegate-enabler", "swipe-back-drag-gesture-dismiss"])],
      "a per-screen fix, never the app-wide extension seed 000 rejects"),
    ExpertPlan(
      "15-18", .swiftui, "dismiss-action", [("15.0", nil, ["dismiss-environment-dismiss"])],
      "the dismiss action, not the soft-deprecated presentationMode"),
    ExpertPlan(
      "15-18", .swiftui, "custom-back-button",
      [
        (
          "15.0", nil,
          [
            "custom-back-toolbar-top-bar-leading", "custom-back-toolbar-navigation-bar-leading",
            "custom-back-navigation-bar-items",
          ]
        )
      ], "a SwiftUI toolbar back button, not UIKit's"),
    ExpertPlan(
      "14-15", .swiftui, "leading-bar-item-offset",
      [
        ("14.0", "15.0", ["leading-offset-navigation-bar-items"]),
        ("15.0", nil, ["leading-offset-navigation-bar-items", "leading-offset-top-bar-leading"]),
      ], "ToolbarItem ignores .offset on 14; navigationBarItems honours it (seed 003)"),
    ExpertPlan(
      "16+", .swiftui, "tabs-with-navigation",
      [
        ("16.0", "18.0", ["tabs-tabitem-navigation-stack"]),
        ("18.0", nil, ["tabs-tab-navigation-stack"]),
      ], maximumChecks: 1,
      "TabView, never UITabBarController; tabItem's soft rename alone earns no branch, but the"
        + " iPad sidebar, customisable tabs and the search tab need Tab: one branch at 18"),
    ExpertPlan(
      "17-26", .swiftui, "tab-sidebar",
      [
        ("17.0", "18.0", ["tab-sidebar-split-view-by-size-class"]),
        ("18.0", nil, ["tab-sidebar-adaptable-tab-view"]),
      ], maximumChecks: 1, "sidebarAdaptable from 18, with the tabs' Tab; a split view before"),
    ExpertPlan(
      "18-26", .uikit, "tab-sidebar", [("18.0", nil, ["tab-sidebar-uikit-tab-groups"])],
      maximumChecks: 0, "UITab and UITabGroup in the tabSidebar mode"),
    ExpertPlan(
      "17-26", .swiftui, "split-view-inspector",
      [("17.0", nil, ["inspector-swiftui-modifier"])], maximumChecks: 0,
      "inspector(isPresented:) is iOS 17: no branch"),
    ExpertPlan(
      "18-26", .uikit, "split-view-inspector",
      [
        ("18.0", "26.0", ["inspector-uikit-present"]),
        ("26.0", nil, ["inspector-uikit-column"]),
      ], maximumChecks: 1, "the split view's inspector column is iOS 26; presented modally before"),
    ExpertPlan(
      "16+", .uikit, "navigation-bar-customization",
      [("16.0", nil, ["bar-custom-uikit-item-groups"])], maximumChecks: 0,
      "the iOS 16 item groups, editor style and customizationIdentifier"),
    ExpertPlan(
      "18+", .swiftui, "tab-bar-visibility",
      [("18.0", nil, ["tab-bar-hidden-swiftui-toolbar-visibility"])], maximumChecks: 0,
      "toolbarVisibility(.hidden, for: .tabBar), the iOS 18 spelling"),
    ExpertPlan(
      "16+", .swiftui, "hide-navigation-bar",
      [("16.0", nil, ["hide-bar-toolbar-hidden", "hide-bar-navigation-bar-hidden"])],
      maximumChecks: 0, "toolbar(.hidden, for:) → toolbarVisibility is a soft rename: no branch"),
    ExpertPlan(
      "16+", .swiftui, "custom-navigation-bar",
      [("16.0", nil, ["custom-bar-swiftui-toolbar-background"])], maximumChecks: 0,
      "toolbarBackground(.visible) → toolbarBackgroundVisibility is a soft rename: no branch"),
    ExpertPlan(
      "13+", .swiftui, "hide-navigation-bar",
      [
        ("13.0", "14.0", ["hide-bar-ios13-workaround"]),
        (
          "14.0", nil,
          [
            "hide-bar-navigation-bar-hidden", "hide-bar-toolbar-hidden",
            "hide-bar-toolbar-visibility",
          ]
        ),
      ], "the iOS 13 workaround serves 13.x only (seed 004)"),
    ExpertPlan(
      "13+", .swiftui, "pop-to-root",
      [
        ("13.0", "16.0", ["pop-root-isactive-chain"]),
        ("16.0", nil, ["pop-root-stack-path-reset"]),
      ], "the container branches on 16, and routing with it"),
    ExpertPlan(
      "13-14", .swiftui, "search-in-navigation-bar",
      [("13.0", nil, ["search-field-in-content"])],
      "searchable is iOS 15, and a SwiftUI app cannot reach a navigation item for "
        + "UISearchController: the plain default, a search field in the content"),
    ExpertPlan(
      "16+", .swiftui, "split-view-sidebar", [("16.0", nil, ["split-navigation-split-view"])],
      "NavigationSplitView once it exists"),
    ExpertPlan(
      "18+", .swiftui, "zoom-transition",
      [("18.0", nil, ["zoom-swiftui-navigation-transition"])], "the SwiftUI zoom"),
    ExpertPlan(
      "26+", .swiftui, "navigation-bar-subtitle",
      [("26.0", nil, ["subtitle-navigation-subtitle"])], "navigationSubtitle on 26"),
    ExpertPlan(
      "15-18", .swiftui, "mixed-stack-back-button-alignment", nil,
      "a pure SwiftUI stack has one kind of back button"),
    // UIKit: one strategy of UIKit's across the range wherever UIKit has one.
    ExpertPlan(
      "15-18", .uikit, "navigation-container", [("15.0", nil, uiKitContainer)],
      maximumChecks: 0, "a UINavigationController, never a SwiftUI backport"),
    ExpertPlan(
      "15-18", .uikit, "programmatic-push", [("15.0", nil, ["push-uikit"])], maximumChecks: 0,
      "pushViewController"),
    ExpertPlan(
      "15-18", .uikit, "pop-to-root", [("15.0", nil, ["pop-root-uikit"])], maximumChecks: 0,
      "popToRootViewController"),
    ExpertPlan(
      "15-18", .uikit, "value-based-navigation", [("15.0", nil, ["value-uikit-coordinator"])],
      "routes through a coordinator"),
    ExpertPlan(
      "15-18", .uikit, "navigation-state-restoration",
      [("15.0", nil, ["restore-uikit-set-view-controllers"])], "setViewControllers"),
    ExpertPlan(
      "13-26", .uikit, "deep-link-routing",
      [("13.0", nil, ["deeplink-uikit-scene-delegate"])],
      "the scene delegate, not the app delegate deprecated from 26"),
    ExpertPlan(
      "15-18", .uikit, "tabs-with-navigation",
      [("15.0", nil, ["tabs-uikit-tab-bar-controller"])], "UITabBarController"),
    ExpertPlan(
      "15-18", .uikit, "leading-bar-item-offset",
      [
        (
          "15.0", nil,
          [
            "leading-offset-uikit-image-insets", "leading-offset-uikit-button-configuration",
            "leading-offset-uikit-content-edge-insets",
          ]
        )
      ], "bar button insets, never a SwiftUI ToolbarItem (the issue's case)"),
    ExpertPlan(
      "15-18", .uikit, "split-view-sidebar",
      [("15.0", nil, ["split-uikit-column-style", "split-uikit-classic"])],
      "UISplitViewController, never NavigationView or NavigationSplitView (the issue's case)"),
    ExpertPlan(
      "13+", .uikit, "split-view-sidebar",
      [
        ("13.0", "14.0", ["split-uikit-classic"]),
        ("14.0", nil, ["split-uikit-classic", "split-uikit-column-style"]),
      ], "the column style arrives in 14; the classic one still works"),
    ExpertPlan(
      "15-18", .uikit, "toolbar-item-placements",
      [("15.0", nil, ["placements-uikit-bar-button-items"])], "UIBarButtonItems"),
    ExpertPlan(
      "15-18", .uikit, "swipe-back-with-hidden-bar",
      [("15.0", nil, ["swipe-back-uikit-screen-delegate"])],
      "a per-screen delegate, not the app-wide extension"),
    ExpertPlan(
      "15-18", .uikit, "hide-navigation-bar", [("15.0", nil, ["hide-bar-uikit"])],
      "setNavigationBarHidden"),
    ExpertPlan(
      "18+", .uikit, "zoom-transition", [("18.0", nil, ["zoom-uikit-preferred-transition"])],
      "preferredTransition = .zoom"),
    ExpertPlan(
      "26+", .uikit, "navigation-bar-subtitle", [("26.0", nil, ["subtitle-uikit-subtitle"])],
      "UINavigationItem.subtitle on 26"),
    ExpertPlan(
      "15-18", .uikit, "mixed-stack-back-button-alignment", nil,
      "a pure UIKit stack has one kind of back button"),
    // Hybrid: UIKit owns the stack; the alignment problem of seed 001 arises.
    ExpertPlan(
      "15-18", .hybrid, "navigation-container", [("15.0", nil, uiKitContainer)],
      maximumChecks: 0, "UIKit owns the stack"),
    ExpertPlan(
      "15-18", .hybrid, "programmatic-push", [("15.0", nil, ["push-uikit"])],
      "UIKit pushes the hosting controllers"),
    ExpertPlan(
      "15-18", .hybrid, "dismiss-action", [("15.0", nil, ["dismiss-uikit-pop"])],
      "the stack is UIKit's, so is popping"),
    ExpertPlan(
      "15-18", .hybrid, "mixed-stack-back-button-alignment",
      [
        (
          "15.0", nil,
          ["mixed-align-keep-uikit-bar", "mixed-align-button-configuration-inset"]
        )
      ], "seed 001's first remaining option: keep the UIKit bar"),
  ]

  static let matrix = Result { () throws(MatrixLoadError) -> Matrix in
    try MatrixLoader.load(shipped: MatrixLoader.embedded())
  }

  @Test(arguments: plans)
  func theResolverAgreesWithTheExpert(_ expert: ExpertPlan) throws {
    let matrix = try Self.matrix.get()
    let range = try matrix.resolve(RangeExpression.parse(expert.range), on: .iOS)
    let whole = Resolver(matrix: matrix).navigationPlan(for: range, profile: expert.profile)
    guard let stretches = expert.stretches else {
      #expect(whole.plan(for: expert.concern) == nil)
      #expect(whole.notApplicable.contains { $0.concern.id == expert.concern })
      return
    }
    let plan = try #require(whole.plan(for: expert.concern), "not planned")
    for stretch in stretches {
      let from = try OSVersion.parse(stretch.from)
      let until = try stretch.until.map { try OSVersion.parse($0) }
      let versions = range.releases.filter { release in
        release >= from && until.map { release < $0 } ?? true
      }
      #expect(!versions.isEmpty, "no release in \(stretch.from)..<\(stretch.until ?? "top")")
      for version in versions {
        let used = plan.strategy(at: version)?.id
        if stretch.accepted.isEmpty {
          #expect(used == nil, "iOS \(version): \(used ?? "") where no strategy was expected")
        } else {
          #expect(
            used.map(stretch.accepted.contains) == true,
            "iOS \(version): \(used ?? "a gap"), not one of \(stretch.accepted.sorted())")
        }
      }
    }
    if let maximum = expert.maximumChecks {
      #expect(plan.fallbackChecks <= maximum)
    }
  }

  @Test func theTableCoversEveryProfileAndAtLeastThirtyPlans() {
    #expect(Self.plans.count >= 30)
    #expect(Set(Self.plans.map(\.profile)) == Set(NavigationProfile.allCases))
  }
}
