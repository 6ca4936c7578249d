/// A JSON value to write: output documents are built from these and written with sorted keys
/// and two-space indentation, so the same data always gives the same bytes.
package indirect enum JSONDocument: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONDocument])
  /// An object; keys are written sorted.
  case object([String: JSONDocument])

  /// A string, or `null` for `nil`.
  package static func optional(_ text: String?) -> JSONDocument {
    text.map(JSONDocument.string) ?? .null
  }

  /// The document as pretty-printed JSON text, ending with a newline.
  package func rendered() -> String {
    // Written as bytes and decoded once: appending to a `String` piece by piece cost more
    // than everything else `lint --reporter json` does after linting.
    var output: [UInt8] = []
    write(to: &output, indent: 0)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], indent: Int) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .int(let value): output += String(value).utf8
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]".utf8
        return
      }
      output += "[\n".utf8
      for (offset, element) in elements.enumerated() {
        Self.writeSpaces(indent + 2, to: &output)
        element.write(to: &output, indent: indent + 2)
        output += (offset + 1 < elements.count ? ",\n" : "\n").utf8
      }
      Self.writeSpaces(indent, to: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}".utf8
        return
      }
      output += "{\n".utf8
      let keys = members.keys.sorted()
      for (offset, key) in keys.enumerated() {
        Self.writeSpaces(indent + 2, to: &output)
        Self.writeString(key, to: &output)
        output += ": ".utf8
        // The key came from the dictionary, so the value exists.
        members[key]!.write(to: &output, indent: indent + 2)
        output += (offset + 1 < keys.count ? ",\n" : "\n").utf8
      }
      Self.writeSpaces(indent, to: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeSpaces(_ count: Int, to output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// Writes a string literal: the runs that need no escape are copied whole.
  ///
  /// Besides what JSON requires (`"`, `\` and the controls below U+0020), DEL, the C1
  /// controls, the line and paragraph separators and the bidirectional overrides and isolates
  /// are written as `\uXXXX`, so that a document printed to a terminal sends it no control
  /// (issue 26, item 9); a reader gets the same string back. A byte of a file name that is not
  /// UTF-8 (`SystemPath`) has no string of its own: it is written as the text `\x{FF}`, as
  /// messages show it.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = value
    text.withUTF8 { bytes in
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        var length = 1
        let escape: String
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case UInt8(ascii: "\n"): escape = "\\n"
        case UInt8(ascii: "\r"): escape = "\\r"
        case UInt8(ascii: "\t"): escape = "\\t"
        case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
        case 0xC2, 0xE2, 0xF4:
          // Valid UTF-8, so the bytes of the scalar are there.
          guard let (scalar, count) = UTF8Validation.decodeScalar(bytes, at: index),
            let special = specialEscape(scalar)
          else {
            index += 1
            continue
          }
          escape = special
          length = count
        default:
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        output += escape.utf8
        index += length
        start = index
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The escape of a scalar beyond ASCII that must not reach a terminal raw, or `nil`.
  private static func specialEscape(_ value: UInt32) -> String? {
    switch value {
    case 0x80...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
      return unicodeEscape(value)
    case SystemPath.byteBase...0x10FFFF:
      // A scalar of the range is valid (the last plane) and stands for a byte.
      let byte = SystemPath.byte(of: Unicode.Scalar(value)!)!
      return "\\\\x{" + String(byte, radix: 16, uppercase: true) + "}"
    default:
      return nil
    }
  }

  /// `\u001b`.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
