#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a lint pattern's text is not a pattern, with the message for the user: the catalogue of
/// lint-pattern texts.
package enum LintPatternError: Error, Sendable, Hashable {
  /// The text holds no token.
  case empty
  /// An opening bracket without its closing bracket, or a closing one without its opening.
  case unbalanced(String)
  /// An opening bracket closed by a bracket of another kind.
  case mismatchedBracket(open: String, close: String)
  /// The pattern starts with `…`, which would match anywhere.
  case gapAtStart
  /// Two `…` in a row, which mean the same as one.
  case adjacentGaps
  /// Nothing but `*`, `…` and punctuation, which would match almost any code.
  case onlyWildcards
  /// A comment, which a pattern cannot match since matching skips comments.
  case comment
  /// A string or other literal without its closing delimiter.
  case unterminatedLiteral(String)
  /// A character that starts no Swift token.
  case unexpectedCharacter(String)
  /// A `!` at the start of an argument with nothing after it to exclude.
  case emptyNegation
  /// A capture (`*name`) or another `!` inside what a `!` excludes.
  case captureInNegation
}

extension LintPatternError: CustomStringConvertible, LocalizedError {
  /// The reason, as `invalid lint pattern '…': <reason>` shows it, on one line.
  package var description: String { MessageText.oneLine(text) }

  /// The reason before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .empty:
      return "empty pattern"
    case .unbalanced(let bracket):
      return "unbalanced '\(bracket)'"
    case .mismatchedBracket(let open, let close):
      return "'\(open)' is closed by '\(close)'"
    case .gapAtStart:
      return "'…' cannot start a pattern"
    case .adjacentGaps:
      return "'…' cannot follow another '…'"
    case .onlyWildcards:
      return "a pattern cannot be only wildcards"
    case .comment:
      return "a pattern cannot contain a comment"
    case .unterminatedLiteral(let text):
      return "unterminated literal \(text)"
    case .unexpectedCharacter(let text):
      return "unexpected character '\(text)'"
    case .emptyNegation:
      return "'!' at the start of an argument needs the value it excludes, such as '!nil'"
    case .captureInNegation:
      return "what '!' excludes can hold tokens and '*' only, not '*name' or another '!'"
    }
  }

  /// The same text as `description`.
  package var errorDescription: String? { description }
}
