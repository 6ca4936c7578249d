/// Keeps messages, and every output built from what a user passes, from taking over a
/// terminal or forging lines.
///
/// Messages quote what the user gave: a version, a file name, a JSON string, a build setting.
/// Any of these may hold a line break or another control character (`"16\n"` in a matrix
/// file, a `--min` value with a tab, an escape sequence in a `project.pbxproj`), which would
/// split a `file:line:column: error: …` line in two or send a control sequence to the
/// terminal. Every catalogue of messages passes its text through `oneLine(_:)`, and so does
/// the text output of every command for each field of team data it prints (issue 26, item 9):
/// this is the escaping of the text output kind. The Markdown, HTML and GitHub outputs escape
/// controls with `escaped(_:keeping:)`, keeping the line breaks and tabs their own syntax
/// handles; JSON has its own standard escapes (`JSONDocument`).
package enum MessageText {
  /// The controls a caller may keep as they are because its format handles them.
  package struct Kept: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Line feeds, `\n`: the line breaks of a code block.
    package static let lineFeeds = Kept(rawValue: 1)
    /// Carriage returns, `\r`, which a format turns into something else (HTML's `&#10;`).
    package static let carriageReturns = Kept(rawValue: 2)
    /// Tabs, `\t`: whitespace that moves nothing but the cursor on its line.
    package static let tabs = Kept(rawValue: 4)
  }

  /// `text` with line breaks, tabs and other invisible control characters written as escapes
  /// (`\n`, `\r`, `\t`, `\u{1B}`), and everything else as it is.
  ///
  /// Escaped are the control characters (U+0000–U+001F, U+007F–U+009F), the Unicode line and
  /// paragraph separators, and the bidirectional overrides and isolates, which could make a
  /// message read differently from what it says; a byte of a file name that is not UTF-8
  /// (`SystemPath`) is written `\x{FF}`.
  package static func oneLine(_ text: String) -> String {
    escaped(text, keeping: [])
  }

  /// `text` escaped as `oneLine(_:)` escapes it, but with the controls in `kept` left as they
  /// are: for a format that keeps a snippet's line breaks or turns them into its own.
  package static func escaped(_ text: String, keeping kept: Kept) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, kept) }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar, kept) else {
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

  private static func needsEscape(_ scalar: Unicode.Scalar, _ kept: Kept) -> Bool {
    switch scalar.value {
    case 0x0A: !kept.contains(.lineFeeds)
    case 0x0D: !kept.contains(.carriageReturns)
    case 0x09: !kept.contains(.tabs)
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
