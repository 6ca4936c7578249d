/// Checks UTF-8 byte sequences and converts byte offsets to line and column.
package enum UTF8Validation {
  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
  ///
  /// Rejects overlong forms, surrogates and scalars above U+10FFFF, as Unicode requires.
  package static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // ASCII runs, the common case, are checked eight bytes at a time.
      if index + 8 <= count {
        let word = bytes.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        }
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let scalar = bytes.withUnsafeBufferPointer { decodeScalar($0, at: index) }
      guard let scalar else { return index }
      index += scalar.length
    }
    return nil
  }

  /// Decodes the UTF-8 scalar at `index`: its value and length in bytes, or `nil` when the
  /// bytes there are not well-formed UTF-8 (overlong forms and surrogates included).
  static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (value: UInt32, length: Int)?
  {
    let count = bytes.count
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return (UInt32(lead), 1)
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard index + length <= count else { return nil }
    let second = bytes[index + 1]
    guard second >= low, second <= high else { return nil }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    value = value << 6 | UInt32(second & 0x3F)
    for offset in 2..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (value, length)
  }

  /// The line and column (counted in scalars) of the byte at `offset`.
  package static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column)
  }

  /// The character that starts at `offset` in valid UTF-8, for messages.
  package static func character(at offset: Int, in bytes: [UInt8]) -> Character {
    let lead = bytes[offset]
    let length =
      switch lead {
      case 0..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      default: 4
      }
    let end = min(offset + length, bytes.count)
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    return text.first ?? "\u{FFFD}"
  }
}
