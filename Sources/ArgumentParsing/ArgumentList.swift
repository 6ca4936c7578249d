/// The property wrappers of a command or option group, each under its property's name, in
/// declaration order: what the type declares once, as its `argumentList`, so that the parser
/// finds them without reading the type's `Encodable` conformance.
///
/// ```swift
/// struct RangeBounds: ParsableArguments {
///   @Option(help: "The minimum.") var min: String?
///   @OptionGroup var maximum: MaximumOption
///
///   var argumentList: ArgumentList? { ["min": _min, "maximum": _maximum] }
/// }
/// ```
///
/// The list only names the storage (`_min`) of each wrapper the type declares, by its
/// property's name; what the argument is stays in the wrapper. `declarationProblems()`
/// checks every list against the compiler-written `encode(to:)`: a wrapper left out, a name
/// that is not the property's, or another order is reported there.
package struct ArgumentList: ExpressibleByDictionaryLiteral {
  /// The wrappers with their properties' names, in the order given.
  let fields: [ArgumentField]

  /// The wrappers, each under its property's name: `["min": _min]`.
  package init(dictionaryLiteral elements: (String, ArgumentSlot)...) {
    fields = elements.map { ArgumentField(key: $0.0, slot: $0.1) }
  }
}
