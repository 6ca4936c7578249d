import CompatMatrixCore
import CompatMatrixSource

/// Rewrites a Swift file for a raised minimum deployment target: every availability check
/// the minimum always satisfies goes, with the code that could then never run.
///
/// ```swift
/// let rewriter = AvailabilityRewriter(target: RewriteTarget(platform: .iOS, minimum: OSVersion(16, 4)))
/// let result = rewriter.rewrite(SwiftSourceFile(bytes: bytes), file: "Sources/App/Root.swift")
/// var file = EditedFile(path: path, display: "Sources/App/Root.swift", original: bytes)
/// for edit in result.edits { file.add(edit) }
/// ```
///
/// What it does, for checks of the target's platform at or below its minimum:
/// - `if #available(…) { A } else { B }` becomes `A`, one level out; an `else if
///   #available(…)` becomes the `else` it always takes; a check among other conditions is
///   removed from the list; a `guard #available(…) else { … }` is removed, keeping its other
///   conditions.
/// - An `if #unavailable(…)` body goes (its `else`, if any, stays in its place); the
///   platform's clause goes from a check that names other platforms too.
/// - `@available(iOS 16, *)` goes; `@available(iOS 16.4, macOS 13, *)` loses its iOS clause;
///   the long form loses its `introduced:` when it says more.
/// - Comments inside removed code go with it; those in kept code stay; the file's line
///   endings, indentation and last line break are kept.
///
/// Anything it cannot rewrite with certainty is left as it is and reported as a
/// `RewriteNote`: checks mixed with `#if`, `if` expressions, removals that would leave a
/// closure or `case` empty, code inside macros, and the rest listed in `RewriteNote.Reason`.
package struct AvailabilityRewriter: Sendable {
  /// What a file's rewrite amounts to.
  package struct Result: Sendable, Hashable {
    /// The edits, sorted, none overlapping.
    package var edits: [TextEdit]
    /// The checks removed or narrowed, in file order.
    package var changes: [RewriteChange]
    /// The checks left for review, in file order.
    package var notes: [RewriteNote]
  }

  /// The platform and minimum checks are held against.
  package let target: RewriteTarget

  /// Creates a rewriter.
  package init(target: RewriteTarget) {
    self.target = target
  }

  /// How many times a file is rewritten at most: the second pass finds what the first made
  /// rewritable (a check that shared its line with code the first pass removed).
  static let maximumPasses = 4

  /// The rewrite of one file; `file` is the name changes and notes carry.
  ///
  /// The rewrite runs again on its own result until that changes nothing, so that a second
  /// run of the tool changes nothing either; the edits are folded into one set of edits of
  /// the file as it was read, and the places of later passes' changes and notes are mapped
  /// back to it (a check inside moved code is placed at the start of the code that moved).
  ///
  /// With `only`, just the checks starting at those byte offsets may go: `lint --fix` passes
  /// the checks lint reported, so that a suppressed finding stays as it is.
  package func rewrite(_ source: SwiftSourceFile, file: String, only: Set<Int>? = nil) -> Result {
    var rewriter = FileRewriter(
      source: source, file: file, target: target,
      selection: only.map { CheckSelection(offsets: $0) })
    var result = rewriter.run()
    let original = source.bytes
    var edits = result.edits
    var text = edits.applied(to: original[...])
    for _ in 1..<Self.maximumPasses where !edits.isEmpty {
      let composition = EditComposition(first: edits)
      var again = FileRewriter(
        source: SwiftSourceFile(bytes: text), file: file, target: target,
        selection: only.map { CheckSelection(offsets: $0, mapping: composition) })
      let next = again.run()
      guard !next.edits.isEmpty else { break }
      func back(_ offset: Int) -> Int { composition.original(offset) }
      result.changes += next.changes.map { $0.moved(to: back($0.offset), in: original) }
      result.notes = next.notes.map { $0.moved(to: back($0.offset), in: original) }
      edits = composition.then(next.edits, intermediate: text)
      text = next.edits.applied(to: text[...])
    }
    result.edits = edits
    result.changes.sort()
    result.notes.sort()
    return result
  }
}
