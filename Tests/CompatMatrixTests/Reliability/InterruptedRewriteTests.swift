import Foundation
import Testing

@testable import CompatMatrixCore

/// `upgrade --apply` and `lint --fix` stopped while they write (issue 26, item 1): Ctrl-C and
/// SIGTERM remove the temporary files before the run ends with 130 or 143; after SIGKILL the
/// next writing run removes what the killed one left, only that, and says so. The built
/// binary throughout, stopped by the test at a point its writer names, never by timing.
@Suite(.serialized) struct InterruptedRewriteTests {
  private static let manager = FileManager.default

  @Test(arguments: RewriteTree.writingCommands, [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
  func aSignalWhileWritingRemovesTheTemporaryFilesAndEndsTheRun(
    command: [String], signal: (number: Int32, name: String)
  ) throws {
    let root = try RewriteTree.make()
    defer { try? Self.manager.removeItem(at: root) }
    let run = try PausedRun(command, in: root, at: "before-rename")
    // The first file is renamed; the writer stops again before the second, with the
    // temporary files of the second and the third written.
    #expect(run.waitUntilPaused())
    run.resume(again: true)
    #expect(run.waitUntilPaused())
    #expect(RewriteTree.temporaries(root).count == 2)
    run.send(signal.number)
    let end = run.finish()

    #expect(end.status == 128 + signal.number, "\(end.stderr)")
    #expect(!end.signalled)
    #expect(RewriteTree.temporaries(root) == [])
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
    #expect(RewriteTree.text(root, "Sources/B.swift") == RewriteTree.source("B"))
    #expect(RewriteTree.text(root, "Sources/C.swift") == RewriteTree.source("C"))
    let interrupted =
      "compat-matrix: interrupted by \(signal.name) after writing 1 of 3 files; the others are "
      + "as they were: run the command again to finish, or undo with git checkout"
    #expect(end.stderr.split(separator: "\n").last.map(String.init) == interrupted)
    // Nothing is left, the lock included: the next run finishes the job.
    #expect(
      try Self.manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        .sorted() == ["A.swift", "B.swift", "C.swift"])
    let rerun = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(rerun.status == 0, "\(rerun.stderr)")
    for name in ["A", "B", "C"] {
      #expect(RewriteTree.text(root, "Sources/\(name).swift") == RewriteTree.rewritten(name))
    }
  }

  @Test(arguments: RewriteTree.writingCommands)
  func theRunAfterAKilledOneRemovesTheTemporaryFilesItLeftAndSaysSo(command: [String]) throws {
    let root = try RewriteTree.make()
    defer { try? Self.manager.removeItem(at: root) }
    let run = try PausedRun(command, in: root, at: "before-rename")
    #expect(run.waitUntilPaused())
    run.resume(again: true)
    #expect(run.waitUntilPaused())
    run.send(SIGKILL)
    let end = run.finish()
    #expect(end.signalled && end.status == SIGKILL)
    // What a killed run leaves: hidden files named after their target, with the marker and
    // the process id of their owner.
    let left = RewriteTree.temporaries(root)
    #expect(left.count == 2)
    for (path, name) in zip(left, ["B", "C"]) {
      #expect(path.hasPrefix("Sources/.\(name).swift.\(run.pid)."), "\(path)")
    }
    // Files that are not the leftovers of an ended run stay: a live process's (this test's),
    // a name without a process id, and another hidden file.
    let kept = [
      "Sources/.A.swift.\(getpid()).0123456789abcdef.compat-matrix-tmp",
      "Sources/.A.swift.notanumber.compat-matrix-tmp", "Sources/.hidden.swift",
    ]
    try TestSupport.write(Dictionary(uniqueKeysWithValues: kept.map { ($0, "x") }), in: root)

    let rerun = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(rerun.status == 0, "\(rerun.stderr)")
    let removed = rerun.stderr.split(separator: "\n").filter { $0.contains("temporary files") }
    #expect(
      removed == [
        "compat-matrix: removed 2 temporary files an interrupted run left: "
          + left.joined(separator: ", ")
      ])
    #expect(RewriteTree.temporaries(root) == kept.filter { $0.hasSuffix("-tmp") }.sorted())
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(kept[2]).path))
    for name in ["A", "B", "C"] {
      #expect(RewriteTree.text(root, "Sources/\(name).swift") == RewriteTree.rewritten(name))
    }
    // Once removed, they are not reported again.
    let third = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(third.status == 0)
    #expect(!third.stderr.contains("temporary files"))
  }

  /// A run that only reads (the diff, `--check`) never removes anything.
  @Test func aRunThatDoesNotWriteLeavesTheLeftoversAlone() throws {
    let root = try RewriteTree.make(["A"])
    defer { try? Self.manager.removeItem(at: root) }
    let leftover = "Sources/.A.swift.999999999.0123456789abcdef.compat-matrix-tmp"
    try TestSupport.write([leftover: "x"], in: root)
    for arguments in [
      ["upgrade", "--from", "14", "--to", "16", "--path", "Sources", "--format", "diff"],
      ["lint", "--check", "--min", "16", "Sources"],
    ] {
      _ = try BinaryRunner.run(arguments, in: root, timeout: 300)
      #expect(RewriteTree.temporaries(root) == [leftover])
    }
  }

  /// The README says what a stopped run leaves (issue 26, item 1): a tree partly rewritten,
  /// the temporary files by the name the writer gives them, and what Ctrl-C, SIGKILL and the
  /// next run do.
  @Test func theReadmeSaysThatAStoppedRunLeavesTheTreePartlyRewritten() throws {
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    // Joined into one line: the paragraph wraps anywhere.
    let text = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("leaves the tree **partly rewritten**"))
    #expect(text.contains("Run the command again to finish, or undo with `git checkout`"))
    #expect(text.contains("Ctrl-C and SIGTERM are held back between two files"))
    #expect(text.contains("the next `--apply` or `--fix` run of the tree removes those"))
    let pattern = "`.A.swift.PID.RANDOM\(AtomicFile.temporarySuffix)`"
    #expect(text.contains(pattern), "the README names temporary files \(pattern)")
    #expect(AtomicFile.isTemporaryName(AtomicFile.temporaryName(for: "A.swift")))
  }
}
