/// A value of an old-style (OpenStep) ASCII property list, with the location where it starts.
package struct PropertyListValue: Sendable {
  /// What the value is.
  package enum Kind: Sendable {
    /// A quoted or unquoted string, with escapes decoded.
    case string(String)
    /// `<0fbd 7771>`: bytes written in hex.
    case data([UInt8])
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; }`: the entries in file order, duplicates kept.
    case dictionary([PropertyListEntry])
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value starts.
  package var location: SourceLocation

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The elements, when the value is an array.
  package var array: [PropertyListValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The entries, when the value is a dictionary.
  package var entries: [PropertyListEntry]? {
    if case .dictionary(let entries) = kind { return entries }
    return nil
  }

  /// The value of a dictionary's key; the last one when the key appears more than once.
  package subscript(key: String) -> PropertyListValue? {
    entries?.last { $0.key == key }?.value
  }
}

/// One `key = value;` of a property-list dictionary.
package struct PropertyListEntry: Sendable {
  /// The key, with escapes decoded.
  package var key: String
  /// Where the key starts.
  package var keyLocation: SourceLocation
  /// The value.
  package var value: PropertyListValue
}
