/// A positional argument, as swift-argument-parser's `@Argument`.
///
/// Positional arguments take the words that are not options, in the order the command
/// declares them; an array takes every word left. An optional property, or one with a
/// default, may be left out.
@propertyWrapper
package final class Argument<Value>: ValueSlot<Value> {
  /// The value given, or the default.
  package var wrappedValue: Value { value }

  /// How the argument is named, and whether it was given.
  package var projectedValue: ArgumentInfo { info }

  private static func declare<Element: ExpressibleByArgument>(
    _ element: Element.Type, help: ArgumentHelp, completion: CompletionKind?,
    defaultDescription: String?, isRepeating: Bool, isRequired: Bool,
    combine: @escaping ([Element]) -> Value?
  ) -> ArgumentDeclaration<Value> {
    ArgumentDeclaration { key, store in
      let name = help.valueName ?? KebabCase.name(key)
      let kind = completion ?? Element.defaultCompletionKind
      return ArgumentDefinition(
        kind: .positional, key: key, long: name, short: nil, valueName: name,
        help: help.abstract, defaultDescription: defaultDescription,
        choices: Element.allValueStrings, completion: kind,
        isRepeating: isRepeating, isRequired: isRequired, isHidden: help.visibility == .hidden,
        makeValues: {
          TypedArgumentValues(
            parse: { word throws(InvalidArgumentValue) in
              try kind.check(word)
              return try Element(argument: word)
            }, combine: combine, store: store)
        })
    }
  }
}

extension Argument where Value: ExpressibleByArgument {
  /// An argument the command cannot run without.
  package convenience init(help: ArgumentHelp, completion: CompletionKind? = nil) {
    self.init(
      Argument.declare(
        Value.self, help: help, completion: completion, defaultDescription: nil,
        isRepeating: false, isRequired: true, combine: { $0.last }))
  }

  /// An argument with a default, used when it is left out.
  package convenience init(
    wrappedValue: Value, help: ArgumentHelp, completion: CompletionKind? = nil
  ) {
    self.init(
      Argument.declare(
        Value.self, help: help, completion: completion,
        defaultDescription: wrappedValue.defaultValueDescription, isRepeating: false,
        isRequired: false, combine: { $0.last ?? wrappedValue }))
  }
}

extension Argument {
  /// An argument that may be left out: `nil` then.
  package convenience init<Wrapped: ExpressibleByArgument>(
    help: ArgumentHelp, completion: CompletionKind? = nil
  )
  where Value == Wrapped? {
    self.init(
      Argument.declare(
        Wrapped.self, help: help, completion: completion, defaultDescription: nil,
        isRepeating: false, isRequired: false, combine: { .some($0.last) }))
  }

  /// Every remaining word; with a default (usually `[]`) there may be none, without one there
  /// must be at least one.
  package convenience init<Element: ExpressibleByArgument>(
    wrappedValue: [Element], help: ArgumentHelp, completion: CompletionKind? = nil
  ) where Value == [Element] {
    self.init(
      Argument.declare(
        Element.self, help: help, completion: completion, defaultDescription: nil,
        isRepeating: true, isRequired: false, combine: { $0.isEmpty ? wrappedValue : $0 }))
  }

  /// Every remaining word, at least one.
  package convenience init<Element: ExpressibleByArgument>(
    help: ArgumentHelp, completion: CompletionKind? = nil
  )
  where Value == [Element] {
    self.init(
      Argument.declare(
        Element.self, help: help, completion: completion, defaultDescription: nil,
        isRepeating: true, isRequired: true, combine: { $0.isEmpty ? nil : $0 }))
  }
}
