import Foundation
import Testing

@testable import CompatMatrixRewrite

/// The diff of edited files: hunks, context, merged regions, missing final line breaks, quoted
/// paths, and edits that refuse to overlap.
@Suite struct UnifiedDiffTests {
  static func file(_ text: String, _ edits: [(Range<Int>, String)], name: String = "A.swift")
    -> EditedFile
  {
    var file = EditedFile(path: "/" + name, display: name, original: Array(text.utf8))
    for (range, replacement) in edits { file.add(TextEdit(range: range, text: replacement)) }
    return file
  }

  static let lines = (1...12).map { "line \($0)\n" }.joined()

  /// The byte offset where a line (from 1) starts in `lines`.
  static func start(_ line: Int) -> Int {
    (1..<line).reduce(0) { $0 + "line \($1)\n".utf8.count }
  }

  @Test func aRemovedLineWithThreeLinesOfContext() {
    let diff = UnifiedDiff.render(Self.file(Self.lines, [(Self.start(6)..<Self.start(7), "")]))
    #expect(
      diff == """
        diff --git a/A.swift b/A.swift
        --- a/A.swift
        +++ b/A.swift
        @@ -3,7 +3,6 @@
         line 3
         line 4
         line 5
        -line 6
         line 7
         line 8
         line 9

        """)
  }

  @Test func nearbyChangesShareAHunkAndFarOnesDoNot() {
    let near = UnifiedDiff.render(
      Self.file(
        Self.lines,
        [(Self.start(2)..<Self.start(3), "two\n"), (Self.start(7)..<Self.start(8), "")]))
    #expect(near.components(separatedBy: "\n@@ ").count == 2)
    #expect(near.contains("@@ -1,10 +1,9 @@\n line 1\n-line 2\n+two\n"))
    let far = UnifiedDiff.render(
      Self.file(
        Self.lines,
        [(Self.start(1)..<Self.start(2), ""), (Self.start(12)..<Self.lines.utf8.count, "")]))
    #expect(far.contains("@@ -1,4 +1,3 @@\n-line 1\n"))
    #expect(far.contains("@@ -9,4 +8,3 @@\n line 9\n line 10\n line 11\n-line 12\n"))
  }

  @Test func aLastLineWithoutALineBreakIsMarked() {
    let diff = UnifiedDiff.render(Self.file("a\nb", [(2..<3, "c")]))
    #expect(
      diff.hasSuffix(
        "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    )
  }

  @Test func editsThatChangeNothingGiveNoDiff() {
    #expect(UnifiedDiff.render(Self.file("a\nb\n", [(0..<1, "a")])).isEmpty)
  }

  @Test func pathsGitWouldQuoteAreQuoted() {
    let diff = UnifiedDiff.render(Self.file("a\n", [(0..<1, "b")], name: "Süd \"x\".swift"))
    #expect(diff.hasPrefix(#"diff --git "a/S\303\274d \"x\".swift" "b/S\303\274d \"x\".swift""#))
  }

  @Test func overlappingEditsAreRefused() {
    var file = EditedFile(path: "/A.swift", display: "A.swift", original: Array("abcdef".utf8))
    let added = [
      TextEdit(range: 1..<3, text: "X"), TextEdit(range: 2..<4, text: "Y"),
      TextEdit(range: 1..<3, text: "Z"), TextEdit(range: 4..<9, text: "Z"),
      TextEdit(range: 3..<4, text: ""),
    ].map { file.add($0) }
    #expect(added == [true, false, false, false, true])
    #expect(String(decoding: file.edited, as: UTF8.self) == "aXef")
  }
}

/// Two rounds of edits folded into one round on the original.
@Suite struct EditCompositionTests {
  @Test func laterEditsInCopiedTextAndInsideEarlierEditsBecomeEditsOfTheOriginal() {
    let original = Array("abcdefghij".utf8)
    // "abcdefghij" → "aXdefgYYj": b…c became X, h…i became YY.
    let first = [TextEdit(range: 1..<3, text: "X"), TextEdit(range: 7..<9, text: "YY")]
    let intermediate = first.applied(to: original[...])
    #expect(String(decoding: intermediate, as: UTF8.self) == "aXdefgYYj")
    // Then: "d" goes (copied text), and the second Y becomes Z (inside the second edit).
    let later = [TextEdit(range: 2..<3, text: ""), TextEdit(range: 7..<8, text: "Z")]
    let composition = EditComposition(first: first)
    let composed = composition.then(later, intermediate: intermediate)
    #expect(
      String(decoding: composed.applied(to: original[...]), as: UTF8.self)
        == String(decoding: later.applied(to: intermediate[...]), as: UTF8.self))
    #expect(composed.map(\.range) == [1..<4, 7..<9])
    #expect(composition.original(4) == 5)
    #expect(composition.original(7) == 7)
  }
}
