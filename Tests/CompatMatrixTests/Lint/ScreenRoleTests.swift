import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixSource

/// `missing-companion` on roots and modals across files: a screen that replaces or hides its
/// back button can lose swipe-back only where it is pushed, and what shows it is often a
/// coordinator in another file (`Fixtures/lint-screens`).
@Suite struct ScreenRoleTests {
  static let folder = TestSupport.fixtures.appendingPathComponent("lint-screens")

  /// The fixture app's findings of the rule, as `file:line severity`.
  static func companions(_ names: [String]) throws -> [String] {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    let linter = Linter(matrix: matrix, range: range)
    let files = names.map {
      SourceWalker.File(path: folder.appendingPathComponent($0).path, display: $0)
    }
    return linter.lint(files: files).findings.filter { $0.rule == .missingCompanion }.map {
      "\($0.file):\($0.line) \($0.severity.rawValue)"
    }
  }

  static let everyFile = [
    "Coordinators/AppCoordinator.swift", "Screens/UIKitScreens.swift",
    "Screens/SettingsViewController.swift", "Screens/ComposeViewController.swift",
    "Screens/DetailViewController.swift", "Screens/ProfileViewController.swift",
    "Screens/EditorViewController.swift", "Screens/ReportViewController.swift",
    "Screens/Onboarding.swift",
    "Views/RootView.swift", "Views/Screens.swift",
  ]

  @Test func onlyPushedScreensAreReportedAndUnknownOnesAreNotes() throws {
    let found = try Self.companions(Self.everyFile)
    #expect(
      found == [
        // Pushed: through a variable, a router, a link, a destination, a later element of
        // setViewControllers.
        "Screens/DetailViewController.swift:11 warning",
        // Pushed over the root a coordinator's start() installed, through a factory.
        "Screens/Onboarding.swift:14 warning",
        "Screens/ProfileViewController.swift:7 warning",
        // Made by a factory in another module: not known.
        "Screens/ReportViewController.swift:7 note",
        "Screens/UIKitScreens.swift:22 warning",
        "Views/Screens.swift:18 warning",
        "Views/Screens.swift:25 warning",
        // Only a preview shows it in a stack.
        "Views/Screens.swift:32 note",
      ], "\(found)")
  }

  @Test func withoutTheCoordinatorNothingTellsAndEveryScreenIsANote() throws {
    let screens = Self.everyFile.filter { $0.hasPrefix("Screens/") }
    let findings = try Self.companions(screens)
    #expect(findings.count == 11)
    #expect(findings.allSatisfy { $0.hasSuffix(" note") })
  }

  /// How one use of a screen shows it, in code a coordinator or a view writes.
  @Test(arguments: [
    ("let n = UINavigationController(rootViewController: S())", ScreenRole?.some(.root)),
    ("nav.setViewControllers([S(), T()], animated: true)", .root),
    ("nav.setViewControllers([T(), S()], animated: true)", .pushed),
    ("nav.viewControllers = [T(), S()]", .pushed),
    ("window.rootViewController = S()", .root),
    ("present(S(), animated: true)", .modal),
    ("present(UINavigationController(rootViewController: S()), animated: true)", .root),
    ("navigationController?.pushViewController(S(), animated: true)", .pushed),
    ("show(S(), sender: nil)", .pushed),
    ("let s = S()\n s.modalPresentationStyle = .pageSheet", .modal),
    ("let s = S()\n nav.pushViewController(s, animated: true)", .pushed),
    ("let s = S()\n let n = UINavigationController(rootViewController: s)", .root),
    ("let h = UIHostingController(rootView: S())\n push(h)", .pushed),
    (
      "let s = sb.instantiateViewController(withIdentifier: \"s\") as! S\n present(s, animated: true)",
      .modal
    ),
    ("router.push(S())", .pushed),
    ("router.setRootModule(S())", .root),
    ("var body: some View { NavigationStack { VStack { S() } } }", .root),
    ("var body: some View { NavigationView { S() } }", .root),
    ("var body: some View { List {}.sheet(isPresented: $p) { S() } }", .modal),
    ("var body: some View { List {}.fullScreenCover(item: $i) { _ in S() } }", .modal),
    ("var body: some View { NavigationLink(destination: S()) { Text(\"s\") } }", .pushed),
    ("var body: some View { NavigationLink(\"s\") { S() } }", .pushed),
    ("var body: some View { NavigationLink { S() } label: { Text(\"s\") } }", .pushed),
    ("var body: some View { NavigationLink(value: 1) { S() } }", nil),
    ("var body: some View { List {}.navigationDestination(for: Int.self) { _ in S() } }", .pushed),
    ("var body: some View { NavigationSplitView { S() } detail: { T() } }", .root),
    ("var body: some View { Button { S() } label: { Text(\"x\") } }", nil),
    ("let s = factory.make()\n nav.pushViewController(s, animated: true)", nil),
    ("}\nfunc make() -> S { S() }\nfunc g() { present(make(), animated: true)", .modal),
    ("}\nfunc start() { nav.pushViewController(S(), animated: false)", .root),
    ("}\nfunc start() { nav.pushViewController(S(), animated: true)", nil),
    ("}\nfunc next() { nav.pushViewController(S(), animated: false)", .pushed),
  ])
  func oneUseShowsTheScreen(code: String, expected: ScreenRole?) {
    let source = SwiftSourceFile(text: "func f() {\n\(code)\n}\n")
    let roles = ScreenRoleScan(source).roles(of: ["S"])
    #expect(roles["S"] == expected.map { [$0] })
  }
}
