/// The value of one argument as the parser found it.
struct ParsedValue {
  /// The property's value.
  var value: Any
  /// How the argument is named, and whether it was given.
  var info: ArgumentInfo
}

/// Feeds the values the parser found to the `Decodable` initializer the compiler
/// synthesizes for a command.
///
/// Every key is a property name. A command's or option group's keyed container decodes each
/// property wrapper from a decoder whose coding path ends with the wrapper's key; the wrapper
/// takes its value from `parsedValue()`. An option group's container holds the same values,
/// flat, as the group's arguments are named by their own properties.
struct ArgumentDecoder: Decoder {
  /// The values, by property name.
  let values: [String: ParsedValue]
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The value of the argument this decoder is for: the last key of the coding path.
  func parsedValue() throws -> ParsedValue {
    guard let key = codingPath.last?.stringValue, let value = values[key] else {
      throw Self.unsupported(codingPath)
    }
    return value
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ArgumentContainer<Key>(values: values, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw Self.unsupported(codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw Self.unsupported(codingPath)
  }

  /// The error for a property that is not an argument.
  static func unsupported(_ codingPath: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription:
          "a command's stored properties must be @Option, @Flag, @Argument or @OptionGroup"))
  }
}

/// The keyed container of a command or option group: each property wrapper is decoded from
/// an `ArgumentDecoder` for its key; a property of any other type is an error.
struct ArgumentContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let values: [String: ParsedValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { values.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { true }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: ArgumentDecoder(values: values, codingPath: codingPath + [key]))
  }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw unsupported(key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { throw unsupported(key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw unsupported(key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw unsupported(key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw unsupported(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw unsupported(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw unsupported(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw unsupported(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw unsupported(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw unsupported(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw unsupported(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw unsupported(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw unsupported(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw unsupported(key) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    throw unsupported(key)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw unsupported(key)
  }

  func superDecoder() throws -> any Decoder {
    ArgumentDecoder(values: values, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ArgumentDecoder(values: values, codingPath: codingPath + [key])
  }

  private func unsupported(_ key: Key) -> DecodingError {
    ArgumentDecoder.unsupported(codingPath + [key])
  }
}
