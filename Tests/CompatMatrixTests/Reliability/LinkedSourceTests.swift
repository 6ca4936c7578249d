import Foundation
import Testing

/// Two paths of the tree that are one file (issue 26, item 5): `B.swift` a symbolic link to
/// `A.swift`. The rewrite patches the file once, under the path whose link is resolved, says
/// that the other path is the same file, and writes through the real path, so that the link
/// stays a link. The built binary throughout.
@Suite(.serialized) struct LinkedSourceTests {
  private static let manager = FileManager.default

  /// `Sources/A.swift`, `Sources/C.swift`, and `Sources/B.swift` a link to `A.swift`.
  private static func tree() throws -> URL {
    let root = try RewriteTree.make(["A", "C"])
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources/B.swift").path, withDestinationPath: "A.swift")
    return root
  }

  private static let sameFile =
    "warning: Sources/B.swift is Sources/A.swift (a symbolic link): rewritten once, as "
    + "Sources/A.swift"

  @Test func theDiffPatchesALinkedFileOnce() throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    let run = try BinaryRunner.run(
      ["upgrade", "--from", "14", "--to", "16", "--path", "Sources", "--format", "diff"],
      in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    let headers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("diff --git") }
    #expect(
      headers == [
        "diff --git a/Sources/A.swift b/Sources/A.swift",
        "diff --git a/Sources/C.swift b/Sources/C.swift",
      ])
    #expect(run.stderr.split(separator: "\n").contains(Substring(Self.sameFile)), "\(run.stderr)")
  }

  @Test(arguments: RewriteTree.writingCommands)
  func aLinkedFileIsWrittenOnceAndTheLinkStays(command: [String]) throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    let run = try BinaryRunner.run(command, in: root, timeout: 300)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").contains(Substring(Self.sameFile)), "\(run.stderr)")
    #expect(!run.stderr.contains("cannot write"), "\(run.stderr)")
    #expect(RewriteTree.text(root, "Sources/A.swift") == RewriteTree.rewritten("A"))
    #expect(RewriteTree.text(root, "Sources/C.swift") == RewriteTree.rewritten("C"))
    let link = root.appendingPathComponent("Sources/B.swift").path
    #expect(try Self.manager.destinationOfSymbolicLink(atPath: link) == "A.swift")
    let summary = (run.stdout + run.stderr).split(separator: "\n").map(String.init)
    if command[0] == "upgrade" {
      #expect(
        summary.contains(
          "  Rewrote the code for iOS 16.0: 2 availability checks removed or narrowed in 2 files."
        ), "\(run.stdout)")
    } else {
      #expect(summary.contains("compat-matrix: fixed 2 findings in 2 files"), "\(run.stderr)")
    }
  }
}
