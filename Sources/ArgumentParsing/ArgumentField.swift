/// A stored property of a command or option group: its name, and its property wrapper when it
/// has one.
struct ArgumentField {
  /// The property's name: `min` for `@Option var min`, whose storage is `_min`.
  let key: String
  /// The property wrapper; `nil` for a property without one.
  let slot: ArgumentSlot?

  /// The stored properties of a command or option group, in declaration order: its
  /// `argumentList` when it declares one, else what its `Encodable` conformance encodes (see
  /// `ArgumentFieldRecorder`).
  static func fields(of value: some ParsableArguments) -> [ArgumentField] {
    value.argumentList?.fields ?? ArgumentFieldRecorder.fields(of: value)
  }
}
