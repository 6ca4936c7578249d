import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixSource

/// Findings the field test on public apps showed to be false (docs/records/lint-field-test.md), each
/// on a fixture of its own shape, and the project's navigation profile in the advice.
@Suite struct LintFieldRegressionTests {
  /// The findings of a fixture as `rule@line:column`.
  static func findings(_ fixture: String, range: String = "16+") throws -> [String] {
    try LinterTests.findings(fixture, range: range)
  }

  /// home-assistant, mastodon-ios: `contentEdgeInsets` on buttons in a screen's content (an
  /// alert's actions, an onboarding button) was reported with the leading bar item's advice.
  @Test func contentInsetsCountOnlyOnABarButtonsCustomView() throws {
    #expect(try Self.findings("ContentEdgeInsets.swift") == [])
    #expect(
      try Self.findings("ContentEdgeInsetsBarItem.swift").contains("deprecated-strategy@9:11"))
  }

  /// The appearance proxy's tint is lost only in SwiftUI's bars: a UIKit app's launch code
  /// that sets it is no error, the same code in a file that imports SwiftUI is.
  @Test func theAppearanceProxyIsBrokenOnlyWhereSwiftUIDrawsTheBar() throws {
    #expect(try Self.findings("AppearanceUIKit.swift") == [])
    #expect(try Self.findings("Broken.swift", range: "15-18") == ["broken-strategy@6:3"])
    // A file that imports SwiftUI but declares no view or scene may be a hybrid app's launch
    // code: not certain, so a warning that says why, never an error.
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16+"), on: .iOS)
    let hybrid = Linter(matrix: matrix, range: range).lint(
      try TestSupport.fixtureBytes("lint-findings/AppearanceHybrid.swift"),
      file: "AppearanceHybrid.swift")
    #expect(
      hybrid.map { "\($0.rule.rawValue)@\($0.line):\($0.column)" } == ["broken-strategy@12:5"])
    #expect(hybrid.first?.severity == .warning)
    #expect(
      hybrid.first?.detail.contains("Not certain: the file imports SwiftUI but declares no") == true
    )
  }

  /// Issue 25, class 8: launch code that imports SwiftUI but writes no view or scene is no
  /// SwiftUI screen: in a project known to be UIKit or hybrid, the proxy tints the bars UIKit
  /// draws, which honour it (its broken entries are SwiftUI's), so there is no finding; only
  /// where the profile is SwiftUI's or unknown is it a warning that says why it is not certain.
  @Test(
    arguments: [
      (nil, ["broken-strategy@12:5"]),
      (NavigationProfile.swiftui, ["broken-strategy@12:5"]),
      (NavigationProfile.uikit, []),
      (NavigationProfile.hybrid, []),
    ] as [(NavigationProfile?, [String])])
  func launchCodeThatImportsSwiftUIFollowsTheProfile(
    profile: NavigationProfile?, expected: [String]
  ) throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16+"), on: .iOS)
    let findings = Linter(matrix: matrix, range: range, profile: profile).lint(
      try TestSupport.fixtureBytes("lint-findings/AppearanceHybrid.swift"),
      file: "AppearanceHybrid.swift")
    #expect(findings.map { "\($0.rule.rawValue)@\($0.line):\($0.column)" } == expected)
  }

  /// In a hybrid project a SwiftUI screen is a hosted one: its advice is hybrid's (pop through
  /// the navigation controller), not a SwiftUI container's `dismiss`; a file that uses a
  /// NavigationStack owns that stack and keeps SwiftUI's advice.
  @Test(
    arguments: [
      (
        "struct S: View {\n  @Environment(\\.presentationMode) var mode\n  var body: some View { Text(\"a\") }\n}",
        "dismiss-uikit-pop"
      ),
      (
        "struct S: View {\n  @Environment(\\.presentationMode) var mode\n  var body: some View { NavigationStack { Text(\"a\") } }\n}",
        "dismiss-environment-dismiss"
      ),
    ])
  func aHostedScreenIsAdvisedWithinHybridsReach(body: String, recommended: String) throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16+"), on: .iOS)
    let findings = Linter(matrix: matrix, range: range, profile: .hybrid).lint(
      Array(("import SwiftUI\n" + body + "\n").utf8), file: "Screen.swift")
    let finding = try #require(findings.first { $0.rule == .deprecatedStrategy })
    #expect(finding.recommended == recommended)
  }

  /// Advice in a file that does not import SwiftUI keeps to the project's profile: in a
  /// SwiftUI app a cleared pop-gesture delegate is answered with SwiftUI's swipe-back
  /// strategy; with no profile, or a UIKit one, with the view controller's.
  @Test(
    arguments: [
      (nil, "swipe-back-uikit-screen-delegate"),
      (NavigationProfile.uikit, "swipe-back-uikit-screen-delegate"),
      (NavigationProfile.hybrid, "swipe-back-uikit-screen-delegate"),
      (NavigationProfile.swiftui, "swipe-back-gesture-delegate-enabler"),
    ] as [(NavigationProfile?, String)])
  func adviceOutsideSwiftUIFilesFollowsTheProfile(
    profile: NavigationProfile?, recommended: String
  ) throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16+"), on: .iOS)
    let linter = Linter(matrix: matrix, range: range, profile: profile)
    let findings = linter.lint(
      try TestSupport.fixtureBytes("lint-findings/Hazards.swift"), file: "Hazards.swift")
    let hazard = try #require(findings.first { $0.rule == .hazard })
    #expect(hazard.recommended == recommended)
  }
}

/// The profile counted from the files lint reads is the one the detector reads from the
/// folder: test folders left out, storyboards counted.
@Suite struct ProfileTallyTests {
  @Test func theTallyCountsAsTheDetectorDoes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("profile-tally-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/Root.swift":
        "import SwiftUI\nstruct Root: View { var body: some View { NavigationStack { Text(\"a\") } } }\n",
      "AppTests/RootTests.swift":
        "import UIKit\nlet c = UINavigationController(rootViewController: UIViewController())\n",
      "App/Main.storyboard":
        "<document><scenes><navigationController id=\"a\"/></scenes></document>\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let tally = ProfileTally(folder: folder.path)
    for path in files.keys where path.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(path)
      tally.add(swiftFile: url.path, bytes: Array(try Data(contentsOf: url)))
    }
    tally.add(storyboards: [folder.appendingPathComponent("App/Main.storyboard").path])
    let counted = try #require(tally.architecture())
    let detected = try #require(NavigationArchitectureDetector.detect(inFolder: folder.path))
    #expect(counted == detected)
    // The test target's controller does not count; the storyboard's does.
    #expect(counted.counts.uiKitFiles == ["UINavigationController": 1])
    #expect(counted.counts.swiftUIFiles == ["NavigationStack": 1])
  }
}
