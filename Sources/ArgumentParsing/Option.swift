/// A named option that takes a value, `--min 15` or `--min=15`, as swift-argument-parser's
/// `@Option`.
///
/// The long name is the property's name in kebab case; the value is parsed through its type's
/// `ExpressibleByArgument` conformance. An optional property may be left out, a property
/// with a default takes it when left out, an array collects every value given, and any other
/// property is required. `$name` gives the option's synopsis, for messages.
@propertyWrapper
package final class Option<Value>: ValueSlot<Value> {
  /// The value given, or the default.
  package var wrappedValue: Value { value }

  /// How the option is named, and whether it was given.
  package var projectedValue: ArgumentInfo { info }

  /// The declaration of an option whose values are of type `Element`.
  private static func declare<Element: ExpressibleByArgument>(
    _ element: Element.Type, name: NameSpecification, help: ArgumentHelp,
    completion: CompletionKind?, allowed: [String]? = nil, defaultDescription: String?,
    isRepeating: Bool,
    isRequired: Bool, combine: @escaping ([Element]) -> Value?
  ) -> ArgumentDeclaration<Value> {
    let choices = allowed ?? Element.allValueStrings
    let kind = completion ?? (choices.isEmpty ? Element.defaultCompletionKind : .list(choices))
    return ArgumentDeclaration { key, store in
      let long = name.longName(for: key)
      return ArgumentDefinition(
        kind: .option, key: key, long: long, short: name.shortName(for: long),
        valueName: help.valueName ?? long, help: help.abstract,
        defaultDescription: defaultDescription, choices: choices, completion: kind,
        isRepeating: isRepeating, isRequired: isRequired, isHidden: help.visibility == .hidden,
        makeValues: {
          TypedArgumentValues(
            parse: { word throws(InvalidArgumentValue) in
              try kind.check(word)
              let value = try Element(argument: word)
              if let allowed, !allowed.contains(value.defaultValueDescription) {
                throw InvalidArgumentValue()
              }
              return value
            }, combine: combine, store: store)
        })
    }
  }
}

extension Option where Value: ExpressibleByArgument {
  /// An option with a default, used when it is left out; help shows the default.
  package convenience init(
    wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp,
    completion: CompletionKind? = nil
  ) {
    self.init(
      Option.declare(
        Value.self, name: name, help: help, completion: completion,
        defaultDescription: wrappedValue.defaultValueDescription, isRepeating: false,
        isRequired: false, combine: { $0.last ?? wrappedValue }))
  }

  /// An option with a default whose values are limited to some of its type's: a format
  /// that only some of a command's outputs support. Help, completion and errors list only
  /// these.
  package convenience init(
    wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp,
    among allowed: [Value]
  ) {
    self.init(
      Option.declare(
        Value.self, name: name, help: help, completion: nil,
        allowed: allowed.map(\.defaultValueDescription),
        defaultDescription: wrappedValue.defaultValueDescription, isRepeating: false,
        isRequired: false, combine: { $0.last ?? wrappedValue }))
  }

  /// An option the command cannot run without.
  package convenience init(
    name: NameSpecification = .long, help: ArgumentHelp, completion: CompletionKind? = nil
  ) {
    self.init(
      Option.declare(
        Value.self, name: name, help: help, completion: completion, defaultDescription: nil,
        isRepeating: false, isRequired: true, combine: { $0.last }))
  }
}

extension Option {
  /// An option that may be left out: `nil` then.
  package convenience init<Wrapped: ExpressibleByArgument>(
    name: NameSpecification = .long, help: ArgumentHelp, completion: CompletionKind? = nil
  ) where Value == Wrapped? {
    self.init(
      Option.declare(
        Wrapped.self, name: name, help: help, completion: completion, defaultDescription: nil,
        isRepeating: false, isRequired: false, combine: { .some($0.last) }))
  }

  /// An option that may be given any number of times, collecting every value in order.
  package convenience init<Element: ExpressibleByArgument>(
    wrappedValue: [Element] = [], name: NameSpecification = .long, help: ArgumentHelp,
    completion: CompletionKind? = nil
  ) where Value == [Element] {
    self.init(
      Option.declare(
        Element.self, name: name, help: help, completion: completion, defaultDescription: nil,
        isRepeating: true, isRequired: false,
        combine: { $0.isEmpty ? wrappedValue : $0 }))
  }
}
