/// What a command line asks for.
enum ParseOutcome {
  /// Run this command, the last of the path.
  case run([CommandNode], any ParsableCommand)
  /// Show help for the command at the end of the path.
  case help([CommandNode])
  /// Print the root's version.
  case version(String)
  /// Print a completion script.
  case completionScript(CompletionShell)
}

/// Parses a command line against a tree of commands in swift-argument-parser's manner:
/// subcommands, then `--opt value`, `--opt=value`, `-o value`, `-o16`, combined short flags,
/// `--` to end options; `-h`/`--help` anywhere before `--`; `help SUBCOMMAND`; `--version`
/// and `--generate-completion-script` on the root.
struct CommandLineParser {
  let root: CommandNode

  /// Parses the arguments after the program's name.
  func parse(_ arguments: [String]) throws(CommandLineExit) -> ParseOutcome {
    var stack = [root]
    var remaining = arguments[...]
    // Walk down the subcommands; `help` shows the help of the path after it.
    while let next = remaining.first, let current = stack.last {
      if next == "help", current.hasSubcommands {
        return .help(try helpPath(from: stack, names: remaining.dropFirst()))
      }
      guard let child = current.subcommand(named: next) else { break }
      stack.append(child)
      remaining = remaining.dropFirst()
    }
    // The stack starts with the root and only grows.
    let command = stack[stack.count - 1]
    let beforeTerminator = arguments.prefix { $0 != "--" }
    if beforeTerminator.contains("-h") || beforeTerminator.contains("--help") {
      return .help(stack)
    }
    if command.isRoot {
      let options = remaining.prefix { $0 != "--" }
      if let version = command.configuration.version, options.contains("--version") {
        return .version(version)
      }
      if let shell = try completionShell(Array(options), commands: stack) {
        return .completionScript(shell)
      }
    }
    if command.hasSubcommands {
      guard let unknown = remaining.first else { return .help(stack) }
      if unknown.hasPrefix("-") {
        throw CommandLineExit.usage(
          UsageError(.unknownOption(unknown, suggestion: nil)), commands: stack)
      }
      let suggestion = NameSuggestion.closest(to: unknown, among: command.subcommands.map(\.name))
      throw CommandLineExit.usage(
        UsageError(.unknownSubcommand(unknown, suggestion: suggestion)), commands: stack)
    }
    do {
      try ArgumentListParser(command: command).parse(Array(remaining))
      return .run(stack, try command.validatedCommand())
    } catch {
      throw CommandLineExit.usage(error, commands: stack)
    }
  }

  private func helpPath(from stack: [CommandNode], names: ArraySlice<String>)
    throws(CommandLineExit) -> [CommandNode]
  {
    var path = stack
    // `help --help` and `help lint -h` are help too, as in swift-argument-parser: the flag
    // ends the path.
    for name in names {
      if name == "-h" || name == "--help" { break }
      guard let child = path[path.count - 1].subcommand(named: name) else {
        throw CommandLineExit.usage(
          UsageError(.unknownSubcommand(name, suggestion: nil)), commands: path)
      }
      path.append(child)
    }
    return path
  }

  /// The shell of `--generate-completion-script SHELL` or `=SHELL`, if given.
  private func completionShell(_ options: [String], commands: [CommandNode])
    throws(CommandLineExit) -> CompletionShell?
  {
    let option = BuiltInOption.completionScript
    let flag = "--\(option.long)"
    guard let index = options.firstIndex(where: { $0 == flag || $0.hasPrefix(flag + "=") }) else {
      return nil
    }
    let word: String
    if let equals = options[index].firstIndex(of: "=") {
      word = String(options[index][options[index].index(after: equals)...])
    } else if index + 1 < options.count {
      word = options[index + 1]
    } else {
      throw CommandLineExit.usage(UsageError(.missingValue(option.synopsis)), commands: commands)
    }
    guard let shell = try? CompletionShell(argument: word) else {
      throw CommandLineExit.usage(
        UsageError(
          .invalidChoice(word, argument: option.synopsis, choices: option.choices)),
        commands: commands)
    }
    return shell
  }
}

/// Parses the arguments of one command, after its name, into the values of its properties:
/// the property wrappers of the command's default instance.
struct ArgumentListParser {
  let command: CommandNode

  func parse(_ arguments: [String]) throws(UsageError) {
    var collected = Dictionary(
      uniqueKeysWithValues: (command.options + command.positionals).map {
        ($0.key, $0.makeValues())
      })
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !Self.isOptionLike(argument) {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let option = command.options.first(where: { $0.long == name }) else {
          let names = command.visibleOptions.map { "--\($0.long)" }
          throw UsageError(
            .unknownOption(
              "--\(name)", suggestion: NameSuggestion.closest(to: "--\(name)", among: names)))
        }
        if option.isFlag {
          if let inline { throw UsageError(.flagWithValue("--\(name)", value: inline)) }
          try record(nil, for: option, in: &collected)
          continue
        }
        var value = inline
        if value == nil, index < arguments.count, !Self.isOptionLike(arguments[index]) {
          value = arguments[index]
          index += 1
        }
        guard let value else { throw UsageError(.missingValue(option.synopsis)) }
        try record(value, for: option, in: &collected)
      } else {
        // One or more short names: `-s`, `-sq`, `-m 16` or `-m16`.
        let letters = Array(argument.dropFirst())
        for (offset, letter) in letters.enumerated() {
          guard let option = command.options.first(where: { $0.short == letter }) else {
            throw UsageError(.unknownOption("-\(letter)", suggestion: nil))
          }
          if option.isFlag {
            try record(nil, for: option, in: &collected)
            continue
          }
          var value: String? = letters.count > offset + 1 ? String(letters[(offset + 1)...]) : nil
          if value == nil, index < arguments.count, !Self.isOptionLike(arguments[index]) {
            value = arguments[index]
            index += 1
          }
          guard let value else {
            throw UsageError(.missingValue("-\(letter) <\(option.valueName ?? option.long)>"))
          }
          try record(value, for: option, in: &collected)
          break
        }
      }
    }
    try assign(positionals, into: &collected)
    for option in command.options where option.isRequired && collected[option.key]?.count == 0 {
      throw UsageError(.missingArgument(option.synopsis))
    }
    for definition in command.options + command.positionals {
      // Every definition has a collector, made above; a required one was given.
      guard let given = collected[definition.key] else { continue }
      given.assign(
        ArgumentInfo(
          name: definition.name, synopsis: definition.synopsis, isSpecified: given.count > 0))
    }
  }

  /// Adds a value (`nil` for a flag) to what was collected for an argument; a value that is
  /// not one of the argument's type is a usage error.
  private func record(
    _ word: String?, for definition: ArgumentDefinition,
    in collected: inout [String: any ArgumentValues]
  ) throws(UsageError) {
    guard var values = collected[definition.key] else { return }
    if !definition.isRepeating, values.count > 0 { values = definition.makeValues() }
    do {
      try values.append(word ?? "")
    } catch {
      let word = word ?? ""
      if !definition.choices.isEmpty {
        throw UsageError(
          .invalidChoice(word, argument: definition.synopsis, choices: definition.choices))
      }
      throw UsageError(.invalidValue(word, argument: definition.synopsis, reason: error.reason))
    }
    collected[definition.key] = values
  }

  /// Gives the positional words to the positional arguments in order; an array takes every
  /// word left.
  private func assign(_ words: [String], into collected: inout [String: any ArgumentValues])
    throws(UsageError)
  {
    var remaining = words[...]
    for positional in command.positionals {
      let taken = positional.isRepeating ? remaining : remaining.prefix(1)
      remaining = remaining.dropFirst(taken.count)
      if taken.isEmpty, positional.isRequired {
        throw UsageError(.missingArgument(positional.synopsis))
      }
      for word in taken { try record(word, for: positional, in: &collected) }
    }
    if !remaining.isEmpty {
      throw UsageError(.unexpectedArguments(Array(remaining)))
    }
  }

  /// Whether a word is an option rather than a value: `--max`, `-h`, `--`; not `-` or a
  /// negative number such as `-1.5`.
  static func isOptionLike(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNegativeNumber(word)
  }

  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
  }
}
