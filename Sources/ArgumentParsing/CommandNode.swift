/// One command of a tree with what it declares: read once from a default instance's
/// `argumentList`, and what the parser, help and completion scripts all work from.
///
/// Only the commands a command line names are read: the root and the path to the command.
struct CommandNode {
  /// The command's type.
  let type: any ParsableCommand.Type
  /// The default instance: its property wrappers hold the declarations, and the parser fills
  /// them.
  let instance: any ParsableCommand
  /// Its stored properties, in declaration order.
  let fields: [ArgumentField]
  /// The command's configuration.
  let configuration: CommandConfiguration
  /// The name typed on the command line.
  let name: String
  /// Whether this is the root of the tree: only the root takes `--version` and
  /// `--generate-completion-script`.
  let isRoot: Bool
  /// The options and flags it declares, in declaration order.
  let options: [ArgumentDefinition]
  /// The positional arguments it declares, in order.
  let positionals: [ArgumentDefinition]

  /// Reads a command's declarations.
  init(_ type: any ParsableCommand.Type, isRoot: Bool) {
    self.type = type
    self.configuration = type.configuration
    self.name = type.commandName
    self.isRoot = isRoot
    self.instance = type.init()
    self.fields = ArgumentField.fields(of: instance)
    let arguments = fields.flatMap { $0.slot?.definitions(key: $0.key) ?? [] }
    self.options = arguments.filter { $0.kind != .positional }
    self.positionals = arguments.filter { $0.kind == .positional }
  }

  /// Makes the command the parser filled: validates its option groups, in declaration
  /// order, then the command.
  func validatedCommand() throws(UsageError) -> any ParsableCommand {
    for field in fields { try field.slot?.validate() }
    var command = instance
    try command.validate()
    return command
  }

  /// The mistakes in its declarations and its option groups': stored properties that
  /// declare no argument, argument lists that differ from what the types store, and types
  /// without one when lists are required.
  func declarationProblems(requiringLists: Bool) -> [String] {
    ArgumentFieldCheck.problems(of: instance, requiringLists: requiringLists)
  }

  /// The subcommands, in help order.
  var subcommands: [CommandNode] {
    configuration.subcommands.map { CommandNode($0, isRoot: false) }
  }

  /// Whether the command has subcommands, and so runs none of its own work.
  var hasSubcommands: Bool { !configuration.subcommands.isEmpty }

  /// The subcommand with a name, if any.
  func subcommand(named name: String) -> CommandNode? {
    configuration.subcommands.first { $0.commandName == name }.map {
      CommandNode($0, isRoot: false)
    }
  }

  /// The options help and completion scripts show: the declared ones that are not hidden,
  /// then `--version` on the root when it has a version, then `--help`.
  var visibleOptions: [ArgumentDefinition] {
    var options = options.filter { !$0.isHidden }
    if isRoot, configuration.version != nil { options.append(BuiltInOption.version) }
    options.append(BuiltInOption.help)
    return options
  }

  /// The positional arguments help and completion scripts show.
  var visiblePositionals: [ArgumentDefinition] {
    positionals.filter { !$0.isHidden }
  }
}

/// The options every command has without declaring them.
enum BuiltInOption {
  /// `-h, --help`, on every command.
  static var help: ArgumentDefinition {
    flag(long: "help", short: "h", help: "Show help information.")
  }
  /// `--version`, on the root command when it has a version.
  static var version: ArgumentDefinition {
    flag(long: "version", short: nil, help: "Show the version.")
  }
  /// `--generate-completion-script <shell>`, on the root command, hidden from help as in
  /// swift-argument-parser.
  static var completionScript: ArgumentDefinition {
    ArgumentDefinition(
      kind: .option, key: "generate-completion-script", long: "generate-completion-script",
      short: nil, valueName: "shell", help: "Print a completion script for a shell.",
      defaultDescription: nil, choices: CompletionShell.allValueStrings,
      completion: CompletionShell.defaultCompletionKind, isRepeating: false, isRequired: false,
      isHidden: true,
      makeValues: {
        TypedArgumentValues(
          parse: { word throws(InvalidArgumentValue) in try CompletionShell(argument: word) },
          combine: { $0.last }, store: { _, _ in })
      })
  }

  private static func flag(long: String, short: Character?, help: String) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .flag, key: long, long: long, short: short, valueName: nil, help: help,
      defaultDescription: nil, choices: [], completion: .default, isRepeating: false,
      isRequired: false, isHidden: false,
      makeValues: {
        TypedArgumentValues(
          parse: { _ throws(InvalidArgumentValue) in true }, combine: { !$0.isEmpty },
          store: { _, _ in })
      })
  }
}
