/// The fish completion script: one `complete` line per subcommand and per option, with
/// conditions on the subcommand typed.
struct FishCompletion {
  let root: CommandNode

  func render() -> String {
    let program = root.name
    let subcommands = root.subcommands
    var lines = [CompletionScript.generatedBy(root, .fish), "complete -c \(program) -f"]
    lines += root.visibleOptions.map { line($0, condition: "__fish_use_subcommand") }
    for command in subcommands {
      lines.append(
        "complete -c \(program) -n '__fish_use_subcommand' -a \(command.name) -d '\(escape(command.configuration.abstract))'"
      )
    }
    lines += [
      "complete -c \(program) -n '__fish_use_subcommand' -a help -d 'Show help for a subcommand.'",
      "complete -c \(program) -n '__fish_seen_subcommand_from help' -a '\(subcommands.map(\.name).joined(separator: " "))'",
    ]
    for command in subcommands {
      let condition = "__fish_seen_subcommand_from \(command.name)"
      lines += command.visibleOptions.map { line($0, condition: condition) }
      switch command.visiblePositionals.first?.completion {
      case .file, .directory:
        lines.append("complete -c \(program) -n '\(condition)' -F")
      case .list(let words):
        lines.append(
          "complete -c \(program) -n '\(condition)' -a '\(words.joined(separator: " "))'")
      case .default, nil:
        break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An option's `complete` line.
  private func line(_ option: ArgumentDefinition, condition: String) -> String {
    var parts = ["complete -c \(root.name) -n '\(condition)'"]
    if let short = option.short { parts.append("-s \(short)") }
    parts.append("-l \(option.long)")
    switch option.completion {
    case .default where !option.isFlag: parts.append("-x")
    case .file: parts.append("-r -F")
    case .directory: parts.append("-x -a '(__fish_complete_directories)'")
    case .list(let words): parts.append("-x -a '\(words.joined(separator: " "))'")
    default: break
    }
    parts.append("-d '\(escape(option.help))'")
    return parts.joined(separator: " ")
  }

  /// Text for a single-quoted fish string.
  private func escape(_ text: String) -> String {
    CompletionScript.escaping(text) { character in
      switch character {
      case "\\", "'": "\\\(character)"
      default: nil
      }
    }
  }
}
