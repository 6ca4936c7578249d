/// An old-style (OpenStep) property list, such as a `project.pbxproj`, that is not
/// well-formed, with the location of the first problem.
package typealias PropertyListSyntaxError = SyntaxError<PropertyListSyntax>

/// Old-style property lists as `PropertyListParser` reads them: what it expects, and the
/// problems only they have.
package enum PropertyListSyntax: DocumentSyntax {
  /// What the parser was looking for when it failed.
  package enum Expectation: Sendable, Hashable, CustomStringConvertible {
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

  /// The problems only property lists have.
  package enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// A `/*` comment without its `*/`.
    case unterminatedComment
    /// A `<` data value that is not pairs of hex digits followed by `>`.
    case invalidData

    /// The message, without the location.
    package var description: String {
      switch self {
      case .unterminatedComment: "unterminated comment; expected '*/'"
      case .invalidData: "invalid data; expected pairs of hex digits between '<' and '>'"
      }
    }
  }

  package static let expectedDocument = "a property list such as { key = value; }"
  package static let documentValue = "the property list"
  package static let containers = "dictionaries and arrays"
  package static var depthLimit: Int { PropertyListParser.depthLimit }
  package static let closingQuote = "quote"
}
