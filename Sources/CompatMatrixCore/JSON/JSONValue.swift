/// A JSON value together with the location where it starts in its file.
package struct JSONValue: Sendable {
  /// What the value is.
  package enum Kind: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written.
    case number(String)
    /// A string, with escapes decoded.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in file order; duplicate keys are kept so they can be reported.
    case object([JSONMember])
  }

  /// What the value is.
  package let kind: Kind
  /// Where the value starts.
  package let location: SourceLocation

  /// Creates a value.
  package init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The type of the value, for messages: `string`, `object`, …
  package var type: JSONType {
    switch kind {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable {
  /// The key, with escapes decoded.
  package let key: String
  /// Where the key's opening quote is.
  package let keyLocation: SourceLocation
  /// The value.
  package let value: JSONValue

  /// Creates a member.
  package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// The type of a JSON value, named as messages name it.
package enum JSONType: String, Sendable, Hashable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool = "boolean"
  /// A number.
  case number
  /// A string.
  case string
  /// An array.
  case array
  /// An object.
  case object

  /// The name with its article: `an object`, `a string`.
  package var description: String {
    switch self {
    case .null: "null"
    case .array, .object: "an \(rawValue)"
    case .bool, .number, .string: "a \(rawValue)"
    }
  }
}
