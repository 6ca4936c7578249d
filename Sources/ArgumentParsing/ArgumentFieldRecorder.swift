/// Lists the stored properties of a command or option group, in declaration order, with
/// their names: the `Encodable` conformance the compiler writes for it encodes each property
/// in turn under its name (a property wrapper's storage `_min` under `min`), and this
/// encoder writes nothing but that list.
///
/// It reads the types that declare no `argumentList`, and every type when
/// `declarationProblems()` checks the lists, for it sees every stored property, wrapper or
/// not. It needs no reflection: `Mirror` asks the runtime, for each type it reflects and for
/// its children's collection, about protocol conformances, and each first question searches
/// every conformance record of the process (about 2.5 million instructions at start-up, a
/// sixth of `versions`); here every conformance is the compiler's, and a wrapper is recognized
/// by a class cast. Its generic keyed container still costs the runtime some metadata per
/// type read (about 0.2 million instructions), which an `argumentList` avoids.
///
/// A type that writes its own `encode(to:)` must encode its properties in a keyed container,
/// as the compiler's does.
final class ArgumentFieldRecorder: Encoder {
  /// The properties encoded so far.
  private(set) var fields: [ArgumentField] = []

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The stored properties of `value`, in declaration order.
  static func fields<Value: Encodable>(of value: Value) -> [ArgumentField] {
    // A type that stores nothing, such as a root command with only subcommands, has no
    // property to list, and its `encode(to:)` would cost a conformance search for nothing.
    guard MemoryLayout<Value>.size > 0 else { return [] }
    let recorder = ArgumentFieldRecorder()
    // The recorder's containers never throw, and the compiler's `encode(to:)` throws only
    // what they throw.
    try? value.encode(to: recorder)
    return recorder.fields
  }

  /// Adds the property encoded under `key`, with its wrapper when it has one.
  func add(_ key: some CodingKey, slot: ArgumentSlot? = nil) {
    fields.append(ArgumentField(key: key.stringValue, slot: slot))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Properties(recorder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    preconditionFailure(Self.keyedOnly)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    preconditionFailure(Self.keyedOnly)
  }

  fileprivate static let keyedOnly =
    "a command's or option group's encode(to:) must encode its properties in a keyed container"

  /// The container a type's properties are encoded in.
  private struct Properties<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let recorder: ArgumentFieldRecorder
    var codingPath: [any CodingKey] { [] }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
      recorder.add(key, slot: value as? ArgumentSlot)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
      recorder.add(key, slot: value as? ArgumentSlot)
    }

    // Any other property declares no argument, which `declarationProblems()` reports.
    mutating func encodeNil(forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Bool, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: String, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Double, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Float, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Int, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Int8, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Int16, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Int32, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: Int64, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: UInt, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { recorder.add(key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { recorder.add(key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { recorder.add(key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      recorder.add(key)
      return KeyedEncodingContainer(Properties<NestedKey>(recorder: ArgumentFieldRecorder()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      preconditionFailure(ArgumentFieldRecorder.keyedOnly)
    }

    mutating func superEncoder() -> any Encoder { recorder }

    mutating func superEncoder(forKey key: Key) -> any Encoder { recorder }
  }
}
