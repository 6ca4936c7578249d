/// A named flag that takes no value, `--strict`, as swift-argument-parser's `@Flag`: `true`
/// when given.
@propertyWrapper
package final class Flag<Value>: ValueSlot<Value> {
  /// Whether the flag was given.
  package var wrappedValue: Value { value }

  /// How the flag is named, and whether it was given.
  package var projectedValue: ArgumentInfo { info }
}

extension Flag where Value == Bool {
  /// A flag, `false` unless given.
  package convenience init(
    wrappedValue: Bool = false, name: NameSpecification = .long, help: ArgumentHelp
  ) {
    self.init(
      ArgumentDeclaration { key, store in
        let long = name.longName(for: key)
        return ArgumentDefinition(
          kind: .flag, key: key, long: long, short: name.shortName(for: long), valueName: nil,
          help: help.abstract, defaultDescription: nil, choices: [], completion: .default,
          isRepeating: false, isRequired: false, isHidden: help.visibility == .hidden,
          makeValues: {
            TypedArgumentValues(
              parse: { _ throws(InvalidArgumentValue) in true },
              combine: { $0.isEmpty ? wrappedValue : true }, store: store)
          })
      })
  }
}
