import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// One place where a lint pattern matches a file.
package struct LintPatternMatch: Sendable, Hashable, Comparable {
  /// The matched tokens: indices into `SwiftSourceFile.tokens`, from the first matched token
  /// through the last, comments between them included.
  package let tokenRange: Range<Int>
  /// The matched bytes, from the first token's start to the last token's end.
  package let byteRange: Range<Int>
  /// Where the first matched token starts.
  package let location: SourceLocation

  /// Creates a match.
  package init(tokenRange: Range<Int>, byteRange: Range<Int>, location: SourceLocation) {
    self.tokenRange = tokenRange
    self.byteRange = byteRange
    self.location = location
  }

  /// A match over code positions of a file.
  package init(codeRange: Range<Int>, in view: SwiftCodeView) {
    let tokens = view.tokenRange(codeRange)
    let first = tokens.isEmpty ? nil : view.tokens[tokens.lowerBound]
    let last = tokens.isEmpty ? nil : view.tokens[tokens.upperBound - 1]
    let start = first?.range.lowerBound ?? 0
    self.init(
      tokenRange: tokens, byteRange: start..<(last?.range.upperBound ?? start),
      location: first?.location ?? SourceLocation(line: 1, column: 1))
  }

  /// Orders matches by where they start, then by length.
  package static func < (lhs: LintPatternMatch, rhs: LintPatternMatch) -> Bool {
    (lhs.tokenRange.lowerBound, lhs.tokenRange.upperBound)
      < (rhs.tokenRange.lowerBound, rhs.tokenRange.upperBound)
  }
}

extension LintPatternProgram {
  /// Every place the program matches the file, ordered by start: at most one match per
  /// starting token, the shortest.
  package func matches(in file: SwiftSourceFile) -> [LintPatternMatch] {
    codeMatches(in: file).map { LintPatternMatch(codeRange: $0, in: file.view) }
  }

  /// The matches as code-position ranges, ordered by start.
  func codeMatches(in file: SwiftSourceFile) -> [Range<Int>] {
    LintPatternMatcher(file: file, elements: elements).matches()
  }

  /// The matches with the code position each capture matched, by element index.
  func capturingMatches(in file: SwiftSourceFile) -> [(range: Range<Int>, captures: [Int])] {
    LintPatternMatcher(file: file, elements: elements).capturingMatches()
  }
}
