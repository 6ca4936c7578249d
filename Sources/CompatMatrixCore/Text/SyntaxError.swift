/// A document that is not well-formed, with the location of its first problem: the one shape
/// of the errors of the format parsers (`JSONSyntaxError`, `PropertyListSyntaxError`).
package struct SyntaxError<Syntax: DocumentSyntax>: Error, Sendable, Hashable {
  /// Where the problem is.
  package let location: SourceLocation
  /// What the problem is.
  package let problem: SyntaxProblem<Syntax>

  /// Creates an error.
  package init(location: SourceLocation, problem: SyntaxProblem<Syntax>) {
    self.location = location
    self.problem = problem
  }
}

/// What is wrong with a document: the problems every format shares, and the format's own.
package enum SyntaxProblem<Syntax: DocumentSyntax>: Sendable, Hashable {
  /// The file holds nothing but white space (and comments, where the format has them).
  case emptyDocument
  /// The file ends in the middle of a value.
  case unexpectedEnd(expected: Syntax.Expectation)
  /// A character that cannot start or continue what was expected.
  case unexpectedCharacter(Character, expected: Syntax.Expectation)
  /// A string without its closing quote.
  case unterminatedString
  /// Containers nested deeper than `Syntax.depthLimit`.
  case nestingTooDeep
  /// Bytes that are not UTF-8.
  case invalidUTF8
  /// More content after the top-level value.
  case trailingContent
  /// A problem of the format's own grammar.
  case format(Syntax.Problem)
}

/// A text format read through a `ByteCursor`: what its parser expects, the problems only it
/// has, and the words its messages use.
package protocol DocumentSyntax: Sendable {
  /// What the parser may be looking for when it fails, described in words.
  associatedtype Expectation: Sendable, Hashable, CustomStringConvertible
  /// The problems only this format has, each described in words.
  associatedtype Problem: Sendable, Hashable, CustomStringConvertible
  /// What a document should hold, for "the file is empty; expected …": `a JSON object`.
  static var expectedDocument: String { get }
  /// A whole document's value, for "unexpected content after …": `the JSON value`.
  static var documentValue: String { get }
  /// The format's containers, for "… are nested more than N levels deep".
  static var containers: String { get }
  /// The deepest nesting of containers the parser accepts.
  static var depthLimit: Int { get }
  /// What closes a string, for "unterminated string; expected a closing …".
  static var closingQuote: String { get }
}

extension SyntaxError: CustomStringConvertible {
  /// The message, without the location.
  package var description: String {
    switch problem {
    case .emptyDocument:
      "the file is empty; expected \(Syntax.expectedDocument)"
    case .unexpectedEnd(let expected):
      "unexpected end of file; expected \(expected)"
    case .unexpectedCharacter(let character, let expected):
      "unexpected '\(character.visible)'; expected \(expected)"
    case .unterminatedString:
      "unterminated string; expected a closing \(Syntax.closingQuote)"
    case .nestingTooDeep:
      "\(Syntax.containers) are nested more than \(Syntax.depthLimit) levels deep"
    case .invalidUTF8:
      "the file is not valid UTF-8"
    case .trailingContent:
      "unexpected content after \(Syntax.documentValue)"
    case .format(let problem):
      problem.description
    }
  }
}
