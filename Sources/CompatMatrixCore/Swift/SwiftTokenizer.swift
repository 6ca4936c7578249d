/// Splits Swift source into tokens.
///
/// The tokenizer works on UTF-8 bytes, never fails and never traps: unterminated literals and
/// comments run to the end of the line or file (and are marked `isUnterminated`), bytes that
/// start no token become `unknown` tokens, and nesting of any depth (comments, string
/// interpolations) is followed with explicit counters and stacks, never recursion.
///
/// Every token's text, comments and literals included, is one token, so nothing inside a
/// comment or a string literal is ever an identifier. Tokens are in source order and do not
/// overlap; white space is not a token.
///
/// Lexing follows Swift's rules where they matter for reading code: a `.` starts an operator
/// only when another `.` follows (`...`, `..<`), so `a?.b` is `a`, `?`, `.`, `b`; a reserved
/// word right after `.` is an identifier (`.default`); a number right after `.` is an integer
/// (`t.0.1`); a lone `?` is punctuation and every other run of operator characters, `=` and
/// `!` included, is an operator. Bare `/regex/` literals are not recognised (they lex as
/// operators and names); extended `#/regex/#` literals are.
package enum SwiftTokenizer {
  /// The tokens of a Swift source file's bytes, in order.
  package static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(buffer)
      lexer.run()
      return lexer.tokens
    }
  }

  /// The first `limit` tokens from offset `start`, or fewer at the end of the bytes: for a
  /// reader that needs a few tokens of a large file, such as one check's arguments.
  ///
  /// They are the tokens `tokenize(_:)` gives from there (but for their lines and columns,
  /// which count from `start`) when one of those starts at `start` and the token before it
  /// is not a `.`, the only context the lexer keeps between tokens: every token is lexed
  /// from its first byte with the whole buffer after it.
  package static func tokenize(_ bytes: [UInt8], from start: Int, limit: Int) -> [SwiftToken] {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SwiftLexer(buffer, capacity: limit)
      lexer.run(from: start, limit: limit)
      return lexer.tokens
    }
  }

  /// The tokens of Swift source text, in order; byte ranges are offsets into its UTF-8.
  package static func tokenize(_ text: String) -> [SwiftToken] {
    tokenize(Array(text.utf8))
  }
}
