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
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = value
    text.withUTF8 { bytes in
      var start = 0
      for (index, byte) in bytes.enumerated() {
        let escape: String
        switch byte {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case UInt8(ascii: "\n"): escape = "\\n"
        case UInt8(ascii: "\r"): escape = "\\r"
        case UInt8(ascii: "\t"): escape = "\\t"
        case 0..<0x20, 0x7F:
          let hex = String(byte, radix: 16)
          escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        output += escape.utf8
        start = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
