/// A command: its arguments, its configuration and what it does, as swift-argument-parser's
/// `ParsableCommand`.
///
/// A command runs in a `Context`, whatever its program gives every command (the process's
/// streams and environment, or test doubles of them), and returns its exit code. Every
/// command of a tree has its root's `Context`. A command with subcommands need not run: when
/// none is named, its help is shown.
package protocol ParsableCommand<Context>: ParsableArguments {
  /// What the program gives the command to run in.
  associatedtype Context = Void

  /// The command's name, help and subcommands.
  static var configuration: CommandConfiguration { get }

  /// Does the command's work.
  ///
  /// A `UsageError` thrown is reported with the command's usage and exit code 64; any other
  /// error is the program's to report.
  func run(_ context: Context) throws -> ExitCode
}

extension ParsableCommand {
  /// A command named after its type, without help.
  package static var configuration: CommandConfiguration { CommandConfiguration() }

  /// Shows the command's help: what a command with subcommands does when run.
  package func run(_ context: Context) throws -> ExitCode {
    throw HelpRequest()
  }

  /// The name typed on the command line: the configured one, or the type's name in kebab
  /// case.
  static var commandName: String {
    configuration.commandName ?? KebabCase.name("\(Self.self)")
  }
}

/// What `run(_:)` throws to show the command's help instead.
struct HelpRequest: Error {}

/// A command's name, help, version and subcommands, as swift-argument-parser's
/// `CommandConfiguration`.
package struct CommandConfiguration {
  /// The name typed on the command line; by default the type's name in kebab case.
  package var commandName: String?
  /// One line saying what the command does.
  package var abstract: String
  /// Longer help shown under the abstract.
  package var discussion: String
  /// The version printed by `--version`; read from the root command only, which alone
  /// accepts `--version`.
  package var version: String?
  /// The subcommands, in the order help lists them.
  package var subcommands: [any ParsableCommand.Type]

  /// Creates a configuration.
  package init(
    commandName: String? = nil, abstract: String = "", discussion: String = "",
    version: String? = nil, subcommands: [any ParsableCommand.Type] = []
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.subcommands = subcommands
  }
}
