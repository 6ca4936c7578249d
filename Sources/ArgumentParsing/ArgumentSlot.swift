/// What `@Option`, `@Flag`, `@Argument` and `@OptionGroup` have in common: the storage a
/// command's stored property holds, named in the command's `argumentList` (or found through
/// its `Encodable` conformance, see `ArgumentFieldRecorder`) and filled by the parser.
///
/// The wrappers are classes for start-up speed: recognizing one among a command's fields is
/// a class cast, where a cast to a protocol makes the runtime search every conformance
/// record of the process, and the parser fills the command's own default instance, where
/// `Decodable` would build another through generic containers. The parser fills a slot once,
/// before it hands the command out; nothing changes it after, so a command still behaves as
/// a value.
package class ArgumentSlot: Encodable {
  init() {}

  /// Encodes nothing: the encoder that lists a command's properties takes the slot itself.
  package func encode(to encoder: any Encoder) {}

  /// The arguments declared by the property with this name.
  func definitions(key: String) -> [ArgumentDefinition] { [] }

  /// Checks, after parsing, what the types cannot: an option group's `validate()`.
  func validate() throws(UsageError) {}

  /// The mistakes in the declarations below this property, which `declarationProblems()`
  /// reports: stored properties that declare no argument, argument lists that differ from
  /// what their types store, and types without one when lists are required (see
  /// `ArgumentFieldCheck`).
  func declarationProblems(requiringLists: Bool) -> [String] { [] }
}

/// The storage of `@Option`, `@Flag` and `@Argument`: a declaration, then the value the
/// parser found.
package class ValueSlot<Value>: ArgumentSlot {
  /// The declaration, completed by the property's name.
  private let declaration: ArgumentDeclaration<Value>
  /// The value and how the argument is named, once parsed.
  private var parsed: (value: Value, info: ArgumentInfo)?

  /// A slot holding a declaration.
  init(_ declaration: ArgumentDeclaration<Value>) {
    self.declaration = declaration
  }

  override func definitions(key: String) -> [ArgumentDefinition] {
    [declaration.define(key) { [self] value, info in parsed = (value, info) }]
  }

  /// The value, in a command the parser filled.
  var value: Value {
    guard let parsed else {
      preconditionFailure(
        "an argument's value is read before parsing; read it in run(_:) or validate()")
    }
    return parsed.value
  }

  /// How the argument is named, in a command the parser filled.
  var info: ArgumentInfo {
    guard let parsed else {
      preconditionFailure(
        "an argument's name is read before parsing; read it in run(_:) or validate()")
    }
    return parsed.info
  }
}

/// How a property wrapper declares its argument before the property's name is known: the
/// name comes from the command's `argumentList` or its `Encodable` conformance.
struct ArgumentDeclaration<Value> {
  /// The definition, given the property's name and where the parser puts the value.
  let define:
    (_ key: String, _ store: @escaping (Value, ArgumentInfo) -> Void) -> ArgumentDefinition
}
