import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixRender
@testable import CompatMatrixResolver
@testable import CompatMatrixSource

/// Reading a project's navigation profile from its sources (`Fixtures/projects/architecture`).
@Suite struct ArchitectureDetectionTests {
  static func folder(_ name: String) -> String {
    TestSupport.fixtures.appendingPathComponent("projects/architecture/\(name)").path
  }

  @Test(arguments: [
    (
      "swiftui", NavigationProfile.swiftui,
      "SwiftUI navigation: 2 files use NavigationStack, 1 TabView; none create a "
        + "UINavigationController, UITabBarController or UISplitViewController"
    ),
    (
      "uikit", .uikit,
      "UIKit navigation: 2 files create or subclass UINavigationController; none use "
        + "NavigationStack, NavigationView or TabView"
    ),
    (
      "hybrid", .hybrid,
      "hybrid UIKit/SwiftUI navigation: 1 file creates or subclasses UINavigationController; "
        + "1 file creates UIHostingController screens"
    ),
    (
      "targets", .swiftui,
      "SwiftUI navigation: 2 files use NavigationView; 1 file creates or subclasses "
        + "UITabBarController; per target: App SwiftUI, Widget UIKit"
    ),
    (
      "storyboard", .uikit,
      "UIKit navigation: 1 file creates or subclasses UINavigationController; none use "
        + "NavigationStack, NavigationView or TabView"
    ),
  ])
  func theProfileAndItsEvidence(project: String, profile: NavigationProfile, evidence: String)
    throws
  {
    let detected = try #require(
      NavigationArchitectureDetector.detect(projectAt: Self.folder(project)))
    #expect(detected.profile == profile)
    #expect(detected.evidence == evidence)
  }

  @Test func testTargetsAreNotRead() throws {
    // The package's test target creates a UINavigationController; the app does not.
    let detected = try #require(
      NavigationArchitectureDetector.detect(projectAt: Self.folder("swiftui")))
    #expect(detected.counts.anyUIKit == 0)
    #expect(detected.counts.appFiles == 1)
  }

  @Test func aManifestOrProjectFileStandsForItsFolder() throws {
    let manifest = Self.folder("swiftui") + "/Package.swift"
    #expect(NavigationArchitectureDetector.detect(projectAt: manifest)?.profile == .swiftui)
  }

  @Test func commentsStringsMembersAndLongerNamesAreNotContainers() {
    #expect(NavigationArchitectureDetector.detect(projectAt: Self.folder("decoys")) == nil)
  }

  @Test func noProjectOrNoContainerTellsNothing() {
    #expect(NavigationArchitectureDetector.detect(projectAt: "/no/such/folder") == nil)
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-matrix-empty-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(NavigationArchitectureDetector.detect(projectAt: empty.path) == nil)
  }

  @Test(arguments: [
    ("NavigationStack { Text(\"a\") }", "NavigationStack", true),
    ("NavigationStack(path: $path) { }", "NavigationStack", true),
    ("TabView(selection: $tab) { }", "TabView", true),
    ("let x: NavigationStack<Text, Text>? = nil", "NavigationStack", true),
    ("x.NavigationStack { }", "NavigationStack", false),
    ("// NavigationStack { }", "NavigationStack", false),
    ("let s = \"NavigationView { }\"", "NavigationView", false),
  ])
  func swiftUIContainersAreUsesAsViews(code: String, name: String, counts: Bool) {
    let scan = NavigationOwnerScan(bytes: Array(code.utf8))
    #expect(scan.swiftUIContainers.contains(name) == counts)
  }

  @Test(arguments: [
    ("let n = UINavigationController(rootViewController: root)", true, false),
    ("final class Router: UINavigationController {}", true, false),
    ("class Tabs<T>: UITabBarController {}", true, false),
    ("extension UINavigationController: UIGestureRecognizerDelegate {}", false, false),
    ("let n = vc.navigationController as? UINavigationController", false, false),
    ("let h = UIHostingController(rootView: Text(\"a\"))", false, true),
    ("final class Host: UIHostingController<Screen> {}", false, true),
  ])
  func uiKitContainersAreCreatedOrSubclassed(code: String, uiKit: Bool, hosts: Bool) {
    let scan = NavigationOwnerScan(bytes: Array(code.utf8))
    #expect(!scan.uiKitContainers.isEmpty == uiKit)
    #expect(scan.hostsSwiftUI == hosts)
  }

  @Test func aSwiftUIAppIsAStructConformingToApp() {
    #expect(NavigationOwnerScan(bytes: Array("@main struct A: App {}".utf8)).declaresSwiftUIApp)
    #expect(
      NavigationOwnerScan(bytes: Array("struct A: Sendable, App {}".utf8)).declaresSwiftUIApp)
    #expect(!NavigationOwnerScan(bytes: Array("let App = 1".utf8)).declaresSwiftUIApp)
  }

}

extension ArchitectureDetectionTests {
  @Test(arguments: [
    "struct Screen_Previews: PreviewProvider {\n  static var previews: some View { NavigationView { Screen() } }\n}",
    "#Preview {\n  NavigationStack { Screen() }\n}",
    "#if os(macOS)\nlet n = UINavigationController()\n#endif",
  ])
  func previewsAndOtherPlatformsDoNotCount(code: String) {
    #expect(NavigationOwnerScan(bytes: Array(code.utf8)).isEmpty)
  }
}
