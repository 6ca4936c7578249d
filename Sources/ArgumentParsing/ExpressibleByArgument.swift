/// A type whose values can be given on the command line, as swift-argument-parser's
/// `ExpressibleByArgument`.
///
/// Enums with `String` raw values that are `CaseIterable` conform by declaring it: their raw
/// values (kebab case by convention) are the accepted words, listed in help as
/// `(values: …)`, offered by completion scripts, and named in the error for any other word.
/// Unlike swift-argument-parser's failable initializer, `init(argument:)` throws, so that a
/// type with open values can say why a word is not one.
package protocol ExpressibleByArgument {
  /// Creates a value from a command-line word, or throws why it is not one.
  init(argument: String) throws(InvalidArgumentValue)
  /// Every accepted word, for a type with a closed set of values; empty for open values.
  static var allValueStrings: [String] { get }
  /// How shells complete a value.
  static var defaultCompletionKind: CompletionKind { get }
  /// The value as help shows it after `default:`.
  var defaultValueDescription: String { get }
}

extension ExpressibleByArgument {
  /// No closed set of values.
  package static var allValueStrings: [String] { [] }

  /// The accepted words, when there is a closed set of them.
  package static var defaultCompletionKind: CompletionKind {
    allValueStrings.isEmpty ? .default : .list(allValueStrings)
  }

  /// The value's description.
  package var defaultValueDescription: String { "\(self)" }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
  /// The case whose raw value is the word.
  package init(argument: String) throws(InvalidArgumentValue) {
    guard let value = Self(rawValue: argument) else { throw InvalidArgumentValue() }
    self = value
  }

  /// The raw values, in declaration order.
  package static var allValueStrings: [String] { allCases.map(\.rawValue) }

  /// The raw value.
  package var defaultValueDescription: String { rawValue }
}

/// Why a word is not a value of a type: reported as `The value 'x' is invalid for '--opt
/// <value>': REASON`, or with the accepted values for a type with a closed set of them.
package struct InvalidArgumentValue: Error, Sendable, Hashable {
  /// Why, in words that follow the colon; `nil` to say only that the value is invalid.
  package var reason: String?

  /// Creates an error, with or without a reason.
  package init(reason: String? = nil) {
    self.reason = reason
  }
}

extension String: ExpressibleByArgument {
  /// The word itself.
  package init(argument: String) throws(InvalidArgumentValue) {
    self = argument
  }
}

extension Int: ExpressibleByArgument {
  /// The word as a decimal integer.
  package init(argument: String) throws(InvalidArgumentValue) {
    guard let value = Int(argument) else { throw InvalidArgumentValue(reason: "not an integer") }
    self = value
  }
}
