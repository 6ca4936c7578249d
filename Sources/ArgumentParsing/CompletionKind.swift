/// How a shell completes an argument's value.
package enum CompletionKind: Sendable, Hashable {
  /// Nothing in particular.
  case `default`
  /// A file path.
  case file
  /// A folder path.
  case directory
  /// One of these words.
  case list([String])
}
