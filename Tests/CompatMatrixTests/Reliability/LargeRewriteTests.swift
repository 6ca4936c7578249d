import Foundation
import Testing

/// Rewrites of files far larger or deeper than code written by hand (issue 26, items 7 and
/// 8), on the built binary: 30,000 nested `if #available … else` (1.4 MB, which overflowed
/// the stack in the edit composer after minutes) end with one note and the file left as it
/// is; 64 levels, the limit, are rewritten; 20,000 redundant attributes in one file (whose
/// cost grew with the square of their count) are all removed. Time is measured by the
/// benchmarks in docs/maintainer-guide/reliability.md, not here.
@Suite struct LargeRewriteTests {
  /// A function of `depth` nested checks, each with an `else`.
  static func nested(_ depth: Int) -> String {
    "func f() {\n" + String(repeating: "if #available(iOS 13, *) {\n", count: depth)
      + "print(1)\n" + String(repeating: "} else {\nprint(2)\n}\n", count: depth) + "}\n"
  }

  @Test(arguments: [
    ["upgrade", "--from", "14", "--to", "16", "--path", "Deep.swift", "--format", "diff"],
    ["lint", "--reporter", "diff", "--min", "16", "Deep.swift"],
  ])
  func checksNestedTooDeepLeaveTheFileAsItIsWithOneNote(command: [String]) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = Self.nested(30_000)
    try TestSupport.write(["Deep.swift": source], in: root)
    let run = try BinaryRunner.run(command, in: root, timeout: 600)
    #expect(run.status == 0, "\(run.stderr.prefix(2_000))")
    #expect(run.stdout.isEmpty)
    let notes = run.stderr.split(separator: "\n").filter { $0.contains("note:") }
    #expect(
      notes == [
        "Deep.swift:66:4: note: left for review: #available(iOS 13, *): availability checks "
          + "are nested more than 64 deep here; the file is left as it is"
      ], "\(run.stderr.prefix(2_000))")
    #expect(RewriteTree.text(root, "Deep.swift") == source)
  }

  @Test func checksNestedToTheLimitAreRewritten() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try TestSupport.write(["Deep.swift": Self.nested(64)], in: root)
    let run = try BinaryRunner.run(
      ["upgrade", "--from", "14", "--to", "16", "--path", "Deep.swift", "--apply"], in: root,
      timeout: 600)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("note:"), "\(run.stderr)")
    #expect(RewriteTree.text(root, "Deep.swift") == "func f() {\nprint(1)\n}\n")
  }

  @Test func manyRedundantAttributesInOneFileAreAllRemoved() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let count = 20_000
    let source = (0..<count).map { "@available(iOS 13, *)\nfunc f\($0)() {}\n" }.joined()
    try TestSupport.write(["Many.swift": source], in: root)
    let run = try BinaryRunner.run(
      ["upgrade", "--from", "14", "--to", "16", "--path", "Many.swift", "--apply"], in: root,
      timeout: 600)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.split(separator: "\n").contains(
        "  Rewrote the code for iOS 16.0: \(count) availability checks removed or narrowed in 1 file."
      ), "\(run.stdout.suffix(2_000))")
    let expected = (0..<count).map { "func f\($0)() {}\n" }.joined()
    #expect(RewriteTree.text(root, "Many.swift") == expected)
  }
}
