/// What to print, and the exit code, when a command line does not run a command: help, the
/// version, a completion script, or a usage error.
///
/// `text` goes to standard output when the exit code is `success`, to standard error
/// otherwise, as in swift-argument-parser.
package struct CommandLineExit: Error, Sendable, Hashable {
  /// The text, ending with a line break.
  package let text: String
  /// The exit code: `success`, or `validationFailure` for a usage error.
  package let exitCode: ExitCode

  /// Whether the text is an error, for standard error.
  package var isError: Bool { !exitCode.isSuccess }

  /// The help of a command.
  static func help(_ commands: [CommandNode]) -> CommandLineExit {
    CommandLineExit(text: HelpText(commands: commands).render(), exitCode: .success)
  }

  /// A usage error: `Error: …` and the command's usage.
  static func usage(_ error: UsageError, commands: [CommandNode]) -> CommandLineExit {
    let usage = HelpText(commands: commands).errorUsage
    return CommandLineExit(
      text: "Error: \(error.message)\n\(usage)\n", exitCode: .validationFailure)
  }
}
