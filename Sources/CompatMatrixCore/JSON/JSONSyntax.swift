/// A file that is not well-formed JSON, with the location of the first problem.
package struct JSONSyntaxError: Error, Sendable, Hashable {
  /// What the parser was looking for when it failed.
  package enum Expectation: Sendable, Hashable {
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
  }

  /// What is wrong.
  package enum Problem: Sendable, Hashable {
    /// The file holds nothing but white space.
    case emptyDocument
    /// The file ends in the middle of a value.
    case unexpectedEnd(expected: Expectation)
    /// A character that cannot start or continue what was expected.
    case unexpectedCharacter(Character, expected: Expectation)
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
    /// A string without its closing quote.
    case unterminatedString
    /// A raw control character (a byte below 0x20) inside a string.
    case controlCharacter(UInt8)
    /// An unknown escape such as `\q`.
    case invalidEscape(Character)
    /// A `\u` escape that is not four hex digits or a valid surrogate pair.
    case invalidUnicodeEscape
    /// Arrays and objects nested deeper than `JSONParser.depthLimit`.
    case nestingTooDeep
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// More content after the top-level value.
    case trailingContent
  }

  /// Where the problem is.
  package let location: SourceLocation
  /// What the problem is.
  package let problem: Problem

  /// Creates an error.
  package init(location: SourceLocation, problem: Problem) {
    self.location = location
    self.problem = problem
  }
}

extension JSONSyntaxError.Expectation: CustomStringConvertible {
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

extension JSONSyntaxError: CustomStringConvertible {
  /// The message, without the location.
  package var description: String {
    switch problem {
    case .emptyDocument:
      return "the file is empty; expected a JSON object"
    case .unexpectedEnd(let expected):
      return "unexpected end of file; expected \(expected)"
    case .unexpectedCharacter(let character, let expected):
      return "unexpected '\(character.visible)'; expected \(expected)"
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
    case .unterminatedString:
      return "unterminated string; expected a closing '\"'"
    case .controlCharacter(let byte):
      let code = String(byte, radix: 16, uppercase: true)
      return
        "control character U+\(String(repeating: "0", count: 4 - code.count))\(code) in a "
        + "string; write it as an escape such as \\n"
    case .invalidEscape(let character):
      return "invalid escape '\\\(character.visible)' in a string"
    case .invalidUnicodeEscape:
      return "invalid \\u escape; expected four hex digits, or a valid surrogate pair"
    case .nestingTooDeep:
      return "arrays and objects are nested more than \(JSONParser.depthLimit) levels deep"
    case .invalidUTF8:
      return "the file is not valid UTF-8"
    case .trailingContent:
      return "unexpected content after the JSON value"
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
