import CompatMatrix
import CompatMatrixProject
import CompatMatrixSource

/// A command line the tool cannot run: reported as `Error: …` with the usage, exit 64.
struct UsageError: Error {
  /// What is wrong; the catalogue of usage messages.
  enum Message: Equatable {
    /// An option the command does not have.
    case unknownOption(String, suggestion: String?)
    /// A subcommand that does not exist.
    case unknownSubcommand(String, suggestion: String? = nil)
    /// An option given without its value.
    case missingValue(String)
    /// A flag given a value with `=`.
    case flagWithValue(String, value: String)
    /// A value outside an option's choices.
    case invalidChoice(String, option: String, choices: [String])
    /// A required positional argument is missing.
    case missingArgument(String)
    /// More positional arguments than the command takes.
    case unexpectedArguments([String])
    /// A value the command could not use, with the reason.
    case invalidValue(String, argument: String, reason: String)
    /// Any other problem with the command line, said by the command.
    case other(String)
  }

  /// What is wrong.
  let message: Message
  /// The command path the error belongs to, for the usage line.
  let commands: [CommandSpec]

  init(_ message: Message, commands: [CommandSpec]) {
    self.message = message
    self.commands = commands
  }
}

extension UsageError.Message: CustomStringConvertible {
  /// The text after `Error: `, worded as swift-argument-parser words it.
  var description: String { MessageText.oneLine(text) }

  /// The message before `MessageText.oneLine(_:)` escapes what it quotes.
  private var text: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .unknownSubcommand(let name, let suggestion):
      return "Unknown subcommand '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .missingValue(let synopsis):
      return "Missing value for '\(synopsis)'"
    case .flagWithValue(let name, let value):
      return "The option '\(name)' does not take any value, but '\(value)' was specified."
    case .invalidChoice(let value, let option, let choices):
      return
        "The value '\(value)' is invalid for '\(option)'. Please provide one of \(Self.list(choices))."
    case .missingArgument(let synopsis):
      return "Missing expected argument '\(synopsis)'"
    case .unexpectedArguments(let values):
      if values.count == 1 { return "Unexpected argument '\(values[0])'" }
      return "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
    case .invalidValue(let value, let argument, let reason):
      return "The value '\(value)' is invalid for '\(argument)': \(reason)"
    case .other(let text):
      return text
    }
  }

  /// `'a' and 'b'`, or `'a', 'b' or 'c'`.
  private static func list(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 2 else { return quoted.joined(separator: " and ") }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
