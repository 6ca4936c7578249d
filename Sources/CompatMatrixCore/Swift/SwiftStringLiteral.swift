/// The value of a string literal that the tokenizer found, for readers that need what a
/// literal says rather than how it is written (a package's name, a version in a manifest).
package enum SwiftStringLiteral {
  /// The text a single-line string literal stands for, its escapes decoded: `"a\tb"`,
  /// `#"a"b"#`, `"\u{E9}"`.
  ///
  /// `nil` when the token is not a whole single-line string literal, interpolates (`"\(x)"`),
  /// or holds an escape Swift rejects. Multi-line literals (`"""`) give `nil` too: their value
  /// depends on indentation rules this reader does not follow.
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
    guard close > open,
      !(close - open >= 2 && bytes[open + 1] == UInt8(ascii: "\"")
        && bytes[open + 2] == UInt8(ascii: "\""))
    else { return nil }
    var value: [UInt8] = []
    var index = open + 1
    while index < close {
      let byte = bytes[index]
      // In a raw string only a backslash followed by the literal's hashes escapes.
      guard byte == UInt8(ascii: "\\"),
        hashesFollow(hashes, in: bytes, at: index + 1, before: close)
      else {
        value.append(byte)
        index += 1
        continue
      }
      let escaped = index + 1 + hashes
      guard escaped < close, let (scalar, end) = unescape(bytes, at: escaped, before: close)
      else { return nil }
      value.append(contentsOf: String(scalar).utf8)
      index = end
    }
    return String(decoding: value, as: UTF8.self)
  }

  /// Whether `hashes` `#` signs start at `index`, before `end`.
  private static func hashesFollow(
    _ hashes: Int, in bytes: [UInt8], at index: Int, before end: Int
  ) -> Bool {
    index + hashes <= end && bytes[index..<index + hashes].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// The scalar an escape stands for, given the byte after its backslash (and hashes), and
  /// where the escape ends; `nil` for an interpolation or an escape Swift rejects.
  private static func unescape(_ bytes: [UInt8], at index: Int, before end: Int)
    -> (Unicode.Scalar, Int)?
  {
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
        let code = UInt32(String(decoding: bytes[(index + 2)..<closing], as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(code)
      else { return nil }
      return (scalar, closing + 1)
    default:
      return nil
    }
  }
}
