/// A file that is not well-formed JSON, with the location of the first problem.
package typealias JSONSyntaxError = SyntaxError<JSONSyntax>

/// JSON (RFC 8259) as `JSONParser` reads it: what it expects, and the problems only JSON has.
package enum JSONSyntax: DocumentSyntax {
  /// What the parser was looking for when it failed.
  package enum Expectation: Sendable, Hashable, CustomStringConvertible {
    /// Any value.
    case value
    /// An object key in double quotes.
    case key
    /// The `:` after a key.
    case colon
    /// `,` or `}` after an object member.
    case objectSeparator
    /// `,` or `]` after an array element.
    case arraySeparator

    /// What was expected, in words.
    package var description: String {
      switch self {
      case .value: "a value"
      case .key: "a key in double quotes"
      case .colon: "':' after the key"
      case .objectSeparator: "',' or '}' after an object member"
      case .arraySeparator: "',' or ']' after an array element"
      }
    }
  }

  /// The problems only JSON has.
  package enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// A `/`: JSON has no comments.
    case comment
    /// A `'`: JSON strings use double quotes.
    case singleQuote
    /// A comma just before `}` or `]`.
    case trailingComma
    /// A word that is not `true`, `false` or `null`.
    case invalidLiteral
    /// A malformed number, as written.
    case invalidNumber(String)
    /// A raw control character (a byte below 0x20) inside a string.
    case controlCharacter(UInt8)
    /// An unknown escape such as `\q`.
    case invalidEscape(Character)
    /// A `\u` escape that is not four hex digits or a valid surrogate pair.
    case invalidUnicodeEscape

    /// The message, without the location.
    package var description: String {
      switch self {
      case .comment:
        return "JSON has no comments; remove the '/'"
      case .singleQuote:
        return "JSON strings use double quotes, not single quotes"
      case .trailingComma:
        return "trailing comma; remove the ',' before the closing bracket"
      case .invalidLiteral:
        return "invalid literal; expected true, false or null"
      case .invalidNumber(let text):
        return "invalid number '\(text)'"
      case .controlCharacter(let byte):
        return
          "control character \(Character(Unicode.Scalar(byte)).visible) in a string; write it "
          + "as an escape such as \\n"
      case .invalidEscape(let character):
        return "invalid escape '\\\(character.visible)' in a string"
      case .invalidUnicodeEscape:
        return "invalid \\u escape; expected four hex digits, or a valid surrogate pair"
      }
    }
  }

  package static let expectedDocument = "a JSON object"
  package static let documentValue = "the JSON value"
  package static let containers = "arrays and objects"
  package static var depthLimit: Int { JSONParser.depthLimit }
  package static let closingQuote = "'\"'"
}
