import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixSource
@testable import CompatMatrixWorkflows

/// `missing-companion` on screens a storyboard shows (`Fixtures/lint-storyboards`): a
/// relationship makes a root, a presentation a modal, a `show` segue a push, through a
/// storyboard reference too; what no storyboard tells stays a note.
@Suite struct StoryboardScreenTests {
  static let folder = TestSupport.fixtures.appendingPathComponent("lint-storyboards")

  /// The run's `missing-companion` findings as `line severity screen`, and its skipped files.
  static func lint(_ paths: [String] = ["."]) throws -> (
    findings: [String], skipped: [String], files: Int
  ) {
    let outcome = try WorkflowRun.lint(folder, range: "15-18", paths: paths)
    let findings = outcome.report.findings.filter { $0.rule == .missingCompanion }.map {
      "\($0.line) \($0.severity.rawValue)"
    }
    return (findings, outcome.skipped.warnings.map(\.warning), outcome.report.filesLinted)
  }

  @Test func theStoryboardsSayWhichScreensArePushed() throws {
    let run = try Self.lint()
    #expect(
      run.findings == [
        // BookDetailViewController: a `show` segue from the list's cells.
        "16 warning",
        // AccountViewController: a `show` segue to a reference to Settings.storyboard.
        "41 warning",
        // SettingsHomeViewController: an initial controller, which code may push.
        "50 note",
        // InspectorViewController: pushed only in a macOS storyboard.
        "58 note",
        // ArchiveViewController: only in the storyboard that cannot be read.
        "66 note",
      ], "\(run.findings)")
    // A note's whole text names the storyboard it could not read.
    let outcome = try WorkflowRun.lint(Self.folder, range: "15-18")
    let archive = outcome.report.findings.first { $0.line == 66 }
    #expect(
      archive?.detail.hasSuffix(
        " Not read, as not well-formed: Shelf/Base.lproj/Broken.storyboard.") == true)
    // The list (a navigation controller's root), the form sheet and the tab: no finding.
    // A storyboard skipped is not a Swift file less linted.
    #expect(run.files == 1)
    #expect(
      run.skipped == [
        "Shelf/Base.lproj/Broken.storyboard:10:13: warning: skipped: not well-formed XML: "
          + "'</objects>' does not close the open element '<viewController>'"
      ])
  }

  @Test func withoutTheStoryboardsNothingTells() throws {
    let run = try Self.lint(["Shelf/Screens"])
    #expect(run.findings.count == 8)
    #expect(run.findings.allSatisfy { $0.hasSuffix(" note") }, "\(run.findings)")
    #expect(run.skipped.isEmpty)
  }

  @Test func aStoryboardGivesItsScenesSeguesAndReferences() throws {
    let url = Self.folder.appendingPathComponent("Shelf/Base.lproj/Main.storyboard")
    let scenes = try StoryboardScenes(bytes: Array(Data(contentsOf: url)))
    #expect(scenes.initialController == "tab-1")
    #expect(!scenes.isAppKit)
    #expect(
      scenes.controllers.mapValues { $0.customClass ?? $0.element }.sorted { $0.key < $1.key }
        .map { "\($0.key)=\($0.value)" }
        == [
          "compose-1=ComposeBookViewController", "detail-1=BookDetailViewController",
          "list-1=ShelfListViewController", "nav-1=navigationController",
          "stats-1=StatsViewController", "tab-1=tabBarController",
        ])
    #expect(
      scenes.references == ["ref-1": .init(storyboardName: "Settings", identifier: "Account")])
    // The segue in a comment is not one.
    #expect(
      scenes.segues.map { "\($0.destination) \($0.relationship ?? $0.kind)" } == [
        "nav-1 viewControllers", "stats-1 viewControllers", "list-1 rootViewController",
        "detail-1 show", "compose-1 presentation", "ref-1 show",
      ])
  }

  @Test(arguments: [
    ("relationship", ScreenRole?.some(.root)), ("show", .pushed), ("showDetail", .pushed),
    ("push", .pushed), ("presentation", .modal), ("popoverPresentation", .modal),
    ("modal", .modal), ("popover", .modal), ("embed", nil), ("unwind", nil), ("custom", nil),
    ("replace", nil),
  ])
  func eachKindOfSegueGivesItsRole(kind: String, expected: ScreenRole?) {
    let segue = StoryboardScenes.Segue(destination: "a", kind: kind, relationship: nil)
    #expect(StoryboardScreenRoles.role(of: segue) == expected)
  }

  /// A reference with no storyboard name is to this storyboard; with no identifier, to the
  /// initial controller of the one it names.
  @Test func referencesReachTheirControllers() throws {
    func board(_ body: String, initial: String = "") throws -> StoryboardScenes {
      try StoryboardScenes(
        bytes: Array(
          """
          <document targetRuntime="iOS.CocoaTouch" \(initial)><scenes><scene><objects>\(body)\
          </objects></scene></scenes></document>
          """.utf8))
    }
    let main = try board(
      """
      <viewController id="a" customClass="Source" sceneMemberID="viewController">\
      <connections><segue destination="r1" kind="show" id="s1"/>\
      <segue destination="r2" kind="presentation" id="s2"/></connections></viewController>\
      <viewController id="b" storyboardIdentifier="Here" customClass="Local" \
      sceneMemberID="viewController"/>\
      <viewControllerPlaceholder referencedIdentifier="Here" id="r1" sceneMemberID="viewController"/>\
      <viewControllerPlaceholder storyboardName="Other" id="r2" sceneMemberID="viewController"/>
      """)
    let other = try board(
      """
      <viewController id="o" customClass="OtherStart" sceneMemberID="viewController"/>
      """, initial: "initialViewController=\"o\"")
    let roles = StoryboardScreenRoles.roles(
      of: ["Local", "OtherStart", "Source"], in: [("Main", main), ("Other", other)])
    #expect(roles == ["Local": [.pushed], "OtherStart": [.modal]])
  }
}
