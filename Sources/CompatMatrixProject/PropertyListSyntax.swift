import CompatMatrixCore
import CompatMatrixSource

/// An old-style (OpenStep) property list, such as a `project.pbxproj`, that is not
/// well-formed, with the location of the first problem.
package struct PropertyListSyntaxError: Error, Sendable, Hashable {
  /// What the parser was looking for when it failed.
  package enum Expectation: Sendable, Hashable {
    /// Any value: a string, `{`, `(` or `<`.
    case value
    /// A dictionary key, or the `}` that closes the dictionary.
    case key
    /// The `=` after a key.
    case equals
    /// The `;` after a dictionary value.
    case semicolon
    /// `,` or `)` after an array element.
    case arraySeparator
  }

  /// What is wrong: the catalogue of property-list syntax problems.
  package enum Problem: Sendable, Hashable {
    /// The file holds nothing but white space and comments.
    case emptyDocument
    /// The file ends in the middle of a value.
    case unexpectedEnd(expected: Expectation)
    /// A character that cannot start or continue what was expected.
    case unexpectedCharacter(Character, expected: Expectation)
    /// A quoted string without its closing quote.
    case unterminatedString
    /// A `/*` comment without its `*/`.
    case unterminatedComment
    /// A `<` data value that is not pairs of hex digits followed by `>`.
    case invalidData
    /// Dictionaries and arrays nested deeper than `PropertyListParser.depthLimit`.
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

extension PropertyListSyntaxError.Expectation: CustomStringConvertible {
  /// What was expected, in words.
  package var description: String {
    switch self {
    case .value: "a value"
    case .key: "a key or '}'"
    case .equals: "'=' after the key"
    case .semicolon: "';' after the value"
    case .arraySeparator: "',' or ')' after an array element"
    }
  }
}

extension PropertyListSyntaxError: CustomStringConvertible {
  /// The message, without the location.
  package var description: String {
    switch problem {
    case .emptyDocument:
      return "the file is empty; expected a property list such as { key = value; }"
    case .unexpectedEnd(let expected):
      return "unexpected end of file; expected \(expected)"
    case .unexpectedCharacter(let character, let expected):
      return "unexpected '\(character.visible)'; expected \(expected)"
    case .unterminatedString:
      return "unterminated string; expected a closing quote"
    case .unterminatedComment:
      return "unterminated comment; expected '*/'"
    case .invalidData:
      return "invalid data; expected pairs of hex digits between '<' and '>'"
    case .nestingTooDeep:
      return
        "dictionaries and arrays are nested more than \(PropertyListParser.depthLimit) levels deep"
    case .invalidUTF8:
      return "the file is not valid UTF-8"
    case .trailingContent:
      return "unexpected content after the property list"
    }
  }
}
