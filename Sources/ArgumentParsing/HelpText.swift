/// Help and usage text in swift-argument-parser's layout, wrapped at a fixed width so that
/// the text is the same on every terminal.
struct HelpText {
  /// The width text is wrapped to.
  static let width = 80
  /// Where help starts after a label.
  static let labelColumn = 26

  /// The commands from the root to the one described.
  let commands: [CommandNode]

  /// The command described.
  private var command: CommandNode {
    // Help is always made for a path from the root, never an empty one.
    commands[commands.count - 1]
  }

  /// `compat-matrix resolve`: the names on the path.
  private var commandName: String { commands.map(\.name).joined(separator: " ") }

  /// The one-line synopsis after `USAGE:` or `Usage:`; more than twelve options are shown
  /// as `[<options>]`.
  var synopsis: String {
    if command.hasSubcommands { return "\(commandName) <subcommand>" }
    let options = command.options.filter { !$0.isHidden }
    var parts = options.count > 12 ? ["[<options>]"] : options.map(\.usage)
    parts += command.visiblePositionals.map(\.usage)
    return ([commandName] + parts).joined(separator: " ")
  }

  /// The usage lines printed after an error.
  var errorUsage: String {
    "Usage: \(synopsis)\n  See '\(commandName) --help' for more information."
  }

  /// The full help.
  func render() -> String {
    var overview = command.configuration.abstract
    if !command.configuration.discussion.isEmpty {
      overview += "\n\n" + command.configuration.discussion
    }
    var text = Self.wrap("OVERVIEW: \(overview)", indent: 0) + "\n\n"
    // Like swift-argument-parser, the usage line is not wrapped.
    text += "USAGE: \(synopsis)\n"
    if !command.visiblePositionals.isEmpty {
      text += "\nARGUMENTS:\n"
      for positional in command.visiblePositionals {
        text += Self.element(label: positional.helpLabel, help: positional.helpWithNotes)
      }
    }
    text += "\nOPTIONS:\n"
    for option in command.visibleOptions {
      text += Self.element(label: option.helpLabel, help: option.helpWithNotes)
    }
    if command.hasSubcommands {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in command.subcommands {
        text += Self.element(label: subcommand.name, help: subcommand.configuration.abstract)
      }
      let helpPath = ([commands[0].name, "help"] + commands.dropFirst().map(\.name))
        .joined(separator: " ")
      text += "\n  See '\(helpPath) <subcommand>' for detailed help.\n"
    }
    return text
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
        if current.isEmpty {
          current = (lines.isEmpty ? leading : "") + word
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
