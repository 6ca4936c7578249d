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
      "SwiftUI navigation: all 2 files that own navigation are SwiftUI's; SwiftUI: 2 files use "
        + "NavigationStack, 1 TabView, 1 file pushes screens; UIKit: none"
    ),
    (
      "uikit", .uikit,
      "UIKit navigation: all 2 files that own navigation are UIKit's; SwiftUI: none; UIKit: 2 "
        + "files create or subclass UINavigationController, 1 file pushes screens"
    ),
    (
      "hybrid", .hybrid,
      "hybrid UIKit/SwiftUI navigation: all 2 files that own navigation are UIKit's; UIKit "
        + "stacks hold SwiftUI screens (1 file); SwiftUI: none; UIKit: 1 file creates or "
        + "subclasses UINavigationController, 1 file pushes screens; UIHostingController: 1 "
        + "file (1 on a UIKit stack)"
    ),
    (
      "targets", .swiftui,
      "SwiftUI navigation: 2 of 3 files that own navigation are SwiftUI's; no file pushes "
        + "onto a UIKit stack, so UIKit's containers hold one screen each: a shell, not the "
        + "app's stacks; SwiftUI: 2 files use NavigationView; UIKit: 1 file creates or "
        + "subclasses UITabBarController, none push screens; per target: App SwiftUI, Widget "
        + "UIKit"
    ),
    (
      "storyboard", .uikit,
      "UIKit navigation: the 1 file that owns navigation is UIKit's; SwiftUI: none; UIKit: 1 "
        + "file creates or subclasses UINavigationController, none push screens"
    ),
    (
      "shell", .swiftui,
      "SwiftUI navigation: 4 of 5 files that own navigation are SwiftUI's; no file pushes "
        + "onto a UIKit stack, so UIKit's containers hold one screen each: a shell, not the "
        + "app's stacks; SwiftUI: 4 files use NavigationStack, 4 files push screens; UIKit: 1 "
        + "file creates or subclasses UINavigationController, none push screens; "
        + "UIHostingController: 1 file (1 on a UIKit stack)"
    ),
    (
      "shell-legacy-flow", .swiftui,
      "SwiftUI navigation: 6 of 7 files that own navigation are SwiftUI's; UIKit's 1 file "
        + "(14 %, within the 20 % margin) does not decide: a shell, or a flow inside SwiftUI's "
        + "navigation; SwiftUI: 5 files use NavigationStack, 1 TabView, 5 files push screens; "
        + "UIKit: 1 file creates or subclasses UINavigationController, 1 file pushes screens"
    ),
    (
      "modal-hosting", .uikit,
      "UIKit navigation: both frameworks own navigation: 2 of 3 files UIKit's, 1 SwiftUI's; "
        + "no UIHostingController is on a UIKit stack (presented or embedded only); SwiftUI: 1 "
        + "file uses NavigationView; UIKit: 1 file creates or subclasses UINavigationController, "
        + "2 files push screens; UIHostingController: 1 file (1 presented modally or as a "
        + "window's root)"
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
  /// A range or minimum given by a flag keeps the profile the project in the folder shows:
  /// `upgrade --from` in a project plans under its profile, not the rule's.
  @Test(arguments: [
    ["upgrade", "--from", "16", "--to", "17"], ["resolve", "16-18", "--concern", "pop-to-root"],
  ])
  func aRangeGivenByAFlagKeepsTheProjectsProfile(_ arguments: [String]) {
    // The folder holds a Package.swift: its sources are read.
    let inProject = CLIRunner.run(arguments, in: Self.folder("swiftui"))
    #expect(inProject.status == 0)
    #expect(inProject.stdout.contains("SwiftUI navigation, read from the project's sources"))
    // --project names the project to read, wherever the command runs.
    let named = CLIRunner.run(
      arguments + ["--project", Self.folder("uikit")], in: Self.folder("decoys"))
    #expect(named.stdout.contains("UIKit navigation, read from the project's sources"))
    // No project: the rule, which says there was nothing to read.
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compat-matrix-no-project-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let nothing = CLIRunner.run(arguments, in: empty.path)
    #expect(nothing.stdout.contains("SwiftUI navigation, assumed"))
    if arguments[0] == "resolve" {
      #expect(nothing.stdout.contains("No --framework and no project sources to read"))
    }
  }

  @Test(arguments: [
    "struct Screen_Previews: PreviewProvider {\n  static var previews: some View { NavigationView { Screen() } }\n}",
    "#Preview {\n  NavigationStack { Screen() }\n}",
    "#if os(macOS)\nlet n = UINavigationController()\n#endif",
    // Code only a debug build compiles: a tab bar for trying screens out, a preview helper.
    "#if DEBUG\nstruct Gallery: View {\n  var body: some View { TabView { Screen() } }\n}\n#endif",
    "#if DEBUG && targetEnvironment(simulator)\nlet t = UITabBarController()\n#endif",
    "#if !DEBUG\n#else\nstruct Debug: View { var body: some View { NavigationStack { A() } } }\n#endif",
    "private struct Wrapper: View {\n  var body: some View { TabView { Screen() } }\n}\n#Preview { Wrapper() }",
  ])
  func previewsDebugCodeAndOtherPlatformsDoNotCount(code: String) {
    #expect(NavigationOwnerScan(bytes: Array(code.utf8)).isEmpty)
  }

  /// What a release build compiles still counts: the `#else` of `#if DEBUG`, `#if !DEBUG`.
  @Test(arguments: [
    "#if DEBUG\nlet x = 1\n#else\nstruct A: View { var body: some View { TabView { B() } } }\n#endif",
    "#if !DEBUG\nstruct A: View { var body: some View { TabView { B() } } }\n#endif",
  ])
  func releaseCodeCounts(code: String) {
    #expect(NavigationOwnerScan(bytes: Array(code.utf8)).swiftUIContainers == ["TabView"])
  }
}
