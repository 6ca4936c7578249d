import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixOutput
@testable import CompatMatrixResolver
@testable import CompatMatrixWorkflows

/// What an outside review of the scaffold asked for (`review2/verdicts-scaffold.md`), held for
/// the class of each problem, over every profile and range, not only the case it named.
@Suite struct ScaffoldReviewTests {
  /// The minimums the properties run over, each up to 26.
  static let minimums = [13, 14, 15, 16, 17, 18, 26]

  /// Every profile's scaffold for every minimum, generated once.
  static let scaffolds: [(profile: NavigationProfile, minimum: Int, output: ScaffoldOutput)] = {
    var all: [(NavigationProfile, Int, ScaffoldOutput)] = []
    for profile in NavigationProfile.allCases {
      for minimum in minimums {
        // The shipped data loads; a failure here fails every test that reads it.
        if let output = try? ScaffoldTests.generate("\(minimum)-26", profile) {
          all.append((profile, minimum, output))
        }
      }
    }
    return all
  }()

  /// Whether a file declares anything outside itself: a top-level declaration or extension
  /// that is not `private`/`fileprivate`.
  static func hasPublicAPI(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      ["class ", "final class ", "struct ", "enum ", "extension ", "func "].contains {
        line.hasPrefix($0)
      }
    }
  }

  @Test func everyProfileAndMinimumIsGenerated() {
    #expect(Self.scaffolds.count == NavigationProfile.allCases.count * Self.minimums.count)
  }

  // MARK: - H1: a regeneration never removes code the app calls

  /// Raising the minimum never drops a file an earlier scaffold wrote: a file is written
  /// whenever a strategy the plan uses has code for it.
  @Test(arguments: NavigationProfile.allCases)
  func aHigherMinimumKeepsEveryFileWithAnAPI(profile: NavigationProfile) {
    let outputs = Self.scaffolds.filter { $0.profile == profile }
    for (lower, higher) in outputs.flatMap({ low in
      outputs.filter { $0.minimum > low.minimum }.map { (low, $0) }
    }) {
      let kept = Set(higher.output.files.map(\.path))
      for file in lower.output.files where Self.hasPublicAPI(file.contents) {
        #expect(
          kept.contains(file.path),
          "\(profile) \(lower.minimum)-26 writes \(file.path), \(higher.minimum)-26 drops it: \(higher.output.skipped)"
        )
      }
    }
  }

  /// 15-26 then 16-26 into one folder: every file is still there, and BarAppearance.swift is
  /// written at 16-26 (its tab bar and tint code) with a comment where the navigation bar's
  /// strategy lives in each screen.
  @Test(arguments: NavigationProfile.allCases)
  func regeneratingAt16KeepsEveryFileOf15(profile: NavigationProfile) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let framework = try #require(FrameworkPreference(rawValue: profile.rawValue))
    _ = try ScaffoldWorkflow.run(ScaffoldTests.request("15-26", framework: framework, folder: root))
    let folder = root.appendingPathComponent("scaffold").path
    let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let again = try ScaffoldWorkflow.run(
      ScaffoldTests.request("16-26", framework: framework, folder: root))
    let written = try #require(again.written)
    #expect(!written.changes.contains { $0.kind == .remove })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
    if profile == .swiftui {
      let appearance = try #require(again.output.files.first { $0.path == "BarAppearance.swift" })
      #expect(appearance.contents.contains("func barTint(_ color: Color) -> some View {"))
      #expect(appearance.contents.contains("which lives elsewhere (see the plan)"))
      #expect(
        appearance.contents.contains(
          "UINavigationBar.appearance().standardAppearance = navigationBar"))
      #expect(appearance.contents.contains("UITabBar.appearance().scrollEdgeAppearance = tabBar"))
    }
  }

  /// A file the scaffold wrote that the plan no longer generates stays, and the run lists it
  /// as kept: never removed.
  @Test func aFileNoLongerGeneratedIsKeptNotRemoved() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try ScaffoldWorkflow.run(ScaffoldTests.request("15-26", framework: .uikit, folder: root))
    let retired = root.appendingPathComponent("scaffold/Retired.swift")
    let text = GeneratedFileMarker.scaffold.line + "\nfunc retired() {}\n"
    try Data(text.utf8).write(to: retired)
    let outcome = try ScaffoldWorkflow.run(
      ScaffoldTests.request("15-26", framework: .uikit, folder: root))
    let written = try #require(outcome.written)
    #expect(written.kept == ["Retired.swift"])
    #expect(written.isUpToDate)
    #expect(try String(contentsOf: retired, encoding: .utf8) == text)
    let check = try ScaffoldWorkflow.run(
      ScaffoldTests.request("15-26", framework: .uikit, folder: root, checks: true))
    #expect(check.written?.kept == ["Retired.swift"])
    #expect(!check.fails)
  }

  /// Where a stretch has no code for a slot that must be a view, the slot keeps the file's
  /// fallback after the comment, so a modifier never turns its view into nothing: no block
  /// of a function that returns a view holds only comments.
  @Test func noViewIsACommentOnly() {
    for (profile, minimum, output) in Self.scaffolds {
      for file in output.files {
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasSuffix("{") {
          let body = lines[(index + 1)...].prefix {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("}")
          }
          guard !body.isEmpty,
            body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") })
          else { continue }
          let indent = line.prefix { $0 == " " }.count
          let owner = lines[..<index].last { candidate in
            candidate.prefix { $0 == " " }.count < indent
              && (candidate.contains("func ") || candidate.contains("var "))
          }
          #expect(
            owner?.contains("some View") != true,
            "\(profile) \(minimum)-26 \(file.path):\(index + 1) leaves a view as a comment")
        }
      }
    }
  }

  @Test func aStretchWithoutCodeSaysSoAndKeepsTheView() throws {
    let output = try ScaffoldTests.generate("13-26", .swiftui)
    let hidden = try #require(output.files.first { $0.path == "HiddenNavigationBar.swift" })
    #expect(
      hidden.contents.contains(
        """
                } else {
                    // On iOS 13.x, the plan's way is iOS 13 workaround: inline empty title + deferred
                    // setNavigationBarHidden, which lives elsewhere (see the plan); the code below
                    // still applies.
                    content
                }
        """))
  }

  // MARK: - H2: the iOS 15 router keeps the screen it pops

  @Test func theNavigationViewFallbackDrawsTheOutgoingScreenFromTheRouteItShowed() throws {
    let router = try #require(
      try ScaffoldTests.generate("15-26", .swiftui).files.first {
        $0.path == "NavigationRouter.swift"
      })
    // The screen above is made from the kept route, never read from the path it trims.
    #expect(router.contents.contains("screen: destination(route)"))
    #expect(!router.contents.contains("destination(router.path[depth])"))
    #expect(router.contents.contains("shownAbove.route = router.path[depth]"))
    #expect(router.contents.contains("@State private var shownAbove = ShownRoute<Route>()"))
    // What a deep link does on iOS 15 is said, where the router is made; no restoration
    // is claimed.
    #expect(router.contents.contains("push a deep link's"))
    #expect(!router.contents.contains("a restored\n    /// session"))
    let modern = try #require(
      try ScaffoldTests.generate("16-26", .swiftui).files.first {
        $0.path == "NavigationRouter.swift"
      })
    #expect(!modern.contents.contains("Below iOS 16, NavigationView"))
  }

  // MARK: - Medium and low items, per profile

  /// What each file must (and must not) say, for the profiles that write it, at 15-26.
  @Test(arguments: [
    // M1: the tint's doc is right on 26.
    (
      NavigationProfile.uikit, "AppNavigationController.swift",
      "On iOS 26 the back button's chevron and title are reported to ignore it",
      "/// The colour of the back button and the bar button items"
    ),
    // M3: the chevron alone, through the display mode, keeping a screen's own title.
    (
      .uikit, "AppNavigationController.swift", "item.backButtonDisplayMode = .minimal",
      "backButtonTitle = \"\""
    ),
    (
      .hybrid, "AppNavigationController.swift",
      "if item.backButtonTitle == nil, item.backBarButtonItem == nil,", "backButtonTitle = \"\""
    ),
    // M4: the look on the controller's own bar, once, with every slot.
    (
      .uikit, "AppNavigationController.swift",
      "navigationBar.compactScrollEdgeAppearance = barAppearance",
      "navigationItem.standardAppearance = barAppearance"
    ),
    (
      .uikit, "AppNavigationController.swift", "        didSet { applyBarAppearance() }",
      "screen.navigationItem.scrollEdgeAppearance"
    ),
    // M5: the router hands out the type the app configures.
    (
      .uikit, "NavigationRouter.swift", "let navigationController: AppNavigationController",
      "let navigationController: UINavigationController"
    ),
    // M6: SwiftUI screens in the UIKit stack, with the router in their environment.
    (
      .hybrid, "HostedScreens.swift",
      "UIHostingController(rootView: view)", "environmentObject(self)"
    ),
    (
      .hybrid, "HostedScreens.swift",
      "navigationController.pushViewController(hosting(screen, hidesBar: hidesBar), animated: animated)",
      "No strategy serves"
    ),
    // M7: bars left to the system over Liquid Glass unless asked.
    (
      .swiftui, "BarAppearance.swift", "if #available(iOS 26.0, *), leavesBarsToLiquidGlass {",
      "overLiquidGlass"
    ),
    // M2 and L2: the keeper names iOS 26's content pop gesture and forgets its state on
    // every path.
    (
      .swiftui, "HiddenNavigationBar.swift", "(`interactiveContentPopGestureRecognizer`)",
      "SwipeBackEnabler"
    ),
    (
      .uikit, "BarHiddenViewController.swift",
      "        defer {\n            navigationController = nil", "SwipeBackEnabler"
    ),
    (
      .hybrid, "BarHiddenHostingController.swift", "interactiveContentPopGestureRecognizer",
      "SwipeBackEnabler"
    ),
    // M9 and L8: no restoration claimed without its code; a name that is not UIKit's show.
    (
      .uikit, "NavigationRouter.swift", "Restoring a session\n    /// is yours to wire",
      "func show(_ routes: [Route])"
    ),
    // L4: the chevron has a label.
    (
      .swiftui, "BackButton.swift", ".accessibilityLabel(Text(\"Back\"))",
      "@ViewBuilder\n    func keepsSwipeBack"
    ),
    // L5: how screens hold the router.
    (
      .uikit, "NavigationRouter.swift", "(`weak var router: NavigationRouter<Route>?`)",
      "a restored session or a deep link asks for"
    ),
  ])
  func eachFileSaysWhatItDoes(
    profile: NavigationProfile, name: String, says: String, doesNotSay: String
  ) throws {
    let file = try #require(
      try ScaffoldTests.generate("15-26", profile).files.first { $0.path == name })
    #expect(file.contents.contains(says))
    #expect(!file.contents.contains(doesNotSay))
  }

  // MARK: - M8: the headers

  /// Every header names the SDK the plan is for, cites a seed by its title and file name as
  /// one of the data's seed articles, and an SDK file by the SDK's version and Apple's
  /// documentation, never a dump's address.
  @Test func everyHeaderNamesItsSDKAndItsSourcesReadably() throws {
    let citations = try MatrixLoader.load(shipped: MatrixLoader.embedded()).citations
    for (profile, minimum, output) in Self.scaffolds {
      for file in output.files {
        let header = file.contents.split(separator: "\n").prefix { $0.hasPrefix("//") }
          .joined(separator: "\n")
        let place = "\(profile) \(minimum)-26 \(file.path)"
        #expect(header.contains("for the newest SDK the data knows"), "\(place)")
        #expect(!header.contains("for apps built with"), "\(place)")
        #expect(!header.contains(".sdk/"), "\(place)")
        for seed in Knowledge.seedFiles {
          #expect(!header.contains(seed), "\(place): \(seed)")
          if let title = citations[seed]?.title { #expect(!header.contains(title), "\(place)") }
        }
        if header.contains("UINavigationController.h") {
          #expect(header.contains("UINavigationController.h in Apple's iOS"), "\(place)")
        }
      }
    }
  }

  @Test func aGivenSDKIsTheOneNamed() throws {
    let output = try ScaffoldTests.generate("15-26", .uikit, sdk: OSVersion(26, 2))
    for file in output.files {
      #expect(file.contents.contains("for apps built with the iOS 26.2 SDK (--sdk 26.2)."))
    }
  }

  @Test(arguments: [
    (
      "https://github.com/theos/sdks/blob/4af4cb1d/iPhoneOS16.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h",
      "UINavigationBar.h, iOS 16.4 SDK",
      "UINavigationBar.h in Apple's iOS 16.4 SDK"
    ),
    (
      "https://github.com/theos/sdks/blob/4af4cb1d/iPhoneOS13.7.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h",
      nil,
      "UIScene.h in Apple's iOS 13.7 SDK"
    ),
    (
      "https://github.com/seayou2468-web/maciOS/blob/4e13ea7f/iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface",
      "arm64e-apple-ios.swiftinterface, iOS 26.2 SDK",
      "the SwiftUI interface in Apple's iOS 26.2 SDK"
    ),
  ])
  func anSDKFileIsNamedByItsSDK(source: String, title: String?, expected: String) {
    #expect(ScaffoldHeader.sdkFile(source, title: title) == expected)
  }

  @Test(arguments: [
    "https://developer.apple.com/documentation/uikit/uinavigationbar",
    "https://github.com/radianttap/Coordinator/blob/8a625aad/documentation/Pattern.md",
    "003_499adc954b170e70.txt",
  ])
  func anythingElseIsNotAnSDKFile(source: String) {
    #expect(ScaffoldHeader.sdkFile(source, title: nil) == nil)
  }
}
