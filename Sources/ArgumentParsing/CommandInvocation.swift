/// A command the command line named, made from its arguments and ready to run.
package struct CommandInvocation<Context> {
  /// The command, its properties set from the command line.
  package let command: any ParsableCommand<Context>
  /// The path from the root to the command.
  let path: [CommandNode]

  /// The names from the root to the command: `["compat-matrix", "resolve"]`.
  package var commandPath: [String] { path.map(\.name) }

  /// Runs the command. A `UsageError` it throws becomes a `CommandLineExit` with its usage;
  /// a command without work of its own exits with its help.
  package func run(_ context: Context) throws -> ExitCode {
    do {
      return try command.run(context)
    } catch let error as UsageError {
      throw CommandLineExit.usage(error, commands: path)
    } catch is HelpRequest {
      throw CommandLineExit.help(path)
    }
  }
}
