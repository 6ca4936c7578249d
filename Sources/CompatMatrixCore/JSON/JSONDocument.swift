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
    var output = ""
    write(to: &output, indent: 0)
    output += "\n"
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (offset, element) in elements.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        element.write(to: &output, indent: indent + 2)
        output += offset + 1 < elements.count ? ",\n" : "\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (offset, key) in keys.enumerated() {
        output += String(repeating: " ", count: indent + 2)
        Self.writeString(key, to: &output)
        output += ": "
        // The key came from the dictionary, so the value exists.
        members[key]!.write(to: &output, indent: indent + 2)
        output += offset + 1 < keys.count ? ",\n" : "\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let control where control.value < 0x20 || control.value == 0x7F:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
