import CompatMatrixCore

/// One token of an Objective-C header.
package struct HeaderToken: Sendable, Hashable {
  /// What a token is.
  package enum Kind: Sendable, Hashable {
    /// A C identifier: `UINavigationController`, `API_AVAILABLE`, `nonatomic`.
    case identifier
    /// `@` and a word: `@interface`, `@property`, `@end`.
    case directive
    /// A preprocessing number: `2`, `13.0`, `10_0`, `0x10`.
    case number
    /// A string or character literal, quotes included (also `@"…"`).
    case string
    /// Any other single character: `(`, `;`, `*`, `^`, `-`.
    case punctuation
  }

  /// What it is.
  package let kind: Kind
  /// Where its bytes are.
  package let range: Range<Int>
  /// The line it starts on, from 1.
  package let line: Int
}

/// How a header's bytes end, as far as the lexer sees: what a file cut short leaves open.
package struct HeaderEnding: Sendable, Hashable {
  /// `#if`, `#ifdef` and `#ifndef` lines not closed by an `#endif`.
  package var openConditionals = 0
  /// Whether the bytes end inside a `/* … */` comment.
  package var endsInComment = false
}

/// Splits an Objective-C header into tokens, in one pass over its bytes with no regular
/// expressions: comments and preprocessor lines (with their `\` continuations) are skipped,
/// so nothing in a comment, an `#if` or a `#define` is read as a declaration.
///
/// The lexer never fails: a byte that starts nothing else is a punctuation token, and an
/// unterminated comment or literal runs to the end of the file or line.
package enum HeaderLexer {
  /// The tokens of a header's bytes, in order.
  package static func tokenize(_ bytes: [UInt8]) -> [HeaderToken] {
    var ending = HeaderEnding()
    return tokenize(bytes, ending: &ending)
  }

  /// The tokens of a header's bytes, in order, and how the bytes end.
  package static func tokenize(_ bytes: [UInt8], ending: inout HeaderEnding) -> [HeaderToken] {
    var tokens: [HeaderToken] = []
    tokens.reserveCapacity(bytes.count / 6)
    var index = 0
    var line = 1
    var atLineStart = true
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        atLineStart = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        || byte == 0x0C || byte == 0x0B
      {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "#"), atLineStart {
        ending.openConditionals += conditionalBalance(bytes, at: index + 1)
        index = skipPreprocessorLine(bytes, from: index, line: &line)
        continue
      }
      atLineStart = false
      if byte == UInt8(ascii: "/"), index + 1 < count {
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index < count,
            !(bytes[index] == UInt8(ascii: "*") && index + 1 < count
              && bytes[index + 1] == UInt8(ascii: "/"))
          {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
          }
          if index >= count { ending.endsInComment = true }
          index = min(count, index + 2)
          continue
        }
      }
      let start = index
      let kind: HeaderToken.Kind
      if SwiftCharacters.isIdentifierHead(byte) {
        index = skipIdentifier(bytes, from: index + 1)
        kind = .identifier
      } else if SwiftCharacters.isDigit(byte) {
        // A preprocessing number: digits, letters, `_` and `.` (`10_0`, `13.0`, `0x1p3`).
        index += 1
        while index < count,
          SwiftCharacters.isIdentifierContinue(bytes[index]) || bytes[index] == UInt8(ascii: ".")
        {
          index += 1
        }
        kind = .number
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = skipLiteral(bytes, from: index)
        kind = .string
      } else if byte == UInt8(ascii: "@"), index + 1 < count,
        bytes[index + 1] == UInt8(ascii: "\"")
      {
        index = skipLiteral(bytes, from: index + 1)
        kind = .string
      } else if byte == UInt8(ascii: "@"), index + 1 < count,
        SwiftCharacters.isIdentifierHead(bytes[index + 1])
      {
        index = skipIdentifier(bytes, from: index + 2)
        kind = .directive
      } else {
        index += 1
        kind = .punctuation
      }
      tokens.append(HeaderToken(kind: kind, range: start..<index, line: line))
    }
    return tokens
  }

  private static func skipIdentifier(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, SwiftCharacters.isIdentifierContinue(bytes[index]) { index += 1 }
    return index
  }

  /// Skips a string or character literal that opens at `start`; it ends at its closing quote
  /// or, unterminated, at the end of the line.
  private static func skipLiteral(_ bytes: [UInt8], from start: Int) -> Int {
    let quote = bytes[start]
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == quote { return index + 1 }
      if byte == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return bytes.count
  }

  /// `1` for the directives that open a conditional (`if`, `ifdef`, `ifndef`), `-1` for
  /// `endif`, `0` for any other, reading the directive's name from `start` (after the `#`).
  private static func conditionalBalance(_ bytes: [UInt8], at start: Int) -> Int {
    var index = start
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    {
      index += 1
    }
    let nameStart = index
    while index < bytes.count, SwiftCharacters.isIdentifierContinue(bytes[index]) { index += 1 }
    let name = bytes[nameStart..<index]
    if name.elementsEqual("if".utf8) || name.elementsEqual("ifdef".utf8)
      || name.elementsEqual("ifndef".utf8)
    {
      return 1
    }
    return name.elementsEqual("endif".utf8) ? -1 : 0
  }

  /// Skips a preprocessor line from its `#`, with its continuation lines and the comments on
  /// it, and returns the index of the newline that ends it.
  private static func skipPreprocessorLine(_ bytes: [UInt8], from start: Int, line: inout Int)
    -> Int
  {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "\n")
      {
        line += 1
        index += 2
        continue
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          if bytes[index] == UInt8(ascii: "\n") { line += 1 }
          index += 1
        }
        index = min(bytes.count, index + 2)
        continue
      }
      if byte == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return index
  }
}
