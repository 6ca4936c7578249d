/// The mistakes in a command's or option group's declarations that only a run of the
/// program can see, for `declarationProblems()`: stored properties without a wrapper, an
/// `argumentList` that differs from what the type stores, and, when lists are required, a
/// type with wrappers but no list.
///
/// It reads the type through its `Encodable` conformance, the compiler's own list of its
/// stored properties, whether or not the type declares an `argumentList`.
enum ArgumentFieldCheck {
  /// The problems of `value` and of the option groups inside it, each a phrase the command's
  /// path goes before.
  static func problems<Value: ParsableArguments>(of value: Value, requiringLists: Bool)
    -> [String]
  {
    let stored = ArgumentFieldRecorder.fields(of: value)
    var problems: [String] = []
    for field in stored {
      if let slot = field.slot {
        problems += slot.declarationProblems(requiringLists: requiringLists)
      } else {
        problems.append(
          "'\(field.key)' is stored without @Option, @Flag, @Argument or @OptionGroup")
      }
    }
    guard let listed = value.argumentList?.fields else {
      if requiringLists, stored.contains(where: { $0.slot != nil }) {
        problems.append("\(Value.self) declares no argumentList")
      }
      return problems
    }
    let wrappers = stored.filter { $0.slot != nil }
    if listed.map(\.key) != wrappers.map(\.key) {
      problems.append(
        "\(Value.self).argumentList names \(names(listed)) where its wrappers are "
          + names(wrappers))
    } else {
      for (entry, field) in zip(listed, wrappers) where entry.slot !== field.slot {
        problems.append(
          "\(Value.self).argumentList gives '\(entry.key)' another property's wrapper")
      }
    }
    return problems
  }

  private static func names(_ fields: [ArgumentField]) -> String {
    "[" + fields.map(\.key).joined(separator: ", ") + "]"
  }
}
