import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixLint
@testable import CompatMatrixProject
@testable import CompatMatrixWorkflows

/// A project whose minimum is below the data's first release, and project paths whose case
/// differs from the disk's: checks are judged at the minimum the code really runs at, so no
/// check that release still needs is called redundant (and removed by `--fix`).
@Suite struct ProjectBelowDataTests {
  @Test func checksAreJudgedAtTheProjectsOwnMinimumInAndOutOfItsTargets() throws {
    let folder = TestSupport.fixtures.appendingPathComponent("lint-projects/below-data")
    let outcome = try WorkflowRun.lint(folder)
    let found = outcome.report.findings.map { "\($0.file):\($0.line) \($0.message)" }
    #expect(
      found == [
        "Scripts/Helper.swift:9 `#available(iOS 10.0, *)` is always true: this code never runs "
          + "below iOS 12.0. Remove the check.",
        "Sources/Kit/Kit.swift:5 `#available(iOS 11.0, *)` is always true: this code never runs "
          + "below iOS 12.0. Remove the check.",
      ], "\(found)")
    // The first line says why the range starts later than the project, and where checks are
    // judged; the note on files in no target says at which minimum.
    let context = try #require(outcome.context)
    #expect(
      context.headline.hasPrefix(
        "linting for iOS 13.0+, the first release CompatMatrix has data for (the project's iOS 12.0 is older; "
          + "checks are judged at each target's minimum) (Package.swift: "),
      "\(context.headline)")
    #expect(
      context.notices == [
        "1 Swift file in no target of the projects read was linted for iOS 13.0+, its checks at "
          + "the project's iOS 12.0 (lint --list-targets names them)"
      ], "\(context.notices)")
  }

  /// Xcode finds a project's files as the Mac's file system does, whatever their case.
  @Test(arguments: [
    ("/app/PdfGeneration/Report.swift", true),
    ("/app/PDFGENERATION/report.swift", true),
    ("/app/PDFGeneration/Report.swift", true),
    ("/app/PdfGeneration/Other.swift", false),
  ])
  func aFileTheProjectSpellsInAnotherCaseIsTheProjects(path: String, listed: Bool) {
    let target = BuildTarget(
      name: "App", project: "App.xcodeproj/project.pbxproj", kind: .xcode,
      platforms: [.iOS: OSVersion(12, 5)],
      files: [URL(fileURLWithPath: "/app/PDFGeneration/Report.swift")])
    let platforms = SourceTargets(targets: [target]).platforms(ofFile: path)
    #expect(platforms.isKnown == listed)
    #expect(platforms.targets == (listed ? ["App"] : []))
  }

  /// A long-form attribute that also deprecates loses only its `introduced:`, and its message
  /// says so, as the rewrite does.
  @Test(arguments: [
    (
      "@available(iOS, introduced: 13.0, deprecated: 14.0, message: \"\")",
      "`introduced: 13.0` is always satisfied: this code never runs below iOS 16.0. Remove it, "
        + "and only it, from `@available(iOS, introduced: 13.0, deprecated: 14.0, message: \"\")`."
    ),
    (
      "@available(iOS, introduced: 13.0)",
      "`@available(iOS, introduced: 13.0)` is always satisfied: this code never runs below iOS "
        + "16.0. Remove the attribute."
    ),
  ])
  func aLongFormAttributeThatDeprecatesLosesOnlyItsIntroduction(attribute: String, message: String)
    throws
  {
    let matrix = try LinterTests.shipped.get()
    let range = try matrix.resolve(RangeExpression.parse("16-18"), on: .iOS)
    let findings = Linter(matrix: matrix, range: range).lint(
      Array("\(attribute)\nfunc f() {}\n".utf8), file: "F.swift")
    #expect(findings.map(\.message) == [message])
  }
}
