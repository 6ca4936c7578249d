import CompatMatrix
import CompatMatrixOutput
import Foundation
import Testing

/// `docs` on the shipped data, run in-process in temporary folders.
@Suite struct DocsCommandTests {
  static let manager = FileManager.default

  static func listing(_ folder: URL) throws -> [String] {
    try DocsWorkflowTests.listing(folder)
  }

  static func markdownPages() throws -> Int {
    try DocsWorkflowTests.markdownPages()
  }

  /// What `docs` writes is the workflow's (`DocsWorkflowTests`); the command says it.
  @Test func writingAndCheckingSayWhatChanged() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let pages = try Self.markdownPages()
    let first = CLIRunner.run(["docs", "--out", "docs"], in: root.path)
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout.hasPrefix("created docs/README.md\ncreated docs/apis.md\n"))
    #expect(
      first.stdout.hasSuffix("docs: \(pages) created, 0 updated, 0 removed, 0 unchanged.\n"))
    let check = CLIRunner.run(["docs", "--out", "docs", "--check"], in: root.path)
    #expect(check.status == 0)
    #expect(check.stdout == "docs is up to date (\(pages) files).\n")
    let again = CLIRunner.run(["docs", "--out", "docs"], in: root.path)
    #expect(again.stdout == "docs: 0 created, 0 updated, 0 removed, \(pages) unchanged.\n")
  }

  @Test func checkWritesNothingAndListsEveryChange() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let fresh = CLIRunner.run(["docs", "--out", "docs", "--check"], in: root.path)
    #expect(fresh.status == 1)
    #expect(fresh.stdout.hasPrefix("would create docs/README.md\nwould create docs/apis.md\n"))
    #expect(!Self.manager.fileExists(atPath: root.appendingPathComponent("docs").path))
    _ = CLIRunner.run(["docs", "--out", "docs"], in: root.path)
    let folder = root.appendingPathComponent("docs")
    let page = folder.appendingPathComponent("pop-to-root.md")
    try Data((GeneratedFileMarker.line + "\nstale\n").utf8).write(to: page)
    try Data((GeneratedFileMarker.line + "\n").utf8).write(
      to: folder.appendingPathComponent("retired-concern.md"))
    try Self.manager.removeItem(at: folder.appendingPathComponent("apis.md"))
    let before = try Self.listing(folder)
    let check = CLIRunner.run(["docs", "--out", "docs", "--check"], in: root.path)
    #expect(check.status == 1)
    #expect(
      check.stdout == """
        would create docs/apis.md
        would update docs/pop-to-root.md
        would remove docs/retired-concern.md
        docs is out of date: 3 changes. Run the same command without --check to update it.

        """)
    #expect(try Self.listing(folder) == before)
    #expect(try String(contentsOf: page, encoding: .utf8).hasSuffix("\nstale\n"))
  }

  @Test func outAtAFileIsAUsageErrorThatWritesNothing() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    try Data("mine\n".utf8).write(to: root.appendingPathComponent("notes.md"))
    for extra in [[], ["--check"]] {
      let result = CLIRunner.run(["docs", "--out", "notes.md"] + extra, in: root.path)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "Error: The value 'notes.md' is invalid for '--out <dir>': 'notes.md' is a file; "
            + "expected a folder for the generated files\nUsage: compat-matrix docs --out <dir> "
        ))
    }
    #expect(try Self.listing(root) == ["notes.md"])
    #expect(
      try String(contentsOf: root.appendingPathComponent("notes.md"), encoding: .utf8) == "mine\n")
  }

  @Test func aFolderThatCannotBeCreatedIsAnOutputError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    try Data("mine\n".utf8).write(to: root.appendingPathComponent("file"))
    let result = CLIRunner.run(["docs", "--out", "file/docs"], in: root.path)
    #expect(result.status == 74)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: cannot create the folder 'file/docs': '\(root.appendingPathComponent("file").path)' is a file, not a folder\n"
    )
    #expect(try Self.listing(root) == ["file"])
  }

  /// What is left untouched is the workflow's (`DocsWorkflowTests`); the command names it.
  @Test func aForeignFileIsNamedWithTheWayToReplaceIt() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let folder = root.appendingPathComponent("docs")
    try Self.manager.createDirectory(at: folder, withIntermediateDirectories: false)
    try Data("# Our architecture\n".utf8).write(to: folder.appendingPathComponent("README.md"))
    let result = CLIRunner.run(["docs", "--out", "docs"], in: root.path)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: 'docs/README.md' is in the way: it does not begin"))
    #expect(result.stderr.hasSuffix("; move it away or pass --force to overwrite it\n"))
    let forced = CLIRunner.run(["docs", "--out", "docs", "--force"], in: root.path)
    #expect(forced.status == 0)
    #expect(forced.stdout.hasPrefix("overwrote docs/README.md\n"))
  }

  @Test(arguments: [
    (["docs"], "Missing expected argument '--out <dir>'"),
    (
      ["docs", "--out", "x", "--format", "pdf"],
      "The value 'pdf' is invalid for '--format <format>'. Please provide one of 'markdown' and 'html'."
    ),
    (["docs", "--out", "x", "--max", "18"], "--max needs --min: the minimum deployment target."),
    (
      ["docs", "--out", "x", "12-18"],
      "The value '12-18' is invalid for '<range>': version 12.0 is below the earliest iOS release in the data, 13.0"
    ),
  ])
  func usageErrorsWriteNothing(arguments: [String], message: String) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let result = CLIRunner.run(arguments, in: root.path)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
    #expect(try Self.listing(root).isEmpty)
  }
}
