import Foundation
import Testing

@testable import CompatMatrixCore

/// `validate` on folders reports every problem (issue 16, item 5): every entry that cannot be
/// read, not only the first, with the problems of the files that can, all in one form with a
/// line and column; hidden files are left out, as `matrices/README.md` says.
@Suite struct FolderReadTests {
  /// A folder with a FIFO, a loop of links, a broken link, a link to a device, a file with a
  /// syntax error and a good file: every bad one is reported, sorted, each located.
  @Test func everyUnreadableEntryIsReportedWithTheOtherProblems() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let entries: [(String, BadInput.Entry)] = [
      ("m/a-pipe.json", .fifo),
      ("m/b-loop.json", .link("c-loop.json")),
      ("m/c-loop.json", .link("b-loop.json")),
      ("m/d-syntax.json", .text("{\n  \"apis\": [,]\n}\n")),
      ("m/sub/e-gone.json", .link("nowhere.json")),
      ("m/sub/f-zero.json", .link("/dev/zero")),
      ("m/sub/g-good.json", .text("{}")),
    ]
    for (path, entry) in entries {
      try BadInputRunner.create(entry, at: folder.appendingPathComponent(path))
    }
    let result = try BinaryRunner.run(["validate", "--matrices", "m"], in: folder, timeout: 20)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        m/a-pipe.json:1:1: error: cannot read the file: it is a FIFO, not a regular file
        m/b-loop.json:1:1: error: cannot read the file: too many levels of symbolic links
        m/c-loop.json:1:1: error: cannot read the file: too many levels of symbolic links
        m/d-syntax.json:2:12: error: unexpected ','; expected a value
        m/sub/e-gone.json:1:1: error: cannot read the file: the file does not exist
        m/sub/f-zero.json:1:1: error: cannot read the file: it is a character device, not a \
        regular file

        """)
  }

  /// The library reports the same: `contents(of:)` returns what it read and every problem,
  /// `read(_:)` throws them all.
  @Test func theLibraryReturnsEveryProblem() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, entry) in [
      ("one.json", BadInput.Entry.fifo), ("two.json", .link("two.json")), ("ok.json", .text("{}")),
    ] {
      try BadInputRunner.create(entry, at: folder.appendingPathComponent(path))
    }
    let contents = try MatrixDirectory.contents(of: folder.path, displayName: "t")
    #expect(contents.files.map(\.path) == ["t/ok.json"])
    #expect(contents.problems.map(\.file) == ["t/one.json", "t/two.json"])
    #expect(contents.problems.allSatisfy { $0.description.hasPrefix("\($0.file):1:1: error: ") })
    #expect(throws: MatrixDirectory.Failure.unreadableEntries(contents.problems)) {
      try MatrixDirectory.read(folder.path, displayName: "t")
    }
  }

  /// Hidden files and folders are no matrix files: editors and systems leave them beside
  /// data (an Emacs lock link, a macOS resource fork), and a broken one must not fail a run.
  @Test func hiddenFilesAndFoldersAreLeftOut() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, entry) in [
      ("m/.#concern.json", BadInput.Entry.link("user@host.1234:1700000000")),
      ("m/._concern.json", .bytes([0, 5, 22, 7, 0, 2, 0, 0])),
      ("m/.git/config.json", .text("{")),
      ("m/concern.json", .text("{}")),
    ] {
      try BadInputRunner.create(entry, at: folder.appendingPathComponent(path))
    }
    let result = try BinaryRunner.run(["validate", "--matrices", "m"], in: folder, timeout: 20)
    #expect(result.status == 0, "\(result.stderr)")
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("matrices/README.md"),
      encoding: .utf8)
    #expect(readme.contains("Hidden files and folders"), "the README says what is left out")
  }

  /// A folder that cannot be listed is reported, and the walk goes on; root lists any folder,
  /// so the case runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "root lists folders whatever their permissions"))
  func anUnlistableFolderIsReportedAndTheWalkGoesOn() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("m/locked").path)
      try? FileManager.default.removeItem(at: folder)
    }
    try BadInputRunner.create(.text("{}"), at: folder.appendingPathComponent("m/locked/a.json"))
    try BadInputRunner.create(.text("{"), at: folder.appendingPathComponent("m/z.json"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("m/locked").path)
    let result = try BinaryRunner.run(["validate", "--matrices", "m"], in: folder, timeout: 20)
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "m/locked:1:1: error: cannot list the folder: Permission denied")
    #expect(lines.count == 2 && lines[1].hasPrefix("m/z.json:1:2: error: "))
  }
}
