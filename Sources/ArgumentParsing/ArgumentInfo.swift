/// How a parsed argument is named, and whether the command line gave it: the projected value
/// (`$min`) of `@Option`, `@Flag` and `@Argument`, for messages a command writes itself.
package struct ArgumentInfo: Sendable, Hashable {
  /// The argument's name as typed: `--min`, `--strict`; `<range>` for a positional one.
  package let name: String
  /// How usage and errors name the argument: `--min <version>`, `--strict`, `<range>`.
  package let synopsis: String
  /// Whether the command line gave the argument, rather than its default being used.
  package let isSpecified: Bool

  /// Creates the information of an argument.
  package init(name: String, synopsis: String, isSpecified: Bool) {
    self.name = name
    self.synopsis = synopsis
    self.isSpecified = isSpecified
  }
}
