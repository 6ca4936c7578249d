import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// The values given for one command's arguments.
struct ParsedArguments {
  /// The command path, from the root: `["compat-matrix", "resolve"]`.
  var commandPath: [String]
  /// The values of options and positionals, by long name or positional name, in order given.
  var values: [String: [String]] = [:]
  /// The flags given, by long name.
  var flags: Set<String> = []

  /// The last value given for an option or positional.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeating option or positional.
  func values(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// What the command line asks for.
enum ParseOutcome {
  /// Run a command with these arguments.
  case run(CommandSpec, ParsedArguments)
  /// Show help for the command at this path.
  case help([CommandSpec])
  /// Show the version.
  case version
  /// Print a completion script for a shell.
  case completionScript(String)
}

/// Parses a command line against a tree of command specs, in the manner of
/// swift-argument-parser: `--opt value`, `--opt=value`, `-o value`, combined short flags,
/// and `--` to end options.
struct ArgumentParser {
  let root: CommandSpec

  /// Parses the arguments after the program name.
  func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
    var stack = [root]
    var remaining = arguments[...]
    // Walk down subcommands; `help` shows help for the path after it.
    while let next = remaining.first, let current = stack.last {
      if next == "help", !current.subcommands.isEmpty {
        var helpStack = stack
        for name in remaining.dropFirst() {
          guard let child = helpStack.last?.subcommand(named: name) else {
            throw UsageError(.unknownSubcommand(name), commands: helpStack)
          }
          helpStack.append(child)
        }
        return .help(helpStack)
      }
      guard let child = current.subcommand(named: next) else { break }
      stack.append(child)
      remaining = remaining.dropFirst()
    }
    // The stack starts with the root and only grows.
    let command = stack.last!
    if arguments.contains("-h") || arguments.contains("--help") {
      let beforeTerminator = arguments.prefix { $0 != "--" }
      if beforeTerminator.contains("-h") || beforeTerminator.contains("--help") {
        return .help(stack)
      }
    }
    if remaining.prefix(while: { $0 != "--" }).contains("--version") { return .version }
    if stack.count == 1,
      let index = remaining.firstIndex(where: {
        $0 == "--generate-completion-script" || $0.hasPrefix("--generate-completion-script=")
      })
    {
      return .completionScript(try completionShell(remaining, at: index, commands: stack))
    }
    if !command.subcommands.isEmpty {
      if let unknown = remaining.first {
        if unknown.hasPrefix("-") {
          throw UsageError(.unknownOption(unknown, suggestion: nil), commands: stack)
        }
        let suggestion = Suggestion.closest(
          to: unknown, among: command.subcommands.map(\.name))
        throw UsageError(.unknownSubcommand(unknown, suggestion: suggestion), commands: stack)
      }
      return .help(stack)
    }
    let parsed = try parseArguments(Array(remaining), for: command, stack: stack)
    return .run(command, parsed)
  }

  private func completionShell(
    _ arguments: ArraySlice<String>, at index: Int, commands: [CommandSpec]
  ) throws(UsageError) -> String {
    let argument = arguments[index]
    if let equals = argument.firstIndex(of: "=") {
      return String(argument[argument.index(after: equals)...])
    }
    guard index + 1 < arguments.endIndex else {
      throw UsageError(.missingValue("--generate-completion-script <shell>"), commands: commands)
    }
    return arguments[index + 1]
  }

  private func parseArguments(
    _ arguments: [String], for command: CommandSpec, stack: [CommandSpec]
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(commandPath: stack.map(\.name))
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        guard let option = command.options.first(where: { $0.long == name }) else {
          let names = command.optionsForHelp.map { "--\($0.long)" }
          let suggestion = Suggestion.closest(to: "--\(name)", among: names)
          throw UsageError(.unknownOption("--\(name)", suggestion: suggestion), commands: stack)
        }
        if option.isFlag {
          if let inlineValue {
            throw UsageError(.flagWithValue("--\(name)", value: inlineValue), commands: stack)
          }
          parsed.flags.insert(option.long)
          continue
        }
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count, !isOptionLike(arguments[index]) else {
            throw UsageError(.missingValue(option.synopsis), commands: stack)
          }
          value = arguments[index]
          index += 1
        }
        try record(value, for: option, in: &parsed, stack: stack)
        continue
      }
      // One or more short names: `-h`, `-vq`, or `-o value`.
      let letters = Array(argument.dropFirst())
      for (offset, letter) in letters.enumerated() {
        guard let option = command.options.first(where: { $0.short == letter }) else {
          throw UsageError(.unknownOption("-\(letter)", suggestion: nil), commands: stack)
        }
        if option.isFlag {
          parsed.flags.insert(option.long)
          continue
        }
        let rest = String(letters[(offset + 1)...])
        let value: String
        if !rest.isEmpty {
          value = rest
        } else {
          guard index < arguments.count, !isOptionLike(arguments[index]) else {
            throw UsageError(
              .missingValue("-\(letter) <\(option.valueName ?? "value")>"), commands: stack)
          }
          value = arguments[index]
          index += 1
        }
        try record(value, for: option, in: &parsed, stack: stack)
        break
      }
    }
    try assignPositionals(positionals, for: command, into: &parsed, stack: stack)
    for option in command.options where option.isRequired && parsed.values[option.long] == nil {
      throw UsageError(.missingArgument(option.synopsis), commands: stack)
    }
    return parsed
  }

  private func record(
    _ value: String, for option: OptionSpec, in parsed: inout ParsedArguments,
    stack: [CommandSpec]
  ) throws(UsageError) {
    if !option.choices.isEmpty, !option.choices.contains(value) {
      throw UsageError(
        .invalidChoice(value, option: option.synopsis, choices: option.choices), commands: stack)
    }
    if option.isRepeating {
      parsed.values[option.long, default: []].append(value)
    } else {
      parsed.values[option.long] = [value]
    }
  }

  private func assignPositionals(
    _ values: [String], for command: CommandSpec, into parsed: inout ParsedArguments,
    stack: [CommandSpec]
  ) throws(UsageError) {
    var remaining = values[...]
    for positional in command.positionals {
      if positional.isRepeating {
        parsed.values[positional.name] = Array(remaining)
        remaining = []
      } else if let value = remaining.popFirst() {
        parsed.values[positional.name] = [value]
      } else if !positional.isOptional {
        throw UsageError(.missingArgument("<\(positional.name)>"), commands: stack)
      }
    }
    if !remaining.isEmpty {
      throw UsageError(.unexpectedArguments(Array(remaining)), commands: stack)
    }
  }

  /// Whether an argument is an option name rather than a value: `--max`, `-h`.
  private func isOptionLike(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && !isNegativeNumber(argument)
  }

  /// `-1` or `-1.5`: a value that starts with a dash, never an option.
  private func isNegativeNumber(_ argument: String) -> Bool {
    argument.count > 1 && argument.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
  }
}
