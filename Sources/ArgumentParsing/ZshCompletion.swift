/// The zsh completion script: the subcommands with their abstracts, then per subcommand an
/// `_arguments` specification of its options and positional arguments.
struct ZshCompletion {
  let root: CommandNode

  func render() -> String {
    let function = CompletionScript.functionName(root)
    let subcommands = root.subcommands
    var lines = [
      "#compdef \(root.name)",
      CompletionScript.generatedBy(root, .zsh),
      "\(function)() {",
      "    local -a subcommands",
      "    subcommands=(",
    ]
    for command in subcommands {
      lines.append("        '\(command.name):\(escape(command.configuration.abstract))'")
    }
    lines += [
      "        'help:Show help for a subcommand.'",
      "    )",
      "    if (( CURRENT == 2 )); then",
      "        _describe 'subcommand' subcommands",
      "        return",
      "    fi",
      "    local command=$words[2]",
      "    shift words",
      "    (( CURRENT-- ))",
      "    case $command in",
    ]
    for command in subcommands {
      var specs = command.visibleOptions.map(spec)
      for positional in command.visiblePositionals {
        let repetition = positional.isRepeating ? "*" : ""
        specs.append(
          "'\(repetition):\(positional.valueName ?? positional.long):\(action(positional.completion))'"
        )
      }
      lines += ["        \(command.name))", "            _arguments \\"]
      lines += specs.enumerated().map { offset, spec in
        "                \(spec)" + (offset + 1 < specs.count ? " \\" : "")
      }
      lines.append("            ;;")
    }
    lines += [
      "        help)",
      "            _describe 'subcommand' subcommands",
      "            ;;",
      "    esac",
      "}",
      "\(function) \"$@\"",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// An option's `_arguments` specification.
  private func spec(_ option: ArgumentDefinition) -> String {
    let help = escape(option.help)
    let value =
      option.isFlag ? "" : ":\(option.valueName ?? option.long):\(action(option.completion))"
    if let short = option.short {
      return "'(-\(short) --\(option.long))'{-\(short),--\(option.long)}'[\(help)]\(value)'"
    }
    let repetition = option.isRepeating ? "*" : ""
    let equals = option.isFlag ? "" : "="
    return "'\(repetition)--\(option.long)\(equals)[\(help)]\(value)'"
  }

  private func action(_ kind: CompletionKind) -> String {
    switch kind {
    case .default: " "
    case .file: "_files"
    case .directory: "_files -/"
    case .list(let words): "(\(words.joined(separator: " ")))"
    }
  }

  /// Text for a single-quoted `_arguments` specification, where `[`, `]` and `:` separate
  /// its parts.
  private func escape(_ text: String) -> String {
    CompletionScript.escaping(text) { character in
      switch character {
      case "'": "'\\''"
      case "[", "]", ":": "\\\(character)"
      default: nil
      }
    }
  }
}
