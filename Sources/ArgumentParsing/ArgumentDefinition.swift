/// One option, flag or positional argument as a command declares it: what the parser, help,
/// usage and completion scripts all read.
struct ArgumentDefinition {
  /// What kind of argument it is.
  enum Kind: Sendable, Hashable {
    /// `--name value`.
    case option
    /// `--name`, without a value.
    case flag
    /// A value by its position.
    case positional
  }

  /// What kind of argument it is.
  var kind: Kind
  /// The property's name, under which its value is decoded.
  var key: String
  /// The long name without dashes, for an option or flag.
  var long: String
  /// The one-letter name, if any.
  var short: Character?
  /// The value's name: `version` in `--min <version>`, `path` in `<path>`; `nil` for a flag.
  var valueName: String?
  /// One line of help.
  var help: String
  /// The default as help shows it, if any.
  var defaultDescription: String?
  /// The accepted words, for a value with a closed set of them; checked, and listed in help.
  var choices: [String]
  /// How shells complete the value.
  var completion: CompletionKind
  /// Whether it may be given more than once, every value kept.
  var isRepeating: Bool
  /// Whether the command cannot run without it.
  var isRequired: Bool
  /// Whether help, usage and completion scripts leave it out.
  var isHidden: Bool
  /// Starts collecting the values given for it on one command line.
  var makeValues: () -> any ArgumentValues

  /// Whether it takes no value.
  var isFlag: Bool { kind == .flag }

  /// How errors name it: `--min <version>`, `--strict`, `<query>`.
  var synopsis: String {
    switch kind {
    case .option: "--\(long) <\(valueName ?? long)>"
    case .flag: "--\(long)"
    case .positional: "<\(valueName ?? long)>"
    }
  }

  /// The name as typed: `--min`, `--strict`; `<query>` for a positional argument.
  var name: String {
    kind == .positional ? synopsis : "--\(long)"
  }

  /// How the OPTIONS and ARGUMENTS lists name it: `-h, --help`, `--min <version>`, `<path>`.
  var helpLabel: String {
    guard kind != .positional else { return synopsis }
    return (short.map { "-\($0), " } ?? "") + synopsis
  }

  /// How the usage line shows it: `[--min <version>]`, `--out <dir>`, `[<path> ...]`.
  var usage: String {
    var text = synopsis
    if isRepeating { text += " ..." }
    return isRequired ? text : "[\(text)]"
  }

  /// The help with the accepted values and the default: `The format. (values: a, b; default:
  /// a)`.
  var helpWithNotes: String {
    var notes: [String] = []
    if !choices.isEmpty { notes.append("values: \(choices.joined(separator: ", "))") }
    if let defaultDescription { notes.append("default: \(defaultDescription)") }
    guard !notes.isEmpty else { return help }
    return "\(help) (\(notes.joined(separator: "; ")))"
  }
}
