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

  /// The appearance proxy's tint is lost only in SwiftUI's bars, and what a file's code
  /// does says whose bars it tints, not what it imports (zotero: a UIKit `AppDelegate` that
  /// imports SwiftUI to host screens): SwiftUI code is judged as SwiftUI's, UIKit launch code
  /// under the project's profile, else as UIKit's; code that shows neither keeps the doubt. A
  /// preview is not SwiftUI code: `Broken.swift`, which imports SwiftUI only for one, follows
  /// the project's profile, and a UIKit app's bars keep the proxy's tint.
  @Test(
    arguments: [
      ("Broken.swift", nil, ["broken-strategy@6:3 error"]),
      ("Broken.swift", .uikit, []),
      ("Broken.swift", .swiftui, ["broken-strategy@6:3 error"]),
      ("AppearanceUIKit.swift", nil, []),
      ("AppearanceUIKit.swift", .hybrid, []),
      // Without SwiftUI in the file, the data's patterns do not take it for a SwiftUI bar.
      ("AppearanceUIKit.swift", .swiftui, []),
      ("AppearanceHybrid.swift", nil, []),
      ("AppearanceHybrid.swift", .hybrid, []),
      ("AppearanceHybrid.swift", .swiftui, ["broken-strategy@12:5 warning"]),
      ("AppearanceAdaptor.swift", nil, []),
      ("AppearanceAdaptor.swift", .swiftui, ["broken-strategy@12:5 warning"]),
    ] as [(String, NavigationProfile?, [String])])
  func theAppearanceProxyIsBrokenOnlyWhereSwiftUIDrawsTheBar(
    fixture: String, profile: NavigationProfile?, expected: [String]
  ) throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16-18"), on: .iOS)
    let found = Linter(matrix: matrix, range: range, profile: profile).lint(
      try TestSupport.fixtureBytes("lint-findings/\(fixture)"), file: fixture
    )
    .filter { $0.rule == .brokenStrategy }
    .map { "\($0.rule.rawValue)@\($0.line):\($0.column) \($0.severity.rawValue)" }
    #expect(found == expected, "\(found)")
  }

  /// corona-warn-app: an app's own method named like an API, called with labels the API does
  /// not take, is not the API; bitwarden: code guarded for extension builds, in no target
  /// read, is no error.
  @Test func ownMethodsAndExtensionOnlyChecksAreNoErrors() throws {
    let matrix = try LinterTests.shipped.get()
    func found(_ fixture: String, _ range: String) throws -> [String] {
      let resolved = try matrix.resolve(RangeExpression.parse(range), on: .iOS)
      return Linter(matrix: matrix, range: resolved).lint(
        try TestSupport.fixtureBytes("lint-findings/\(fixture)"), file: fixture
      ).map { "\($0.rule.rawValue)@\($0.line):\($0.column) \($0.severity.rawValue)" }
    }
    #expect(try found("OwnMethodNamedLikeAPI.swift", "16-18") == ["unguarded-api@14:19 error"])
    let guarded = try found("ExtensionOnlyCheck.swift", "15-18")
    #expect(guarded == ["unguarded-api@9:7 warning"], "\(guarded)")
  }

  /// A run reads the profile from the project while it lints: UIKit launch code judged as
  /// UIKit's before the profile is known is judged again under it (a SwiftUI app's delegate
  /// adaptor tints SwiftUI's bars).
  @Test func launchCodeIsJudgedAgainUnderTheProjectsProfile() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try TestSupport.write(
      [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
          name: "App", platforms: [.iOS(.v16)], targets: [.target(name: "App")])
        """,
        "Sources/App/Root.swift": """
        import SwiftUI
        struct Root: View { var body: some View { NavigationStack { Text("a") } } }
        """,
        "Sources/App/AppDelegate.swift": try String(
          contentsOf: TestSupport.fixtures.appendingPathComponent(
            "lint-findings/AppearanceAdaptor.swift"), encoding: .utf8),
      ], in: folder)
    let result = try BinaryRunner.run(["lint"], in: folder)
    #expect(
      result.stdout.contains("Sources/App/AppDelegate.swift:12:5: warning: "), "\(result.stdout)")
  }

  /// Issue 25, class 8: launch code that imports SwiftUI but writes no view or scene is no
  /// SwiftUI screen: in a project known to be UIKit or hybrid, or none known, the proxy tints
  /// the bars UIKit draws, which honour it (its broken entries are SwiftUI's), so there is no
  /// finding; only where the profile is SwiftUI's is it a warning that says why it is not
  /// certain.
  @Test(
    arguments: [
      (nil, []),
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

  /// A view controller whose file imports SwiftUI only for its preview is UIKit code: its
  /// missing companion is answered with the view controller's strategy, as a file without
  /// the preview is (Cryptomator's `EnterSharePointURLViewController`).
  @Test(arguments: [
    "",
    "#if DEBUG\nimport SwiftUI\nstruct P: PreviewProvider {\n  static var previews: some View { Text(\"a\") }\n}\n#endif\n",
  ])
  func aPreviewDoesNotMakeAViewControllerSwiftUICode(preview: String) throws {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16+"), on: .iOS)
    let code = """
      import UIKit
      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.leftBarButtonItem = UIBarButtonItem(title: "x", style: .plain, target: nil, action: nil)
        }
      }

      """ + preview
    let findings = Linter(matrix: matrix, range: range, profile: .uikit).lint(
      Array(code.utf8), file: "Screen.swift")
    let companion = try #require(findings.first { $0.rule == .missingCompanion })
    #expect(companion.recommended == "swipe-back-uikit-screen-delegate")
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
