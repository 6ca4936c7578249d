import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixLint
@testable import CompatMatrixSource
@testable import CompatMatrixWorkflows

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

  /// A view modifier that hides the back button is judged by the views that apply it.
  @Test func aModifiersScreensAreTheViewsThatApplyIt() throws {
    let found = try Self.companions(["Views/Modifiers.swift"])
    #expect(
      found == [
        "Views/Modifiers.swift:7 warning", "Views/Modifiers.swift:21 note",
        // Applied through `extension View { func editBackButton() }` by a pushed view.
        "Views/Modifiers.swift:49 warning",
      ], "\(found)")
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("15-18"), on: .iOS)
    let file = Self.folder.appendingPathComponent("Views/Modifiers.swift")
    let note = Linter(matrix: matrix, range: range).lint(
      files: [SourceWalker.File(path: file.path, display: "Modifiers.swift")]
    ).findings.first { $0.line == 21 }
    #expect(
      note?.message.hasPrefix(
        "If a view that applies `UnusedBackButton` is pushed (lint found none): ")
        == true, "\(note?.message ?? "")")
    #expect(
      note?.detail.hasPrefix(
        "No view in the files linted applies `UnusedBackButton`; if one that does is pushed: ")
        == true, "\(note?.detail ?? "")")
  }

  /// Code that hides or replaces the back button only when its screen is the stack's root
  /// never runs where there is one.
  @Test(arguments: [
    ("if navigationController?.viewControllers.count == 1 { X }", true),
    ("if let nav = navigationController, nav.viewControllers.first === self { X }", true),
    ("if navigationController?.viewControllers.first == self { if ready { X } }", true),
    ("if navigationController?.viewControllers.count == 1 { } else { X }", false),
    ("if navigationController?.viewControllers.count > 1 { X }", false),
    ("if ready { X }", false),
    ("X", false),
  ])
  func codeThatAsksForTheRootRunsOnlyThere(code: String, onlyAtRoot: Bool) {
    let text = code.replacing("X", with: "navigationItem.leftBarButtonItem = item")
    let source = SwiftSourceFile(text: "func f() {\n\(text)\n}\n")
    let item = (0..<source.view.count).first { source.view.isWord($0, "leftBarButtonItem") }
    #expect(item.map { ScreenRoleScan(source).runsOnlyAtRoot($0) } == onlyAtRoot)
  }

  /// A screen held in a variable or property, and followed to where the code shows it.
  @Test(arguments: [
    // A typed local.
    (
      "func f() {\n let s: S = S()\n nav.pushViewController(s, animated: true)\n}",
      ScreenRole?.some(.pushed)
    ),
    // A property, used before its declaration, through `self`.
    (
      "final class C {\n func go() { present(self.s, animated: true) }\n private lazy var s = S()\n}",
      .modal
    ),
    // A property with a type and no value, set elsewhere.
    (
      "final class C {\n private let s: S\n func go() { nav.pushViewController(s, animated: true) }\n}",
      .pushed
    ),
    // A lazy property made by a closure.
    (
      "final class C {\n lazy var s: S = { S() }()\n func go() { nav.setViewControllers([s], animated: false) }\n}",
      .root
    ),
    // One push among other uses decides.
    (
      "final class C {\n let s = S()\n func a() { present(s, animated: true) }\n func b() { nav.pushViewController(s, animated: true) }\n}",
      .pushed
    ),
    // A push the same code then turns into the stack's root does not.
    (
      "final class C {\n lazy var s = S()\n func a() { if animated { nav.pushViewController(s, animated: true) }\n nav.setViewControllers([s], animated: false) }\n}",
      .root
    ),
    // A root in another function does not undo a push.
    (
      "final class C {\n lazy var s = S()\n func a() { nav.pushViewController(s, animated: true) }\n func b() { nav.setViewControllers([s], animated: false) }\n}",
      .pushed
    ),
    // A function's parameter is not followed, and its declaration shows nothing.
    ("func configure(s: S) {\n nav.pushViewController(s, animated: true)\n}", nil),
    ("func show(_ s: S) {}\nfunc pushSettings(_ s: S, animated: Bool) {}", nil),
  ])
  func heldScreensAreFollowed(code: String, expected: ScreenRole?) {
    let roles = ScreenRoleScan(SwiftSourceFile(text: code)).roles(of: ["S"])
    #expect(roles["S"] == expected.map { [$0] }, "\(roles)")
  }

  /// A bar item set on another controller's `navigationItem` is about that controller: how
  /// the file shows it decides, and the screen the code is in does not.
  @Test(arguments: [
    (
      "let host = UIHostingController(rootView: V())\n let nav = UINavigationController(rootViewController: host)\n host.navigationItem.leftBarButtonItem = x",
      "host", ScreenRole?.some(.root)
    ),
    (
      "let detail = D()\n detail.navigationItem.hidesBackButton = true\n navigationController?.pushViewController(detail, animated: true)",
      "detail", .pushed
    ),
    (
      "let sheet = D()\n sheet?.navigationItem.leftBarButtonItem = x\n present(sheet, animated: true)",
      "sheet", .modal
    ),
    ("controller.navigationItem.leftBarButtonItem = x", "controller", nil),
  ])
  func aBarItemOnAnotherControllerIsAboutThatOne(code: String, name: String, expected: ScreenRole?)
  {
    let source = SwiftSourceFile(text: "func f() {\n\(code)\n}\n")
    let item = (0..<source.view.count).first { source.view.isWord($0, "navigationItem") }
    let other = item.flatMap { ScreenRoleScan(source).otherController(at: $0) }
    #expect(other?.name == name)
    #expect(other?.role == expected)
  }

  @Test(arguments: [
    "navigationItem.leftBarButtonItem = x", "self.navigationItem.hidesBackButton = true",
  ])
  func aScreensOwnNavigationItemIsNotAnotherController(code: String) {
    let source = SwiftSourceFile(text: "func f() {\n\(code)\n}\n")
    let item = (0..<source.view.count).first { source.view.isWord($0, "navigationItem") }
    #expect(item.flatMap { ScreenRoleScan(source).otherController(at: $0) } == nil)
  }

  /// Screens of one name in two targets are two screens: the watch's push says nothing of the
  /// phone's root (`Fixtures/lint-screens-targets`); a target that declares no screen of that
  /// name uses another module's, so its push counts.
  @Test func screensAreMatchedPerTarget() throws {
    let folder = TestSupport.fixtures.appendingPathComponent("lint-screens-targets")
    let outcome = try WorkflowRun.lint(folder)
    let found = outcome.report.findings.filter { $0.rule == .missingCompanion }.map {
      "\($0.file):\($0.line) \($0.severity.rawValue)"
    }
    #expect(
      found == [
        "Sources/SharedUI/AccountView.swift:8 warning",
        "Sources/WatchUI/SettingsView.swift:7 warning",
      ], "\(found)")
  }

  /// The rule of matching per target, over every combination of where the screen is declared,
  /// where it is used and where the finding is.
  @Test(arguments: [
    // (finding's targets, using file's targets, targets declaring the screen, counts)
    (["App"], ["App"], ["App"], true),
    (["App"], ["Watch"], ["App", "Watch"], false),
    (["Kit"], ["App"], ["Kit"], true),
    (["App", "Watch"], ["Watch"], ["App", "Watch"], true),
    ([], ["Watch"], ["Watch"], true),
    (["App"], [], ["App"], true),
    (["App"], ["Watch"], ["App"], true),
  ])
  func aUseCountsWhereItsFileCanMeanTheScreen(
    finding: [String], use: [String], declared: [String], counts: Bool
  ) {
    let index = ScreenRoleIndex(
      uses: ["S": [.init(role: .pushed, targets: Set(use))]], declarations: ["S": Set(declared)])
    #expect(index.roles(of: "S", for: Set(finding)) == (counts ? [.pushed] : []))
  }
}
