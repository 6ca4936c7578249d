import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixData
@testable import CompatMatrixDocs
@testable import CompatMatrixOutput
@testable import CompatMatrixWorkflows

/// `DocsWorkflow` on the shipped data, in temporary folders: what it writes, what a check
/// finds, and the files it leaves alone.
@Suite struct DocsWorkflowTests {
  static let manager = FileManager.default

  static func listing(_ folder: URL) throws -> [String] {
    try manager.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// The Markdown pages the docs have for the shipped data: one per concern, the index and
  /// the API list, so adding a concern to the data does not mean editing these tests.
  static func markdownPages() throws -> Int {
    try MatrixLoader.load(shipped: MatrixLoader.embedded()).concerns.count + 2
  }

  @Test func writesTheGeneralDocsAndChecksThem() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let pages = try Self.markdownPages()
    #expect(pages > 20)
    let first = try WorkflowRun.docs("docs", in: root)
    #expect(!first.isOutOfDate)
    #expect(first.plan.changes.count == pages)
    #expect(first.plan.changes.allSatisfy { $0.kind == .create })
    #expect(first.plan.changes.prefix(2).map(\.name) == ["README.md", "apis.md"])
    let names = try Self.listing(root.appendingPathComponent("docs"))
    #expect(names == first.plan.changes.map(\.name))
    #expect(names.contains("navigation-container.md"))
    let check = try WorkflowRun.docs("docs", in: root, checks: true)
    #expect(!check.isOutOfDate)
    #expect(check.plan.unchanged.count == pages)
    let again = try WorkflowRun.docs("docs", in: root)
    #expect(again.plan.changes.isEmpty)
    #expect(again.plan.unchanged == names)
  }

  @Test func aCheckWritesNothingAndFindsEveryChange() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let fresh = try WorkflowRun.docs("docs", in: root, checks: true)
    #expect(fresh.isOutOfDate)
    #expect(!Self.manager.fileExists(atPath: root.appendingPathComponent("docs").path))
    _ = try WorkflowRun.docs("docs", in: root)
    let folder = root.appendingPathComponent("docs")
    let page = folder.appendingPathComponent("pop-to-root.md")
    try Data((GeneratedFileMarker.line + "\nstale\n").utf8).write(to: page)
    try Data((GeneratedFileMarker.line + "\n").utf8).write(
      to: folder.appendingPathComponent("retired-concern.md"))
    try Self.manager.removeItem(at: folder.appendingPathComponent("apis.md"))
    let before = try Self.listing(folder)
    let check = try WorkflowRun.docs("docs", in: root, checks: true)
    #expect(check.isOutOfDate)
    #expect(
      check.plan.changes == [
        OutputPlan.Change(name: "apis.md", kind: .create),
        OutputPlan.Change(name: "pop-to-root.md", kind: .update),
        OutputPlan.Change(name: "retired-concern.md", kind: .remove),
      ])
    #expect(try Self.listing(folder) == before)
    #expect(try String(contentsOf: page, encoding: .utf8).hasSuffix("\nstale\n"))
  }

  @Test func aForeignFileIsLeftUntouchedAndReplacedOnlyWithForce() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let folder = root.appendingPathComponent("docs")
    try Self.manager.createDirectory(at: folder, withIntermediateDirectories: false)
    let readme = folder.appendingPathComponent("README.md")
    try Data("# Our architecture\n".utf8).write(to: readme)
    #expect {
      try WorkflowRun.docs("docs", in: root)
    } throws: { error in
      guard case .output(.foreignFiles(let paths, _)) = error as? DocsWorkflow.Failure else {
        return false
      }
      return paths == ["docs/README.md"]
    }
    #expect(try Self.listing(folder) == ["README.md"])
    #expect(try String(contentsOf: readme, encoding: .utf8) == "# Our architecture\n")
    let forced = try WorkflowRun.docs("docs", in: root, force: true)
    #expect(forced.plan.changes.first == OutputPlan.Change(name: "README.md", kind: .overwrite))
    #expect(
      try String(contentsOf: readme, encoding: .utf8).hasPrefix(GeneratedFileMarker.line))
  }

  @Test func aRangeGivesATeamsDocsHoweverItIsWritten() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    _ = try WorkflowRun.docs("a", in: root, range: WorkflowRun.range("15-18", in: root))
    _ = try WorkflowRun.docs(
      "b", in: root, range: WorkflowRun.range(minimum: "15", maximum: "18", in: root))
    let names = try Self.listing(root.appendingPathComponent("a"))
    #expect(names == (try Self.listing(root.appendingPathComponent("b"))))
    for name in names {
      let a = try Data(contentsOf: root.appendingPathComponent("a/\(name)"))
      let b = try Data(contentsOf: root.appendingPathComponent("b/\(name)"))
      #expect(a == b, "\(name)")
    }
    let index = try String(
      contentsOf: root.appendingPathComponent("a/README.md"), encoding: .utf8)
    #expect(index.contains("## Plan for iOS 15.0–18.7.10\n"))
    #expect(index.contains("| Concern | 15 | 16 | 17 | 18 |\n"))
    // The general docs of the same folder are different: checking them finds changes.
    #expect(try WorkflowRun.docs("a", in: root, checks: true).isOutOfDate)
  }

  @Test func htmlIsOneFileAndMarkdownFilesBesideItAreLeftAlone() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    _ = try WorkflowRun.docs("docs", in: root)
    let html = try WorkflowRun.docs("docs", in: root, format: .html)
    #expect(html.plan.changes == [OutputPlan.Change(name: "index.html", kind: .create)])
    #expect(html.plan.unchanged.isEmpty)
    let names = try Self.listing(root.appendingPathComponent("docs"))
    #expect(names.count == (try Self.markdownPages()) + 1)
    #expect(!(try WorkflowRun.docs("docs", in: root, format: .html, checks: true).isOutOfDate))
  }

  @Test func anSDKOlderThanTheMinimumFails() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    #expect {
      try DocsWorkflow.run(
        DocsWorkflow.Request(
          data: WorkflowRun.data(in: root), range: WorkflowRun.range("16-18", in: root),
          sdk: OSVersion(15), folder: "docs"),
        rendering: DocsGenerator())
    } throws: { error in
      guard case .sdk(let error) = error as? DocsWorkflow.Failure else { return false }
      return error.sdk == OSVersion(15) && error.minimum == OSVersion(16)
    }
    #expect(try Self.listing(root).isEmpty)
  }
}
