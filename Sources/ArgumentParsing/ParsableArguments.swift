/// A type that declares command-line arguments with `@Option`, `@Flag`, `@Argument` and
/// `@OptionGroup`, as swift-argument-parser's `ParsableArguments`: a command, or a group of
/// arguments that several commands share.
///
/// The declarations are read from `init()`, the default instance, whose property wrappers
/// the parser then fills: its `Encodable` conformance, which the compiler writes, lists its
/// stored properties with their names (see `ArgumentFieldRecorder`). Declare no stored
/// property without one of the wrappers.
package protocol ParsableArguments: Encodable {
  /// The instance whose property wrappers hold the declarations.
  init()

  /// Checks what the types cannot: combinations of arguments. Called after parsing, before
  /// the command runs; an error is reported with the command's usage, exit 64.
  mutating func validate() throws(UsageError)
}

extension ParsableArguments {
  /// Accepts every combination.
  package mutating func validate() throws(UsageError) {}

  /// The stored properties, in declaration order.
  var argumentFields: [ArgumentField] { ArgumentField.fields(of: self) }
}
