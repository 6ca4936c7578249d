/// Renders help and usage text in swift-argument-parser's layout, wrapped at a fixed width so
/// that the text is the same on every terminal.
struct HelpRenderer {
  /// The width text is wrapped to.
  static let width = 80
  /// Where help text starts after a label.
  static let labelColumn = 26

  /// The commands from the root to the one described.
  let commands: [CommandSpec]

  private var command: CommandSpec {
    // A help renderer is always made for a non-empty command path.
    commands.last!
  }

  private var commandName: String { commands.map(\.name).joined(separator: " ") }

  /// The one-line synopsis after `USAGE:` or `Usage:`.
  var synopsis: String {
    if !command.subcommands.isEmpty { return "\(commandName) <subcommand>" }
    var parts: [String] = []
    let options = command.options
    if options.count > 12 {
      parts.append("[<options>]")
    } else {
      for option in options {
        var text = option.synopsis
        if option.isRepeating { text += " ..." }
        parts.append(option.isRequired ? text : "[\(text)]")
      }
    }
    parts += command.positionals.map(\.synopsis)
    return ([commandName] + parts).joined(separator: " ")
  }

  /// The usage lines printed after an error.
  var errorUsage: String {
    "Usage: \(synopsis)\n  See '\(commandName) --help' for more information."
  }

  /// The full help text.
  func render() -> String {
    var text = ""
    var overview = command.abstract
    if !command.discussion.isEmpty { overview += "\n\n" + command.discussion }
    text += Self.wrap("OVERVIEW: \(overview)", indent: 0) + "\n\n"
    // Like swift-argument-parser, the usage line is not wrapped.
    text += "USAGE: \(synopsis)\n"
    if !command.positionals.isEmpty {
      text += "\nARGUMENTS:\n"
      for positional in command.positionals {
        text += Self.element(label: "<\(positional.name)>", help: positional.help)
      }
    }
    text += "\nOPTIONS:\n"
    for option in command.optionsForHelp {
      text += Self.element(label: option.helpLabel, help: Self.describe(option))
    }
    if !command.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in command.subcommands {
        text += Self.element(label: subcommand.name, help: subcommand.abstract)
      }
      let helpPath = ([commands[0].name, "help"] + commands.dropFirst().map(\.name))
        .joined(separator: " ")
      text += "\n  See '\(helpPath) <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// An option's help line with its values and default: `(values: a, b; default: a)`.
  static func describe(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if !option.choices.isEmpty { notes.append("values: \(option.choices.joined(separator: ", "))") }
    if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
    guard !notes.isEmpty else { return option.help }
    return "\(option.help) (\(notes.joined(separator: "; ")))"
  }

  /// A label and its help, the help starting at `labelColumn` or on the next line.
  static func element(label: String, help: String) -> String {
    let padded = "  " + label
    let wrapped = wrap(String(repeating: " ", count: labelColumn) + help, indent: labelColumn)
    if padded.count < labelColumn {
      return padded + wrapped.dropFirst(padded.count) + "\n"
    }
    return padded + "\n" + wrapped + "\n"
  }

  /// Wraps text at `width`, indenting continuation lines; existing line breaks are kept.
  static func wrap(_ text: String, indent: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var lines: [String] = []
      var current = ""
      let leading = String(line.prefix { $0 == " " })
      for word in line.split(separator: " ") {
        let prefix = lines.isEmpty && current.isEmpty ? leading : ""
        if current.isEmpty {
          current = prefix + word
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          lines.append(current)
          current = String(repeating: " ", count: indent) + word
        }
      }
      lines.append(current)
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
