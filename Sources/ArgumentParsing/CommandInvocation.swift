/// A command the command line named, made from its arguments and ready to run.
package struct CommandInvocation<Context> {
  /// The command, its properties set from the command line. It runs in `Context`, its root's.
  package let command: any ParsableCommand
  /// The path from the root to the command.
  let path: [CommandNode]

  /// The names from the root to the command: `["compat-matrix", "resolve"]`.
  package var commandPath: [String] { path.map(\.name) }

  /// Runs the command. A `UsageError` it throws becomes a `CommandLineExit` with its usage;
  /// a command without work of its own exits with its help.
  package func run(_ context: Context) throws -> ExitCode {
    do {
      return try command.run(inRootContext: context)
    } catch let error as UsageError {
      throw CommandLineExit.usage(error, commands: path)
    } catch is HelpRequest {
      throw CommandLineExit.help(path)
    }
  }
}

extension ParsableCommand {
  /// Runs in its root's context, which is its own in a sound tree.
  ///
  /// The context's type is compared, not the command's conformance to
  /// `ParsableCommand<Root>`: a cast to a constrained existential searches the process's
  /// conformance records, a same-type cast does not.
  fileprivate func run<Root>(inRootContext context: Root) throws -> ExitCode {
    guard let context = context as? Context else {
      // `declarationProblems()` reports such a tree; tests call it.
      preconditionFailure("\(Self.self) does not run in \(Root.self)")
    }
    return try run(context)
  }
}
