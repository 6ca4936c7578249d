/// Comments, string literals and regular-expression literals: the tokens that may span lines
/// and nest.
extension SwiftLexer {
  /// Where a string literal's scanner is: in a string's text, or in the code of an
  /// interpolation `\( … )` at some parenthesis depth.
  private enum LiteralFrame {
    case text(hashes: Int, multiline: Bool)
    case code(depth: Int)
  }

  mutating func lexLineComment(_ start: Int) -> Int {
    var end = start + 2
    while end < count, !SwiftCharacters.isNewline(bytes[end]) { end += 1 }
    let isDoc =
      start + 2 < count && bytes[start + 2] == UInt8(ascii: "/")
      && (start + 3 >= count || bytes[start + 3] != UInt8(ascii: "/"))
    return emit(isDoc ? .docLineComment : .lineComment, start, end)
  }

  mutating func lexBlockComment(_ start: Int) -> Int {
    let (end, terminated) = skipBlockComment(from: start)
    // `/**/` is an empty comment, not documentation.
    let isDoc =
      start + 2 < count && bytes[start + 2] == UInt8(ascii: "*")
      && (start + 3 >= count || bytes[start + 3] != UInt8(ascii: "/"))
    return emit(isDoc ? .docBlockComment : .blockComment, start, end, unterminated: !terminated)
  }

  /// The end of the block comment that starts at `start`, following nested comments.
  private func skipBlockComment(from start: Int) -> (end: Int, terminated: Bool) {
    var depth = 1
    var index = start + 2
    while index + 1 < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if byte == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return (index, true) }
      } else {
        index += 1
      }
    }
    return (count, false)
  }

  /// Lexes a string literal whose `hashes` `#` characters start at `start`, with every
  /// interpolation inside it, to any depth, as one token.
  ///
  /// An unterminated multi-line or raw string runs to the end of the file; an unterminated
  /// single-line string ends before the line break, as Swift's own lexer recovers.
  mutating func lexString(at start: Int, hashes: Int) -> Int {
    let quote = start + hashes
    let multiline = opensMultiline(at: quote)
    var index = quote + (multiline ? 3 : 1)
    var frame = LiteralFrame.text(hashes: hashes, multiline: multiline)
    var outer: [LiteralFrame] = []
    while index < count {
      let byte = bytes[index]
      switch frame {
      case .text(let hashes, let multiline):
        if byte == UInt8(ascii: "\\"), hashesFollow(at: index + 1, hashes) {
          let escaped = index + 1 + hashes
          if escaped < count, bytes[escaped] == UInt8(ascii: "(") {
            outer.append(frame)
            frame = .code(depth: 1)
            index = escaped + 1
          } else if escaped < count, multiline || !SwiftCharacters.isNewline(bytes[escaped]) {
            index = escaped + 1
          } else {
            index = escaped
          }
        } else if byte == UInt8(ascii: "\"") {
          let closing = multiline ? 3 : 1
          if (!multiline || opensMultiline(at: index)) && hashesFollow(at: index + closing, hashes)
          {
            index += closing + hashes
            guard let enclosing = outer.popLast() else {
              return emit(.stringLiteral, start, index)
            }
            frame = enclosing
          } else {
            index += 1
          }
        } else if !multiline && SwiftCharacters.isNewline(byte) {
          // An unterminated single-line string ends at the line break.
          guard let enclosing = outer.popLast() else {
            return emit(.stringLiteral, start, index, unterminated: true)
          }
          frame = enclosing
        } else {
          index += 1
        }
      case .code(let depth):
        switch byte {
        case UInt8(ascii: "("):
          frame = .code(depth: depth + 1)
          index += 1
        case UInt8(ascii: ")"):
          // The stack holds the text this interpolation belongs to.
          frame = depth == 1 ? outer.removeLast() : .code(depth: depth - 1)
          index += 1
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          var quote = index
          while quote < count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
          if quote < count, bytes[quote] == UInt8(ascii: "\"") {
            let multiline = opensMultiline(at: quote)
            outer.append(frame)
            frame = .text(hashes: quote - index, multiline: multiline)
            index = quote + (multiline ? 3 : 1)
          } else {
            index = quote
          }
        case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
          while index < count, !SwiftCharacters.isNewline(bytes[index]) { index += 1 }
        case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
          index = skipBlockComment(from: index).end
        default:
          index += 1
        }
      }
    }
    return emit(.stringLiteral, start, count, unterminated: true)
  }

  /// Lexes an extended regular-expression literal `#/ … /#` whose `hashes` `#` characters
  /// start at `start`. One that starts with a line break may span lines; any other ends,
  /// unterminated, at the end of its line.
  mutating func lexRegex(at start: Int, hashes: Int) -> Int {
    var index = start + hashes + 1
    let multiline = index < count && SwiftCharacters.isNewline(bytes[index])
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index +=
          index + 1 < count && (multiline || !SwiftCharacters.isNewline(bytes[index + 1])) ? 2 : 1
      } else if byte == UInt8(ascii: "/"), hashesFollow(at: index + 1, hashes) {
        return emit(.regexLiteral, start, index + 1 + hashes)
      } else if !multiline && SwiftCharacters.isNewline(byte) {
        return emit(.regexLiteral, start, index, unterminated: true)
      } else {
        index += 1
      }
    }
    return emit(.regexLiteral, start, count, unterminated: true)
  }

  /// Whether `"""` starts at `index`.
  private func opensMultiline(at index: Int) -> Bool {
    index + 2 < count && bytes[index] == UInt8(ascii: "\"")
      && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
  }

  /// Whether `hashes` `#` characters start at `index`.
  @inline(__always)
  private func hashesFollow(at index: Int, _ hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard index + hashes <= count else { return false }
    for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") {
      return false
    }
    return true
  }
}
