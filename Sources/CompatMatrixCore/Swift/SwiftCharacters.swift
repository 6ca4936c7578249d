/// Byte and Unicode-scalar classes of Swift's lexical grammar, for the tokenizer.
package enum SwiftCharacters {
  /// `a`–`z`, `A`–`Z` or `_`.
  @inline(__always)
  package static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
  }

  /// An ASCII identifier character: a head or a digit.
  @inline(__always)
  package static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F
  }

  /// `0`–`9`.
  @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool {
    byte &- 0x30 < 10
  }

  /// `0`–`9`, `a`–`f` or `A`–`F`.
  @inline(__always)
  static func isHexDigit(_ byte: UInt8) -> Bool {
    byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6
  }

  /// An ASCII operator character other than `.`: `/ = - + ! * % < > & | ^ ~ ?`.
  @inline(__always)
  static func isOperatorASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }

  /// A line break: `\n` or `\r`.
  @inline(__always)
  package static func isNewline(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
  }

  /// Space, tab, a line break, vertical tab, form feed or NUL.
  @inline(__always)
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte &- 0x09 < 5 || byte == 0
  }

  /// Decodes the UTF-8 scalar at `index`; see `UTF8Validation.decodeScalar(_:at:)`.
  static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (value: UInt32, length: Int)?
  {
    UTF8Validation.decodeScalar(bytes, at: index)
  }

  /// A non-ASCII scalar that may start an operator, per Swift's grammar.
  static func isOperatorHead(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      true
    default: false
    }
  }

  /// A non-ASCII scalar that may continue an operator: a head or a combining mark.
  static func isOperatorContinue(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      true
    default: isOperatorHead(scalar)
    }
  }

  /// A non-ASCII scalar treated as white space: no-break space, line and paragraph
  /// separators, and a byte-order mark after the start of the file.
  static func isExtraWhitespace(_ scalar: UInt32) -> Bool {
    scalar == 0xA0 || scalar == 0x2028 || scalar == 0x2029 || scalar == 0xFEFF
  }
}
