@_spi(Reflection) import Swift

/// A stored property of a command or option group: its name, and its property wrapper when it
/// has one.
struct ArgumentField {
  /// The property's name: `min` for `@Option var min`, whose storage is `_min`.
  let key: String
  /// The property wrapper; `nil` for a property without one.
  let slot: ArgumentSlot?

  /// The stored properties of a value, in declaration order.
  ///
  /// The standard library's field walk gives each field's name, offset and type without
  /// `Mirror`, which looks up `CustomReflectable` through every conformance record of the
  /// process, and without key paths, whose generic classes it would instantiate per field.
  static func fields<Root>(of value: Root) -> [ArgumentField] {
    var fields: [ArgumentField] = []
    let walked = withUnsafeBytes(of: value) { bytes in
      _forEachField(of: Root.self) { name, offset, type, _ in
        let label = String(cString: name)
        // Property wrappers store their property as `_name`; the name is what is declared.
        let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
        // A field whose type is a slot class holds a strong reference to one at its offset.
        let slot =
          type is ArgumentSlot.Type
          ? bytes.load(fromByteOffset: offset, as: ArgumentSlot.self) : nil
        fields.append(ArgumentField(key: key, slot: slot))
        return true
      }
    }
    if !walked {
      // The walk refuses only a class: arguments are declared in structs, so a class's
      // properties declare none, which `declarationProblems()` reports.
      fields.append(ArgumentField(key: "the properties of class \(Root.self)", slot: nil))
    }
    return fields
  }
}
