/// The value of a string literal that the tokenizer found, for readers that need what a
/// literal says rather than how it is written (a package's name, a version in a manifest, an
/// SDK's deprecation message): the one decoder of Swift string literals.
package enum SwiftStringLiteral {
  /// The text a string literal stands for, decoded as Swift does: escapes (`"a\tb"`,
  /// `"\u{E9}"`), raw strings (`#"a"b"#`, where only `\#` escapes), and multi-line strings
  /// (`"""`), whose closing delimiter's indentation is taken from every line, whose line
  /// breaks are `\n` however the file writes them, and where a `\` at the end of a line joins
  /// it to the next.
  ///
  /// `nil` when the token is not a whole string literal, interpolates (`"\(x)"`), holds an
  /// escape Swift rejects, or is a multi-line literal Swift rejects (text after the opening
  /// delimiter or before the closing one, a line indented less than the closing delimiter).
  package static func value(of token: SwiftToken, in bytes: [UInt8]) -> String? {
    guard token.kind == .stringLiteral, !token.isUnterminated,
      token.range.upperBound <= bytes.count
    else { return nil }
    let range = token.range
    var hashes = 0
    while bytes[range.lowerBound + hashes] == UInt8(ascii: "#") { hashes += 1 }
    let open = range.lowerBound + hashes
    // The tokenizer ends a terminated literal with its closing quote and hashes.
    let close = range.upperBound - hashes - 1
    guard close > open else { return nil }
    let literal = Literal(bytes: bytes, hashes: hashes)
    var value: [UInt8] = []
    if close - open >= 2 && bytes[open + 1] == UInt8(ascii: "\"")
      && bytes[open + 2] == UInt8(ascii: "\"")
    {
      guard literal.decodeMultiline(from: open + 3, to: close - 2, into: &value) else {
        return nil
      }
    } else {
      // A `\` that would join lines has no line to join in a single-line literal.
      guard literal.decodeLine(open + 1..<close, into: &value) == false else { return nil }
    }
    return String(decoding: value, as: UTF8.self)
  }

  /// The bytes of one literal and the number of `#` its delimiters have.
  private struct Literal {
    let bytes: [UInt8]
    let hashes: Int

    /// Decodes the content of a multi-line literal, `start..<end` between its delimiters'
    /// quotes, into `value`; `false` when Swift rejects it.
    func decodeMultiline(from start: Int, to end: Int, into value: inout [UInt8]) -> Bool {
      // The content starts on the line after the opening delimiter.
      guard let first = lineBreak(at: start) else { return false }
      // The closing delimiter stands alone on its line, after its indentation.
      var lineStart = end
      while lineStart > first, isSpace(bytes[lineStart - 1]) { lineStart -= 1 }
      guard lineStart > start, isBreak(bytes[lineStart - 1]) else { return false }
      let indentation = bytes[lineStart..<end]
      // The line break before the closing line is not part of the value.
      var contentEnd = lineStart - 1
      if bytes[contentEnd] == UInt8(ascii: "\n"), contentEnd > first,
        bytes[contentEnd - 1] == UInt8(ascii: "\r")
      {
        contentEnd -= 1
      }
      var position = first
      var joinsNext = false
      while position <= contentEnd {
        var lineEnd = position
        while lineEnd < contentEnd, !isBreak(bytes[lineEnd]) { lineEnd += 1 }
        if position > first, !joinsNext { value.append(UInt8(ascii: "\n")) }
        if lineEnd > position {
          guard bytes[position..<lineEnd].starts(with: indentation) else { return false }
          guard let joins = decodeLine(position + indentation.count..<lineEnd, into: &value)
          else { return false }
          joinsNext = joins
        } else {
          joinsNext = false
        }
        guard lineEnd < contentEnd else { break }
        position = lineBreak(at: lineEnd) ?? contentEnd
      }
      return true
    }

    /// Decodes the bytes of one line of a literal into `value`; whether the line ends with a
    /// `\` that joins it to the next, or `nil` for an escape Swift rejects.
    func decodeLine(_ line: Range<Int>, into value: inout [UInt8]) -> Bool? {
      var index = line.lowerBound
      while index < line.upperBound {
        let byte = bytes[index]
        // In a raw string only a backslash followed by the literal's hashes escapes.
        guard byte == UInt8(ascii: "\\"), hashesFollow(at: index + 1, before: line.upperBound)
        else {
          value.append(byte)
          index += 1
          continue
        }
        let escaped = index + 1 + hashes
        if bytes[escaped..<line.upperBound].allSatisfy(isSpace) { return true }
        guard let (scalar, end) = unescape(at: escaped, before: line.upperBound) else {
          return nil
        }
        value.append(contentsOf: String(scalar).utf8)
        index = end
      }
      return false
    }

    /// Whether the literal's `#` signs start at `index`, before `end`.
    private func hashesFollow(at index: Int, before end: Int) -> Bool {
      index + hashes <= end && bytes[index..<index + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// The scalar an escape stands for, given the byte after its backslash (and hashes), and
    /// where the escape ends; `nil` for an interpolation or an escape Swift rejects.
    private func unescape(at index: Int, before end: Int) -> (Unicode.Scalar, Int)? {
      switch bytes[index] {
      case UInt8(ascii: "n"): return ("\n", index + 1)
      case UInt8(ascii: "t"): return ("\t", index + 1)
      case UInt8(ascii: "r"): return ("\r", index + 1)
      case UInt8(ascii: "0"): return ("\0", index + 1)
      case UInt8(ascii: "\\"): return ("\\", index + 1)
      case UInt8(ascii: "\""): return ("\"", index + 1)
      case UInt8(ascii: "'"): return ("'", index + 1)
      case UInt8(ascii: "u"):
        // `\u{…}`: one to eight hex digits naming a scalar.
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "{"),
          let closing = bytes[(index + 2)..<end].firstIndex(of: UInt8(ascii: "}")),
          (1...8).contains(closing - index - 2),
          bytes[(index + 2)..<closing].allSatisfy(SwiftCharacters.isHexDigit),
          let code = UInt32(
            String(decoding: bytes[(index + 2)..<closing], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(code)
        else { return nil }
        return (scalar, closing + 1)
      default:
        return nil
      }
    }

    /// Where the line after a line break at `index` starts (`\n`, `\r\n` or `\r`); `nil`
    /// when no line break is there.
    private func lineBreak(at index: Int) -> Int? {
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "\n"): return index + 1
      case UInt8(ascii: "\r"):
        return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")
          ? index + 2 : index + 1
      default: return nil
      }
    }

    private func isBreak(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
  }
}
