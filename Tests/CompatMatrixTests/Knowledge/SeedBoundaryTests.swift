import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// One version boundary a seed article states, in our words, and the statuses that satisfy it.
///
/// The expected status comes from the article, never from the data: the test derives the
/// status from the shipped data (availability, then behaviour entries) at every iOS release
/// in `[from, until)` and checks that it satisfies the article.
struct SeedClaim: Sendable, CustomTestStringConvertible {
  /// The seed article's file name.
  let seed: String
  /// The strategy the article talks about.
  let strategy: String
  /// The first version the claim covers.
  let from: String
  /// The first version it no longer covers; `nil` for "through the latest release".
  let until: String?
  /// The statuses that satisfy the article.
  let expected: Expectation
  /// Whether the status must come from a behaviour entry that cites the article (the claim is
  /// about behaviour, which availability cannot explain).
  let fromEntry: Bool
  /// What the article says.
  let says: String

  init(
    _ seed: String, _ strategy: String, from: String, until: String? = nil,
    _ expected: Expectation, fromEntry: Bool = false, says: String
  ) {
    self.seed = seed
    self.strategy = strategy
    self.from = from
    self.until = until
    self.expected = expected
    self.fromEntry = fromEntry
    self.says = says
  }

  var testDescription: String {
    "\(seed.prefix(3)) \(strategy) is \(expected) on [\(from), \(until ?? "latest")]: \(says)"
  }
}

extension Knowledge {
  /// The version boundaries each seed article states, checked against the shipped data.
  @Suite struct SeedBoundaryTests {
    // MARK: - The sweep shared by every seed

    /// Checks a claim at every iOS release it covers.
    static func check(_ claim: SeedClaim) throws {
      let matrix = try Knowledge.shipped()
      let from = try Knowledge.version(claim.from, in: matrix)
      let until = try claim.until.map { try Knowledge.version($0, in: matrix) }
      let covered = try Knowledge.iOSReleases(in: matrix).filter { version in
        version >= from && until.map { version < $0 } ?? true
      }
      #expect(!covered.isEmpty, "no iOS release in the data lies in the claim's range")
      var wrongStatus: [String] = []
      var noEntry: [String] = []
      for version in covered {
        let span = try Knowledge.span(claim.strategy, at: version, in: matrix)
        // A claim about behaviour: where a deprecation of an API sits beside the behaviour
        // entry (and makes the status the worse of the two), the entry's own status is what the
        // article is checked against. A claim about availability ("deprecated from iOS 16") is
        // checked against the combined status, whatever other entries say of that release.
        let status =
          claim.fromEntry && span.apiCause != nil
          ? Knowledge.entry(of: span)?.status ?? span.status : span.status
        if !claim.expected.accepts(status) {
          wrongStatus.append("\(version): \(status) (\(Knowledge.describe(span.cause)))")
        }
        if claim.fromEntry, Knowledge.entry(of: span)?.evidence.sources.contains(claim.seed) != true
        {
          noEntry.append(version.description)
        }
      }
      #expect(
        wrongStatus.isEmpty,
        "\(claim.strategy) is not \(claim.expected) at iOS \(wrongStatus.joined(separator: "; "))")
      #expect(
        noEntry.isEmpty,
        "\(claim.strategy) has no behaviour entry citing \(claim.seed) at iOS \(noEntry.joined(separator: ", "))"
      )
    }

    // MARK: - 003: SwiftUI navigation across iOS 14–16

    static let seed003Claims: [SeedClaim] = [
      SeedClaim(
        seed003, "tint-appearance-proxy", from: "16.0", .exactly(.broken), fromEntry: true,
        says: "the appearance proxy's tintColor is not reflected on iOS 16 and later"),
      SeedClaim(
        seed003, "tint-appearance-proxy", from: "13.0", until: "16.0", .usable,
        says: "the appearance proxy sets the bar button colour before iOS 16"),
      SeedClaim(
        seed003, "tint-modifier", from: "13.0", until: "15.0", .exactly(.unavailable),
        says: "tint(_:) can be used from iOS 15"),
      SeedClaim(
        seed003, "tint-modifier", from: "15.0", .usable,
        says: "tint(_:) on the stack colours the bar buttons"),
      SeedClaim(
        seed003, "leading-offset-toolbar-item", from: "13.0", until: "14.0",
        .exactly(.unavailable), says: "toolbar items exist from iOS 14"),
      SeedClaim(
        seed003, "leading-offset-toolbar-item", from: "14.0", until: "15.0", .exactly(.broken),
        fromEntry: true, says: "offset on a leading ToolbarItem is ignored on iOS 14"),
      SeedClaim(
        seed003, "leading-offset-toolbar-item", from: "15.0", .usable,
        says: "offset on a leading ToolbarItem works on iOS 15 and later"),
      SeedClaim(
        seed003, "leading-offset-navigation-bar-items", from: "14.0", until: "15.0", .usable,
        says: "navigationBarItems(leading:) honours offset on iOS 14"),
      SeedClaim(
        seed003, "container-navigation-stack", from: "13.0", until: "16.0",
        .exactly(.unavailable), says: "NavigationStack exists from iOS 16"),
      SeedClaim(
        seed003, "container-navigation-stack", from: "16.0", .usable,
        says: "NavigationStack is the container from iOS 16"),
      SeedClaim(
        seed003, "container-navigation-view", from: "13.0", until: "16.0", .usable,
        says: "NavigationView is the container up to iOS 15"),
      SeedClaim(
        seed003, "container-navigation-view", from: "16.0", .exactly(.deprecated),
        says: "NavigationView is deprecated from iOS 16"),
      SeedClaim(
        seed003, "pop-root-isactive-chain", from: "13.0", until: "16.0", .usable,
        says: "in a NavigationView, clearing the first link's isActive returns to the root"),
      SeedClaim(
        seed003, "pop-root-isactive-chain-in-stack", from: "16.0", .exactly(.broken),
        fromEntry: true, says: "the isActive chain does not return to the root in a NavigationStack"
      ),
      SeedClaim(
        seed003, "pop-root-stack-path-reset", from: "13.0", until: "16.0", .exactly(.unavailable),
        says: "emptying the path needs NavigationStack, iOS 16"),
      SeedClaim(
        seed003, "pop-root-stack-path-reset", from: "16.0", .usable,
        says: "emptying the bound path returns a NavigationStack to the root"),
    ]

    @Test(arguments: seed003Claims)
    func seed003Boundaries(_ claim: SeedClaim) throws {
      try Self.check(claim)
    }

    /// The versions the knowledge issue names, checked one by one.
    @Test(arguments: [
      ("tint-appearance-proxy", "16.0", Expectation.exactly(.broken)),
      ("tint-appearance-proxy", "17.0", .exactly(.broken)),
      ("tint-appearance-proxy", "18.0", .exactly(.broken)),
      ("tint-appearance-proxy", "26.0", .exactly(.broken)),
      ("tint-appearance-proxy", "latest", .exactly(.broken)),
      ("tint-appearance-proxy", "15.7", .usable),
      ("tint-appearance-proxy", "13.0", .usable),
      ("leading-offset-toolbar-item", "14.0", .exactly(.broken)),
      ("leading-offset-toolbar-item", "14.8.1", .exactly(.broken)),
      ("leading-offset-toolbar-item", "15.0", .usable),
      ("leading-offset-toolbar-item", "latest", .usable),
      ("leading-offset-navigation-bar-items", "14.0", .usable),
      ("container-navigation-stack", "15.7", .exactly(.unavailable)),
      ("container-navigation-stack", "16.0", .usable),
      ("container-navigation-view", "13.0", .usable),
      ("container-navigation-view", "15.7", .usable),
      ("container-navigation-view", "16.0", .exactly(.deprecated)),
      ("pop-root-isactive-chain-in-stack", "16.0", .exactly(.broken)),
      ("pop-root-stack-path-reset", "16.0", .usable),
      ("tint-modifier", "14.8", .exactly(.unavailable)),
      ("tint-modifier", "15.0", .usable),
    ])
    func seed003SpotChecks(strategy: String, version: String, expected: Expectation) throws {
      let matrix = try Knowledge.shipped()
      let at = try Knowledge.version(version, in: matrix)
      #expect(
        try Knowledge.iOSReleases(in: matrix).contains(at), "iOS \(at) is not a release")
      let span = try Knowledge.span(strategy, at: at, in: matrix)
      #expect(expected.accepts(span.status), "\(strategy) at iOS \(at): \(span.status)")
    }

    // MARK: - 004: full navigation-bar customisation

    static let seed004Claims: [SeedClaim] = [
      SeedClaim(
        seed004, "hide-bar-navigation-bar-hidden", from: "13.0", until: "14.0",
        .oneOf(.broken, .partial), fromEntry: true,
        says: "on iOS 13 navigationBarHidden(true) alone does not hide the bar"),
      SeedClaim(
        seed004, "hide-bar-navigation-bar-hidden", from: "14.0", until: "15.0", .usable,
        says: "on iOS 14 navigationBarHidden(true) alone is enough"),
      SeedClaim(
        seed004, "hide-bar-ios13-workaround", from: "13.0", until: "14.0", .usable,
        says: "an empty inline title plus a deferred setNavigationBarHidden hides it on iOS 13"),
      SeedClaim(
        seed004, "custom-bar-uikit-wrapper", from: "13.0", until: "15.0", .usable,
        says: "a wrapped UINavigationController lets screens style the bar (iOS 13 and 14)"),
      SeedClaim(
        seed004, "tint-uikit-navigation-bar", from: "13.0", until: "15.0", .usable,
        says: "setting tintColor on the wrapped controller's bar colours its buttons"),
    ]

    @Test(arguments: seed004Claims)
    func seed004Boundaries(_ claim: SeedClaim) throws {
      try Self.check(claim)
    }

    // MARK: - 000: swipe-back with a hidden navigation bar

    static let seed000Claims: [SeedClaim] = [
      SeedClaim(
        seed000, "swipe-back-system-default", from: "13.0", .exactly(.broken), fromEntry: true,
        says: "hiding the bar makes UIKit disable the pop gesture"),
      SeedClaim(
        seed000, "swipe-back-gesture-delegate-enabler", from: "13.0", .usable,
        says: "the per-screen delegate enabler restores swipe-back"),
      SeedClaim(
        seed000, "swipe-back-global-extension", from: "13.0", .usable,
        says: "an app-wide tweak also restores the gesture, everywhere"),
    ]

    @Test(arguments: seed000Claims)
    func seed000Boundaries(_ claim: SeedClaim) throws {
      try Self.check(claim)
    }

    /// Hiding the bar (seed 000) or the back button (seeds 000 and 002) loses swipe-back, so
    /// every strategy that does so must ask for a swipe-back strategy in the same file.
    @Test func strategiesThatHideTheBarOrBackButtonNeedASwipeBackCompanion() throws {
      let matrix = try Knowledge.shipped()
      let hidingAPIs: Set = [
        "navigation-bar-hidden", "toolbar-visibility-for", "toolbar-visibility",
        "set-navigation-bar-hidden", "navigation-bar-back-button-hidden",
      ]
      let backButtonConcerns: Set = ["custom-back-button", "mixed-stack-back-button-alignment"]
      var checked: [String] = []
      // The status bar is no navigation bar, and hiding the tab bar
      // (toolbarVisibility(.hidden, for: .tabBar)) keeps the navigation bar: both keep the
      // back button and the swipe.
      let otherBars: Set = ["hide-status-bar", "tab-bar-visibility"]
      for concern in matrix.concerns
      where concern.id != "swipe-back-with-hidden-bar" && !otherBars.contains(concern.id) {
        for strategy in concern.strategies {
          let hides =
            concern.id == "hide-navigation-bar"
            || !hidingAPIs.isDisjoint(with: strategy.requires)
            || (backButtonConcerns.contains(concern.id)
              && strategy.requires.contains("ui-navigation-item-left-bar-button-item"))
          guard hides else { continue }
          checked.append(strategy.id)
          #expect(
            strategy.companion?.concern == "swipe-back-with-hidden-bar",
            "\(strategy.id) hides the bar or back button but has no swipe-back companion")
          let cited = Set(strategy.companion?.sources ?? [])
          #expect(
            cited.contains(seed000) || cited.contains(seed002),
            "\(strategy.id)'s companion does not cite seed 000 or 002")
        }
      }
      // Every strategy of the hide concern, and the back-button replacements the seeds show.
      for id in [
        "hide-bar-navigation-bar-hidden", "hide-bar-ios13-workaround", "hide-bar-toolbar-hidden",
        "hide-bar-uikit", "custom-back-toolbar-navigation-bar-leading",
        "custom-back-uikit-left-bar-button-item", "mixed-align-hide-swiftui-bar-custom-bar",
      ] {
        #expect(checked.contains(id), "\(id) was not recognised as hiding the bar or back button")
      }
    }

    /// Seed 000: the enabler needs a UINavigationController underneath (NavigationView, or
    /// NavigationStack on iOS 16+), so it must be usable wherever one of those is.
    @Test func delegateEnablerIsUsableWhereAUINavigationControllerIsUnderneath() throws {
      let matrix = try Knowledge.shipped()
      let enabler = try Knowledge.strategy("swipe-back-gesture-delegate-enabler", in: matrix)
      var containers = 0
      for version in try Knowledge.iOSReleases(in: matrix) {
        let underneath = try ["container-navigation-view", "container-navigation-stack"]
          .contains { try Knowledge.span($0, at: version, in: matrix).status.isUsable }
        guard underneath else { continue }
        containers += 1
        let span = StatusDerivation.status(of: enabler, on: .iOS, at: version, in: matrix)
        #expect(span.status.isUsable, "enabler at iOS \(version): \(span.status)")
      }
      #expect(containers > 0)
      #expect(enabler.requires.contains("interactive-pop-gesture-recognizer"))
      #expect(
        enabler.caveats.contains { $0.text.contains("UINavigationController") },
        "the enabler's caveats do not say it needs a UINavigationController underneath")
      #expect(!enabler.hasAppWideSideEffects, "the enabler changes only its own screen")
    }

    /// Seed 000 rejects one app-wide tweak, `UINavigationController.appearance()` on the pop
    /// gesture, because it changes every screen of the app; the UINavigationController
    /// extension is app-wide too but is not seed 000's, so it must not be attributed to it.
    @Test func appWideSwipeBackTweaksHaveAnAppSideEffect() throws {
      let matrix = try Knowledge.shipped()
      let proxy = try Knowledge.strategy("swipe-back-appearance-proxy", in: matrix)
      #expect(proxy.hasAppWideSideEffects)
      #expect(proxy.sources.contains(seed000))
      let entry = try #require(proxy.behaviour.first)
      #expect(entry.evidence.sources.contains(seed000))
      // The headers give view controllers no appearance() proxy: it does not compile.
      #expect(entry.status == .unavailable)
      let extensionTweak = try Knowledge.strategy("swipe-back-global-extension", in: matrix)
      #expect(extensionTweak.hasAppWideSideEffects)
      #expect(!extensionTweak.sources.contains(seed000), "seed 000 does not describe the extension")
    }

    // MARK: - 002: edge swipe with DragGesture

    static let seed002Claims: [SeedClaim] = [
      SeedClaim(
        seed002, "swipe-back-drag-gesture-dismiss", from: "16.0", .exactly(.partial),
        fromEntry: true, says: "the DragGesture edge swipe pops but is not interactive"),
      SeedClaim(
        seed002, "custom-back-toolbar-navigation-bar-leading", from: "16.0", .exactly(.partial),
        fromEntry: true, says: "hiding the back button of a NavigationStack screen loses swipe-back"
      ),
      SeedClaim(
        seed002, "custom-back-toolbar-top-bar-leading", from: "16.0", .exactly(.partial),
        fromEntry: true, says: "hiding the back button of a NavigationStack screen loses swipe-back"
      ),
    ]

    @Test(arguments: seed002Claims)
    func seed002Boundaries(_ claim: SeedClaim) throws {
      try Self.check(claim)
    }

    /// Seed 002: the DragGesture swipe never behaves like the system gesture, on any release.
    @Test func dragGestureSwipeNeverWorksFully() throws {
      let matrix = try Knowledge.shipped()
      for version in try Knowledge.iOSReleases(in: matrix) {
        let span = try Knowledge.span("swipe-back-drag-gesture-dismiss", at: version, in: matrix)
        #expect(span.status != .works, "DragGesture swipe at iOS \(version) is recorded as works")
        if span.status == .partial {
          let note = Knowledge.entry(of: span)?.note?.lowercased() ?? ""
          #expect(note.contains("interactive"), "the partial note does not say why: \(note)")
        }
      }
    }

    // MARK: - 001: UIKit and SwiftUI back buttons in one stack

    static let seed001Claims: [SeedClaim] = [
      SeedClaim(
        seed001, "mixed-align-button-configuration-inset", from: "18.3", until: "18.4",
        .oneOf(.partial, .broken), fromEntry: true,
        says: "a -4 leading inset aligns the chevrons but loses the edge tap area"),
      SeedClaim(
        seed001, "mixed-align-swiftui-negative-padding", from: "18.3", until: "18.4",
        .oneOf(.partial, .broken), fromEntry: true,
        says: "negative leading padding moves the drawing, not the tap area"),
      SeedClaim(
        seed001, "mixed-align-keep-uikit-bar", from: "18.3", until: "18.4", .exactly(.works),
        says: "keeping the UIKit bar and pushing hosting controllers from UIKit works"),
      SeedClaim(
        seed001, "mixed-align-keep-uikit-bar", from: "13.0", .usable,
        says: "pushing UIHostingController screens from UIKit needs nothing newer than iOS 13"),
      SeedClaim(
        seed001, "mixed-align-hide-swiftui-bar-custom-bar", from: "18.3", until: "18.4",
        .exactly(.partial), fromEntry: true,
        says: "a hand-made bar is exposed to design changes and slides with the screen"),
    ]

    @Test(arguments: seed001Claims)
    func seed001Boundaries(_ claim: SeedClaim) throws {
      try Self.check(claim)
    }

    /// Seed 001: both alignment remedies are recorded as losing the tap area, in the note.
    @Test(arguments: [
      "mixed-align-button-configuration-inset", "mixed-align-swiftui-negative-padding",
    ])
    func alignmentRemediesRecordTheLostTapArea(strategy: String) throws {
      let matrix = try Knowledge.shipped()
      let span = try Knowledge.span(strategy, at: OSVersion(18, 3), in: matrix)
      let note = try #require(Knowledge.entry(of: span)?.note, "\(strategy) has no entry at 18.3")
      #expect(note.lowercased().contains("tap area"), "\(strategy)'s note: \(note)")
    }
  }
}
