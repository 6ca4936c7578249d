/// Arguments declared once in a `ParsableArguments` type and shared by several commands, as
/// swift-argument-parser's `@OptionGroup`.
///
/// The group's arguments join the command's at the group's place: help lists them there, and
/// their names are their own properties' names, not prefixed by the group's.
@propertyWrapper
package final class OptionGroup<Value>: ArgumentSlot {
  /// The group, whose own wrappers the parser fills.
  private var group: Value
  /// The group's `validate()`.
  private let check: (inout Value) throws(UsageError) -> Void
  /// How the group's stored properties are read.
  private let readFields: (Value) -> [ArgumentField]
  /// The group's stored properties, read once.
  private lazy var fields = readFields(group)
  /// The mistakes in the group's declarations; see `ArgumentFieldCheck`.
  private let checkFields: (Value, _ requiringLists: Bool) -> [String]

  /// The group's values.
  package var wrappedValue: Value { group }

  /// A group to declare in a command. (A designated initializer: the compiler makes a
  /// command's `init()` only from those.)
  package init() where Value: ParsableArguments {
    group = Value()
    check = { value throws(UsageError) in try value.validate() }
    readFields = { ArgumentField.fields(of: $0) }
    checkFields = { ArgumentFieldCheck.problems(of: $0, requiringLists: $1) }
  }

  override func definitions(key: String) -> [ArgumentDefinition] {
    fields.flatMap { $0.slot?.definitions(key: $0.key) ?? [] }
  }

  /// Validates the groups inside this one, then this one.
  override func validate() throws(UsageError) {
    for field in fields { try field.slot?.validate() }
    try check(&group)
  }

  override func declarationProblems(requiringLists: Bool) -> [String] {
    checkFields(group, requiringLists)
  }
}
