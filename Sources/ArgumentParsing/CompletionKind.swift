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

/// A shell that completion scripts are generated for, with `--generate-completion-script`.
package enum CompletionShell: String, Sendable, CaseIterable, ExpressibleByArgument {
  /// GNU Bash.
  case bash
  /// Z shell.
  case zsh
  /// fish.
  case fish
}
