/// The bash completion script: a function that finds the subcommand typed, then completes
/// its options, the values of the option before the cursor, or its first positional.
struct BashCompletion {
  let root: CommandNode

  func render() -> String {
    let function = CompletionScript.functionName(root)
    let subcommands = root.subcommands
    let subcommandNames = subcommands.map(\.name)
    var lines = [
      "#!/bin/bash",
      CompletionScript.generatedBy(root, .bash),
      "\(function)() {",
      "    local cur=\"${COMP_WORDS[COMP_CWORD]}\"",
      "    local prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "    local subcommand=\"\" i",
      "    for ((i = 1; i < COMP_CWORD; i++)); do",
      "        case \"${COMP_WORDS[i]}\" in",
      "            \((subcommandNames + ["help"]).joined(separator: "|"))) subcommand=\"${COMP_WORDS[i]}\"; break ;;",
      "        esac",
      "    done",
      "    case \"$subcommand\" in",
      "        \"\")",
    ]
    lines += optionValues(root)
    lines.append(
      "            COMPREPLY=($(compgen -W \"\((subcommandNames + ["help"] + CompletionScript.optionNames(root)).joined(separator: " "))\" -- \"$cur\"))"
    )
    lines += [
      "            ;;",
      "        help)",
      "            COMPREPLY=($(compgen -W \"\(subcommandNames.joined(separator: " "))\" -- \"$cur\"))",
      "            ;;",
    ]
    for command in subcommands {
      lines.append("        \(command.name))")
      lines += optionValues(command)
      lines += [
        "            if [[ \"$cur\" == -* ]]; then",
        "                COMPREPLY=($(compgen -W \"\(CompletionScript.optionNames(command).joined(separator: " "))\" -- \"$cur\"))",
        "            else",
        "                \(reply(command.visiblePositionals.first?.completion ?? .default))",
        "            fi",
        "            ;;",
      ]
    }
    lines += ["    esac", "}", "complete -F \(function) \(root.name)", ""]
    return lines.joined(separator: "\n")
  }

  /// The values of the option before the cursor.
  private func optionValues(_ command: CommandNode) -> [String] {
    let valued = command.options.filter { !$0.isFlag && !$0.isHidden }
    guard !valued.isEmpty else { return [] }
    let pad = String(repeating: " ", count: 12)
    return ["\(pad)case \"$prev\" in"]
      + valued.map { "\(pad)    --\($0.long)) \(reply($0.completion)) return ;;" }
      + ["\(pad)esac"]
  }

  private func reply(_ kind: CompletionKind) -> String {
    switch kind {
    case .default: "COMPREPLY=();"
    case .file: "COMPREPLY=($(compgen -f -- \"$cur\"));"
    case .directory: "COMPREPLY=($(compgen -d -- \"$cur\"));"
    case .list(let words):
      "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"));"
    }
  }
}
