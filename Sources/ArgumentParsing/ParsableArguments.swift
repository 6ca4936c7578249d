/// A type that declares command-line arguments with `@Option`, `@Flag`, `@Argument` and
/// `@OptionGroup`, as swift-argument-parser's `ParsableArguments`: a command, or a group of
/// arguments that several commands share.
///
/// The declarations are read from `init()`, the default instance, whose property wrappers
/// the parser then fills. It finds them in `argumentList`, which names each wrapper's
/// storage by its property's name; a type that declares no list is read through its
/// `Encodable` conformance, which the compiler writes and which encodes every stored property
/// under its name (see `ArgumentFieldRecorder`). Declare no stored property without one of
/// the wrappers.
package protocol ParsableArguments: Encodable {
  /// The instance whose property wrappers hold the declarations.
  init()

  /// Checks what the types cannot: combinations of arguments. Called after parsing, before
  /// the command runs; an error is reported with the command's usage, exit 64.
  mutating func validate() throws(UsageError)

  /// The property wrappers, each under its property's name, in declaration order:
  /// `["min": _min, "maximum": _maximum]`. `nil`, the default, reads them through the type's
  /// `Encodable` conformance instead, whose generic containers cost the runtime some metadata
  /// per type at every start; a command-line tool declares the list.
  var argumentList: ArgumentList? { get }
}

extension ParsableArguments {
  /// Accepts every combination.
  package mutating func validate() throws(UsageError) {}

  /// No list: the wrappers are read through the `Encodable` conformance.
  package var argumentList: ArgumentList? { nil }
}
