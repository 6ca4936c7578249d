/// How a shell should complete an argument's value.
enum CompletionKind: Equatable, Sendable {
  /// Nothing in particular.
  case none
  /// A file path.
  case file
  /// A folder path.
  case directory
  /// One of a fixed list.
  case choices([String])
}

/// A named option (`--min <version>`) or flag (`--strict`) of a command.
struct OptionSpec: Sendable {
  /// The long name without dashes: `min`.
  var long: String
  /// The short name, if any: `h` for `-h`.
  var short: Character?
  /// The value's name in help (`version` in `--min <version>`); `nil` for a flag.
  var valueName: String?
  /// One line of help.
  var help: String
  /// The default, shown in help.
  var defaultValue: String?
  /// The allowed values, checked while parsing and shown in help.
  var choices: [String] = []
  /// Whether the option may be given more than once, collecting every value.
  var isRepeating = false
  /// Whether the command cannot run without the option.
  var isRequired = false
  /// How shells complete the value.
  var completion: CompletionKind = .none

  /// Whether this is a flag, which takes no value.
  var isFlag: Bool { valueName == nil }

  /// `--min <version>` or `-h, --help`, as help lists it.
  var helpLabel: String {
    let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
    return valueName.map { "\(names) <\($0)>" } ?? names
  }

  /// `--min <version>`, as usage and error messages show it.
  var synopsis: String {
    valueName.map { "--\(long) <\($0)>" } ?? "--\(long)"
  }
}

/// A positional argument of a command.
struct PositionalSpec: Sendable {
  /// The value's name: `query` for `<query>`.
  var name: String
  /// One line of help.
  var help: String
  /// Whether it may be left out.
  var isOptional = false
  /// Whether it takes every remaining value.
  var isRepeating = false
  /// How shells complete it.
  var completion: CompletionKind = .none

  /// `[<path> ...]`, as usage shows it.
  var synopsis: String {
    var text = "<\(name)>"
    if isRepeating { text += " ..." }
    return isOptional ? "[\(text)]" : text
  }
}

/// A command or subcommand: its name, help, arguments and subcommands.
struct CommandSpec: Sendable {
  /// The name typed on the command line.
  var name: String
  /// One line saying what it does.
  var abstract: String
  /// Longer help shown under the overview.
  var discussion: String = ""
  /// Named options and flags, in help order.
  var options: [OptionSpec] = []
  /// Positional arguments, in order.
  var positionals: [PositionalSpec] = []
  /// Subcommands, in help order.
  var subcommands: [CommandSpec] = []

  /// The built-in help flag every command accepts.
  static let helpOption = OptionSpec(
    long: "help", short: "h", valueName: nil, help: "Show help information.")
  /// The built-in version flag every command accepts.
  static let versionOption = OptionSpec(
    long: "version", valueName: nil, help: "Show the version.")

  /// The options help lists: the command's own, then `--version` and `--help`.
  var optionsForHelp: [OptionSpec] {
    options + [Self.versionOption, Self.helpOption]
  }

  /// The subcommand with a name, if any.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }
}
