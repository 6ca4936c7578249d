/// Keeps messages that quote their input on one line.
///
/// Messages quote what the user gave: a version, a file name, a JSON string, a build setting.
/// Any of these may hold a line break or another control character (`"16\n"` in a matrix
/// file, a `--min` value with a tab, an escape sequence in a `project.pbxproj`), which would
/// split a `file:line:column: error: …` line in two or send a control sequence to the
/// terminal. Every catalogue of messages passes its text through `oneLine(_:)`.
package enum MessageText {
  /// `text` with line breaks, tabs and other invisible control characters written as escapes
  /// (`\n`, `\r`, `\t`, `\u{1B}`), and everything else as it is.
  ///
  /// Escaped are the control characters (U+0000–U+001F, U+007F–U+009F), the Unicode line and
  /// paragraph separators, and the bidirectional overrides and isolates, which could make a
  /// message read differently from what it says; a byte of a file name that is not UTF-8
  /// (`SystemPath`) is written `\x{FF}`.
  package static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.append(scalar)
        continue
      }
      let escape =
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default:
          if let byte = SystemPath.byte(of: scalar) {
            "\\x{\(String(byte, radix: 16, uppercase: true))}"
          } else {
            "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
          }
        }
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069,
      SystemPath.byteBase...0x10FFFF:
      true
    default: false
    }
  }
}

extension Character {
  /// The character, or its `U+XXXX` code when it would not show in a message.
  package var visible: String {
    guard let scalar = unicodeScalars.first, unicodeScalars.count == 1 else { return String(self) }
    if scalar.properties.generalCategory == .control || scalar.value == 0xFFFD
      || scalar.properties.isWhitespace
    {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
    }
    return String(self)
  }
}
