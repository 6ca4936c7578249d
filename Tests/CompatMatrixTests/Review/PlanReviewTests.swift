import Foundation
import Testing

@testable import CompatMatrixCore

/// The essential part of every answer in docs/plan-review.md: each question's command, run on
/// the shipped data, and the facts its answer rests on (not the whole output, which the
/// goldens of the fixtures hold).
struct ReviewQuestion: Sendable, CustomTestStringConvertible {
  /// What an answer must show.
  enum Fact: Sendable {
    /// The concern's plan uses this strategy at this version.
    case uses(_ concern: String, at: String, _ strategy: String)
    /// The concern's branch at this version is a tie with these strategies, in this order.
    case ties(_ concern: String, at: String, with: [String])
    /// The strategy is not chosen because the profile cannot reach this surface.
    case outOfReach(_ concern: String, _ strategy: String, surface: String)
    /// The concern's plan leaves this version as "not applicable".
    case notApplicableAt(_ concern: String, _ version: String)
    /// The concern is listed as not applicable to the whole plan.
    case notApplicable(_ concern: String)
    /// The concern's plan has a bridge through this adapter.
    case bridges(_ concern: String, through: String)
    /// The concern's plan has no gap.
    case noGap(_ concern: String)
    /// The strategy is not chosen, with a summary that starts so.
    case rejected(_ concern: String, _ strategy: String, summary: String)
    /// The text output contains this.
    case says(_ text: String)
    /// The text output does not contain this.
    case neverSays(_ text: String)
    /// The command exits with this status.
    case exits(Int32)
  }

  let number: Int
  let arguments: [String]
  let facts: [Fact]

  init(_ number: Int, _ arguments: String, _ facts: [Fact]) {
    self.number = number
    self.arguments = arguments.split(separator: " ").map(String.init)
    self.facts = facts
  }

  var testDescription: String { "Q\(number): compat-matrix \(arguments.joined(separator: " "))" }
}

@Suite struct PlanReviewTests {
  static let questions: [ReviewQuestion] = [
    // SwiftUI navigation.
    .init(
      1, "resolve 15-18 --framework swiftui --concern navigation-container",
      [
        .uses("navigation-container", at: "15.0", "container-navigation-view"),
        .uses("navigation-container", at: "16.0", "container-navigation-stack"),
        .says("if #available(iOS 16.0, *)  NavigationStack"),
      ]),
    .init(
      2, "resolve 15-18 --framework swiftui --concern pop-to-root",
      [
        .uses("pop-to-root", at: "15.0", "pop-root-isactive-chain"),
        .uses("pop-to-root", at: "16.0", "pop-root-stack-path-reset"),
        .rejected("pop-to-root", "pop-root-uikit", summary: "out of reach of SwiftUI navigation"),
      ]),
    .init(
      3, "resolve 15-18 --framework swiftui --concern programmatic-push",
      [
        .uses("programmatic-push", at: "15.0", "push-isactive-link"),
        // Appending to the path the routing already holds, not a second API (the tie is
        // settled for the plan as a whole).
        .uses("programmatic-push", at: "16.0", "push-path-append"),
        .ties("programmatic-push", at: "16.0", with: ["push-destination-is-presented"]),
        .rejected("programmatic-push", "push-uikit", summary: "out of reach"),
      ]),
    .init(
      4, "resolve 16-26 --framework swiftui --concern value-based-navigation",
      [.uses("value-based-navigation", at: "16.0", "value-link-navigation-destination")]),
    .init(
      5, "resolve 13-18 --framework swiftui --concern deep-link-routing",
      [
        .uses("deep-link-routing", at: "13.0", "deeplink-tag-selection-scene-delegate"),
        .uses("deep-link-routing", at: "16.0", "deeplink-on-open-url-path"),
        .noGap("deep-link-routing"),
      ]),
    .init(
      6,
      "resolve 15-18 --framework swiftui --concern deep-link-routing --concern navigation-state-restoration",
      [
        .uses("deep-link-routing", at: "15.0", "deeplink-tag-selection-on-open-url"),
        .uses("navigation-state-restoration", at: "15.0", "restore-tag-selection-scene-storage"),
        .noGap("deep-link-routing"), .noGap("navigation-state-restoration"),
      ]),
    .init(
      7, "resolve 13-14 --framework swiftui --concern search-in-navigation-bar",
      [
        .uses("search-in-navigation-bar", at: "13.0", "search-field-in-content"),
        .rejected(
          "search-in-navigation-bar", "search-uikit-search-controller",
          summary: "out of reach of SwiftUI navigation"),
        .neverSays("bridge"),
      ]),
    .init(
      8, "resolve 15-18 --framework swiftui --concern search-in-navigation-bar",
      [.uses("search-in-navigation-bar", at: "15.0", "search-searchable")]),
    .init(
      9, "resolve 16-26 --framework swiftui --concern zoom-transition",
      [
        .uses("zoom-transition", at: "16.0", "zoom-standard-push"),
        .uses("zoom-transition", at: "18.0", "zoom-swiftui-navigation-transition"),
        .rejected("zoom-transition", "zoom-uikit-custom-animator", summary: "out of reach"),
      ]),
    .init(
      10, "resolve 14-18 --framework swiftui --concern split-view-compact-column",
      [
        .uses("split-view-compact-column", at: "14.0", "split-compact-system-choice"),
        .uses("split-view-compact-column", at: "17.0", "split-preferred-compact-column"),
        .rejected(
          "split-view-compact-column", "split-uikit-top-column-for-collapsing",
          summary: "out of reach"),
      ]),
    .init(
      11, "resolve 15-18 --framework swiftui --concern swipe-back-with-hidden-bar",
      [
        .uses("swipe-back-with-hidden-bar", at: "15.0", "swipe-back-gesture-delegate-enabler"),
        .bridges("swipe-back-with-hidden-bar", through: "representable-navigation-controller"),
        .rejected(
          "swipe-back-with-hidden-bar", "swipe-back-global-extension", summary: "out of reach"),
      ]),
    .init(
      12, "resolve 13-18 --framework swiftui --concern hide-navigation-bar",
      [
        .uses("hide-navigation-bar", at: "13.0", "hide-bar-ios13-workaround"),
        .uses("hide-navigation-bar", at: "14.0", "hide-bar-navigation-bar-hidden"),
        .bridges("hide-navigation-bar", through: "representable-navigation-controller"),
      ]),
    .init(
      13, "resolve 15-18 --framework swiftui --concern bar-tint-color",
      [
        .uses("bar-tint-color", at: "15.0", "tint-modifier"),
        .rejected("bar-tint-color", "tint-appearance-proxy", summary: "not usable from 16.0"),
      ]),
    .init(
      14, "resolve 13-14 --framework swiftui --concern bar-tint-color",
      [.uses("bar-tint-color", at: "13.0", "tint-accent-color")]),
    .init(
      15, "resolve 16-27 --framework swiftui --concern navigation-stack-in-sheet",
      [
        .uses("navigation-stack-in-sheet", at: "16.0", "sheet-navigation-stack"),
        .uses("navigation-stack-in-sheet", at: "27.0", "sheet-navigation-stack"),
      ]),
    .init(
      16, "resolve 15-18 --framework swiftui --concern navigation-stack-in-sheet",
      [
        .uses("navigation-stack-in-sheet", at: "15.0", "sheet-navigation-view"),
        .uses("navigation-stack-in-sheet", at: "16.0", "sheet-navigation-stack"),
      ]),
    .init(
      17, "resolve 15-18 --framework swiftui --concern tabs-with-navigation",
      [
        .uses("tabs-with-navigation", at: "15.0", "tabs-tabitem-navigation-view"),
        .uses("tabs-with-navigation", at: "16.0", "tabs-tabitem-navigation-stack"),
      ]),
    .init(
      18, "resolve 18-26 --framework swiftui --concern tabs-with-navigation",
      [.uses("tabs-with-navigation", at: "18.0", "tabs-tab-navigation-stack")]),
    .init(
      19, "resolve 17-26 --framework swiftui --concern navigation-destination-registration",
      [.uses("navigation-destination-registration", at: "17.0", "destinations-once-at-root")]),
    .init(
      20, "resolve 13-15 --framework swiftui --concern navigation-destination-registration",
      [.notApplicable("navigation-destination-registration"), .says("arises only from 16.0")]),
    .init(
      21, "resolve 13-18 --framework swiftui --concern custom-back-button",
      [
        .uses("custom-back-button", at: "13.0", "custom-back-navigation-bar-items"),
        .says("also removes the edge swipe-back gesture"),
      ]),
    .init(
      22, "resolve 14-14 --framework swiftui --concern leading-bar-item-offset",
      [
        .uses("leading-bar-item-offset", at: "14.0", "leading-offset-navigation-bar-items"),
        .rejected(
          "leading-bar-item-offset", "leading-offset-toolbar-item",
          summary: "not usable anywhere in the range"),
      ]),
    .init(
      23, "resolve 13-18 --framework swiftui --concern dismiss-action",
      [.uses("dismiss-action", at: "13.0", "dismiss-presentation-mode")]),
    .init(
      24, "resolve 15-18 --framework swiftui --concern dismiss-action",
      [.uses("dismiss-action", at: "15.0", "dismiss-environment-dismiss")]),
    .init(
      25, "resolve 13-18 --framework swiftui --concern navigation-title-placements",
      [
        .uses("navigation-title-placements", at: "13.0", "title-placement-text-title"),
        .uses("navigation-title-placements", at: "14.0", "title-placement-principal"),
      ]),
    .init(
      26, "resolve 13-26 --framework swiftui --concern navigation-bar-subtitle",
      [
        .uses("navigation-bar-subtitle", at: "13.0", "subtitle-in-content"),
        .uses("navigation-bar-subtitle", at: "14.0", "subtitle-principal-custom-title"),
        .uses("navigation-bar-subtitle", at: "26.0", "subtitle-navigation-subtitle"),
      ]),
    .init(
      27, "resolve 15-18 --framework swiftui --concern intercept-back",
      [
        .uses("intercept-back", at: "15.0", "intercept-back-swiftui-toolbar"),
        .rejected("intercept-back", "intercept-back-action", summary: "out of reach"),
      ]),
    .init(
      28, "resolve 26-27 --framework swiftui --concern content-swipe-back",
      [
        .uses("content-swipe-back", at: "26.0", "content-pop-system-default-stack"),
        .rejected(
          "content-swipe-back", "content-pop-failure-requirements", summary: "out of reach"),
      ]),
    .init(
      29, "show container-navigation-view",
      [.says("crash in SwiftUI's UIKitNavigationBridge"), .says("16.0..<16.3")]),
    // UIKit navigation.
    .init(
      30, "resolve 13-18 --framework uikit --concern split-view-compact-column",
      [.uses("split-view-compact-column", at: "13.0", "split-uikit-collapse-secondary")]),
    .init(
      31, "resolve 15-18 --framework uikit --concern split-view-compact-column",
      [.uses("split-view-compact-column", at: "15.0", "split-uikit-top-column-for-collapsing")]),
    .init(
      32, "resolve 15-18 --framework uikit --concern intercept-back",
      [
        .uses("intercept-back", at: "15.0", "intercept-back-left-bar-button"),
        .neverSays("Keep the back button, refuse the swipe"),
      ]),
    .init(
      33, "resolve 16-26 --framework uikit --concern intercept-back",
      [
        .uses("intercept-back", at: "16.0", "intercept-back-pop-gesture-gate"),
        .says("interactiveContentPopGestureRecognizer"),
      ]),
    .init(
      34, "resolve 16-27 --framework uikit --concern bar-tint-color",
      [
        .uses("bar-tint-color", at: "16.0", "tint-uikit-navigation-bar"),
        .says("partial from 26.0"), .says("backButtonAppearance"),
        .neverSays("UINavigationBar.appearance().tintColor: not usable"),
      ]),
    .init(
      35, "resolve 15-18 --framework uikit --concern zoom-transition",
      [
        .uses("zoom-transition", at: "15.0", "zoom-uikit-custom-animator"),
        .uses("zoom-transition", at: "18.0", "zoom-uikit-preferred-transition"),
      ]),
    .init(
      36, "resolve 15-18 --framework uikit --concern navigation-destination-registration",
      [.notApplicable("navigation-destination-registration"), .says("not applicable to UIKit")]),
    .init(
      37, "resolve 15-18 --framework uikit --concern custom-navigation-bar",
      [.uses("custom-navigation-bar", at: "15.0", "custom-bar-navigation-item-appearance")]),
    .init(
      38, "resolve 15-18 --framework uikit --concern bottom-bar-scroll-edge-appearance",
      [
        .uses(
          "bottom-bar-scroll-edge-appearance", at: "15.0", "bottom-bar-both-appearance-slots")
      ]),
    .init(
      39, "resolve 13-14 --framework uikit --concern bottom-bar-scroll-edge-appearance",
      [.notApplicable("bottom-bar-scroll-edge-appearance"), .exits(0)]),
    .init(
      40, "resolve 14-18 --framework uikit --concern custom-back-button",
      [
        .uses("custom-back-button", at: "14.0", "custom-back-display-mode-minimal"),
        .ties("custom-back-button", at: "14.0", with: ["custom-back-empty-back-title"]),
        .neverSays("changes every screen of the app"),
      ]),
    .init(
      41, "resolve 15-18 --framework uikit --concern hide-navigation-bar",
      [.uses("hide-navigation-bar", at: "15.0", "hide-bar-uikit")]),
    .init(
      42, "resolve 13-18 --framework uikit --concern swipe-back-with-hidden-bar",
      [.uses("swipe-back-with-hidden-bar", at: "13.0", "swipe-back-uikit-screen-delegate")]),
    .init(
      43, "resolve 26-27 --framework uikit --concern glass-item-background",
      [
        // Both UIKit answers take the item out of the shared background (one hides the glass,
        // the other gives the item its own): a tie, named first by id; nothing that answers
        // another question (groups, the tab bar's minimising) is in it.
        .uses("glass-item-background", at: "26.0", "glass-uikit-hides-shared-background"),
        .ties("glass-item-background", at: "26.0", with: ["glass-uikit-shares-background"]),
        .neverSays("not usable before 26.0"),
        .neverSays("tabBarMinimizeBehavior"),
      ]),
    .init(
      44, "resolve 18-18 --framework uikit --sdk 18 --concern liquid-glass-bar-items",
      [.notApplicable("liquid-glass-bar-items"), .says("SDK before 26.0")]),
    .init(
      45, "show glass-compatibility-mode",
      [
        .says("Kind: an Info.plist key: no #available check"),
        .says("Touches: the app's Info.plist"),
        // Issue 25, class 4: a key earlier releases ignore is not an API they lack.
        .says(
          "releases before iOS 26.0 do not read the Info.plist key UIDesignRequiresCompatibility and ignore it (no #available check)"
        ),
        .neverSays("needs UIDesignRequiresCompatibility, introduced in iOS 26.0"),
      ]),
    // Hybrid navigation.
    .init(
      46, "resolve 15-18 --framework hybrid --concern dismiss-action",
      [
        .uses("dismiss-action", at: "15.0", "dismiss-uikit-pop"),
        .bridges("dismiss-action", through: "hosting-controller-navigation-controller"),
        .rejected("dismiss-action", "dismiss-environment-dismiss", summary: "out of reach"),
      ]),
    .init(
      47, "resolve 15-18 --framework hybrid --concern mixed-stack-back-button-alignment",
      [.uses("mixed-stack-back-button-alignment", at: "15.0", "mixed-align-keep-uikit-bar")]),
    .init(
      48, "resolve 16-26 --framework hybrid --concern hide-navigation-bar",
      [.uses("hide-navigation-bar", at: "16.0", "hide-bar-uikit")]),
    .init(
      49, "resolve 15-18 --framework hybrid --concern navigation-destination-registration",
      [.notApplicable("navigation-destination-registration")]),
    .init(
      50, "resolve 15-18 --framework hybrid --concern pop-to-root",
      [.uses("pop-to-root", at: "15.0", "pop-root-uikit")]),
  ]

  @Test(
    arguments: questions + laterQuestions + tiesAndReachQuestions + presentationQuestions
      + barsAndSearchQuestions
      + splitBarsTabsQuestions + oneQuestionQuestions)
  func theAnswerHoldsItsEssentialFacts(_ question: ReviewQuestion) throws {
    let text = CLIRunner.run(question.arguments)
    let needsJSON = question.facts.contains {
      switch $0 {
      case .says, .neverSays, .exits: false
      default: true
      }
    }
    var concerns: [[String: Any]] = []
    var skipped: [String] = []
    if needsJSON {
      let json = CLIRunner.run(question.arguments + ["--format", "json"])
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      concerns = root["concerns"] as? [[String: Any]] ?? []
      skipped = (root["notApplicable"] as? [[String: Any]] ?? []).compactMap {
        $0["id"] as? String
      }
    }
    func concern(_ id: String) throws -> [String: Any] {
      try #require(concerns.first { $0["id"] as? String == id }, "no plan for \(id)")
    }
    func covers(_ object: [String: Any], _ version: String) throws -> Bool {
      let target = try OSVersion.parse(version)
      let from = try OSVersion.parse(object["from"] as? String ?? "")
      let until = try (object["until"] as? String).map(OSVersion.parse)
      return from <= target && until.map { target < $0 } ?? true
    }
    for fact in question.facts {
      switch fact {
      case .uses(let id, let version, let strategy):
        let branches = try concern(id)["branches"] as? [[String: Any]] ?? []
        let used = try branches.first { try covers($0, version) }?["strategy"] as? String
        #expect(used == strategy, "Q\(question.number): \(id) at \(version)")
      case .ties(let id, let version, let others):
        let branches = try concern(id)["branches"] as? [[String: Any]] ?? []
        let branch = try branches.first { try covers($0, version) }
        let tie = branch?["tie"] as? [String: Any]
        #expect(tie?["with"] as? [String] == others, "Q\(question.number): \(id) at \(version)")
      case .outOfReach(let id, let strategy, let surface):
        let rejected = try concern(id)["rejected"] as? [[String: Any]] ?? []
        let found = rejected.first { $0["strategy"] as? String == strategy }
        let out = found?["outOfReach"] as? [String: Any]
        #expect(out?["surface"] as? String == surface, "Q\(question.number): \(strategy)")
        #expect(
          (found?["summary"] as? String)?.hasPrefix("out of reach") == true,
          "Q\(question.number): \(strategy)")
      case .notApplicableAt(let id, let version):
        let stretches = try concern(id)["notApplicable"] as? [[String: Any]] ?? []
        #expect(try stretches.contains { try covers($0, version) }, "Q\(question.number)")
      case .notApplicable(let id):
        #expect(skipped.contains(id), "Q\(question.number): \(id) is planned")
      case .bridges(let id, let adapter):
        let bridges = try concern(id)["bridges"] as? [[String: Any]] ?? []
        #expect(
          bridges.contains { ($0["through"] as? [String])?.contains(adapter) == true },
          "Q\(question.number): \(id) does not bridge through \(adapter)")
      case .noGap(let id):
        #expect((try concern(id)["gaps"] as? [Any])?.isEmpty == true, "Q\(question.number)")
      case .rejected(let id, let strategy, let summary):
        let rejected = try concern(id)["rejected"] as? [[String: Any]] ?? []
        let found = rejected.first { $0["strategy"] as? String == strategy }?["summary"] as? String
        #expect(found?.hasPrefix(summary) == true, "Q\(question.number): \(found ?? "chosen")")
      case .says(let phrase):
        #expect(text.stdout.contains(phrase), "Q\(question.number) does not say \(phrase)")
      case .neverSays(let phrase):
        #expect(!text.stdout.contains(phrase), "Q\(question.number) says \(phrase)")
      case .exits(let status):
        #expect(text.status == status, "Q\(question.number)")
      }
    }
  }

  @Test func thereAreAtLeastSixtyQuestionsCoveringEveryProfileAndCommand() {
    #expect((Self.questions + Self.laterQuestions).count >= 60)
    let all =
      Self.questions + Self.laterQuestions + Self.tiesAndReachQuestions + Self.presentationQuestions
      + Self.barsAndSearchQuestions + Self.splitBarsTabsQuestions + Self.oneQuestionQuestions
    #expect(Set(all.map(\.number)).count == all.count)
    let commands = Set((Self.questions + Self.laterQuestions).compactMap(\.arguments.first))
    #expect(commands.isSuperset(of: ["resolve", "upgrade", "advise"]))
    for profile in ["swiftui", "uikit", "hybrid"] {
      #expect(all.contains { $0.arguments.contains(profile) }, "\(profile)")
    }
  }
}
