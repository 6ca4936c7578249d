import CompatMatrixCore
import CompatMatrixSource

/// Whether a file tokenizes cleanly enough to be rewritten: no byte that starts no token, no
/// string, comment or regular expression left open, every bracket matched. A file that does
/// not is never rewritten, since the rewriter could misread where a statement ends.
package enum TokenizationCheck {
  /// The first problem in a file, with where it is; `nil` when the file is clean.
  package static func problem(in source: SwiftSourceFile) -> (
    location: SourceLocation, reason: String
  )? {
    for token in source.tokens {
      if token.kind == .unknown {
        return (token.location, "a character that starts no Swift token")
      }
      if token.isUnterminated {
        return (token.location, "a string, comment or regular expression that is not closed")
      }
    }
    let view = source.view
    for position in 0..<view.count where view.partner[position] < 0 {
      if view.isOpening(position) || view.isClosing(position) {
        return (view.token(position).location, "a bracket without its partner")
      }
    }
    return nil
  }
}

/// A file left unrewritten because it does not tokenize cleanly.
package struct UntokenizedFile: Sendable, Hashable, Comparable {
  /// The file, as displayed.
  package let file: String
  /// Where the problem is.
  package let location: SourceLocation
  /// The problem.
  package let reason: String

  /// Creates a record.
  package init(file: String, location: SourceLocation, reason: String) {
    self.file = file
    self.location = location
    self.reason = reason
  }

  /// `warning: skipped Sources/A.swift: does not tokenize cleanly (12:4: …); not rewritten`.
  package var warning: String {
    MessageText.oneLine(
      "warning: skipped \(file): does not tokenize cleanly (\(location.line):\(location.column): "
        + "\(reason)); not rewritten")
  }

  /// Orders by file.
  package static func < (lhs: UntokenizedFile, rhs: UntokenizedFile) -> Bool {
    lhs.file < rhs.file
  }
}
