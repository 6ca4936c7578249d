/// A position in a text file: a 1-based line and a 1-based column counted in characters
/// (Unicode scalars), as editors show it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders the values for sorting.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A JSON value together with the location where it starts in its file.
public struct JSONValue: Sendable {
  /// What the value is.
  public enum Kind: Sendable {
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
  public let kind: Kind
  /// Where the value starts.
  public let location: SourceLocation

  /// Creates a value.
  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// The type of the value, for messages: `string`, `object`, …
  public var type: JSONType {
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
public struct JSONMember: Sendable {
  /// The key, with escapes decoded.
  public let key: String
  /// Where the key's opening quote is.
  public let keyLocation: SourceLocation
  /// The value.
  public let value: JSONValue

  /// Creates a member.
  public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// The type of a JSON value, named as messages name it.
public enum JSONType: String, Sendable, Hashable, CustomStringConvertible {
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
  public var description: String {
    switch self {
    case .null: "null"
    case .array, .object: "an \(rawValue)"
    case .bool, .number, .string: "a \(rawValue)"
    }
  }
}
