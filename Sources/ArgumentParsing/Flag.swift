/// A named flag that takes no value, `--strict`, as swift-argument-parser's `@Flag`: `true`
/// when given.
@propertyWrapper
package struct Flag<Value>: ArgumentWrapper {
  let state: ArgumentState<Value>

  /// Whether the flag was given.
  package var wrappedValue: Value { state.value }

  /// How the flag is named, and whether it was given.
  package var projectedValue: ArgumentInfo { state.info }

  init(state: ArgumentState<Value>) {
    self.state = state
  }
}

extension Flag where Value == Bool {
  /// A flag, `false` unless given.
  package init(wrappedValue: Bool = false, name: NameSpecification = .long, help: ArgumentHelp) {
    self.init(
      ArgumentDeclaration { key in
        let long = name.longName(for: key)
        return ArgumentDefinition(
          kind: .flag, key: key, long: long, short: name.shortName(for: long), valueName: nil,
          help: help.abstract, defaultDescription: nil, choices: [], completion: .default,
          isRepeating: false, isRequired: false, isHidden: help.visibility == .hidden,
          makeValues: {
            TypedArgumentValues(
              parse: { _ throws(InvalidArgumentValue) in true },
              combine: { $0.isEmpty ? wrappedValue : true })
          })
      })
  }
}
