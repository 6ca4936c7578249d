/// A type that declares command-line arguments with `@Option`, `@Flag`, `@Argument` and
/// `@OptionGroup`, as swift-argument-parser's `ParsableArguments`: a command, or a group of
/// arguments that several commands share.
///
/// The declarations are read by reflection over `init()`, the default instance; the parser
/// makes instances through `Decodable`, which the compiler synthesizes from the property
/// wrappers. Declare no stored property without one of them.
package protocol ParsableArguments: Decodable {
  /// The instance whose property wrappers hold the declarations.
  init()

  /// Checks what the types cannot: combinations of arguments. Called after parsing, before
  /// the command runs; an error is reported with the command's usage, exit 64.
  mutating func validate() throws(UsageError)
}

extension ParsableArguments {
  /// Accepts every combination.
  package mutating func validate() throws(UsageError) {}

  /// The arguments declared, in declaration order, groups flattened in place.
  static func argumentDefinitions() -> [ArgumentDefinition] {
    Mirror(reflecting: Self()).children.flatMap { child -> [ArgumentDefinition] in
      guard let declaring = child.value as? any ArgumentDeclaring, let label = child.label else {
        return []
      }
      // Property wrappers store their property as `_name`; the name is what is declared.
      let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
      return declaring.definitions(key: key)
    }
  }
}
