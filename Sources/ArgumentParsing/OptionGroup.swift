/// Arguments declared once in a `ParsableArguments` type and shared by several commands, as
/// swift-argument-parser's `@OptionGroup`.
///
/// The group's arguments join the command's at the group's place: help lists them there, and
/// their names are their own properties' names, not prefixed by the group's.
@propertyWrapper
package struct OptionGroup<Value: ParsableArguments>: Decodable, ArgumentDeclaring {
  /// The group's values.
  package let wrappedValue: Value

  /// A group to declare in a command.
  package init() {
    wrappedValue = Value()
  }

  /// Decodes the group from the values the parser found, and validates it.
  package init(from decoder: any Decoder) throws {
    var value = try Value(from: decoder)
    try value.validate()
    wrappedValue = value
  }

  func definitions(key: String) -> [ArgumentDefinition] {
    Value.argumentDefinitions()
  }
}
