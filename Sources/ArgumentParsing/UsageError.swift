/// A command line that cannot run: reported as `Error: …` with the command's usage, exit 64.
///
/// The parser throws these; a command throws them too, from `validate()` or `run(_:)`, for
/// what only it can check, naming the argument at fault with its projected value:
/// `UsageError(.invalidValue(text, argument: $min.synopsis, reason: …))`.
package struct UsageError: Error, Sendable, Hashable {
  /// What is wrong: the catalogue of usage messages, worded as swift-argument-parser words
  /// them.
  package enum Message: Sendable, Hashable {
    /// An option the command does not have.
    case unknownOption(String, suggestion: String?)
    /// A subcommand that does not exist.
    case unknownSubcommand(String, suggestion: String?)
    /// An option given without its value.
    case missingValue(String)
    /// A flag given a value with `=`.
    case flagWithValue(String, value: String)
    /// A value outside an argument's accepted values.
    case invalidChoice(String, argument: String, choices: [String])
    /// A required argument that is missing.
    case missingArgument(String)
    /// More positional arguments than the command takes.
    case unexpectedArguments([String])
    /// A value the command cannot use, with the reason if there is one.
    case invalidValue(String, argument: String, reason: String?)
    /// Anything else, in the command's words.
    case other(String)
  }

  /// What is wrong.
  package var message: Message

  /// Creates a usage error.
  package init(_ message: Message) {
    self.message = message
  }

  /// A usage error in the command's own words.
  package init(_ text: String) {
    self.message = .other(text)
  }
}

extension UsageError.Message: CustomStringConvertible {
  /// The text after `Error: `, on one line: what the user typed is quoted with its line
  /// breaks and other control characters escaped.
  package var description: String { OneLineText.escaping(text) }

  private var text: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'" + Self.didYouMean(suggestion)
    case .unknownSubcommand(let name, let suggestion):
      return "Unknown subcommand '\(name)'" + Self.didYouMean(suggestion)
    case .missingValue(let synopsis):
      return "Missing value for '\(synopsis)'"
    case .flagWithValue(let name, let value):
      return "The option '\(name)' does not take any value, but '\(value)' was specified."
    case .invalidChoice(let value, let argument, let choices):
      return
        "The value '\(value)' is invalid for '\(argument)'. Please provide one of \(Self.list(choices))."
    case .missingArgument(let synopsis):
      return "Missing expected argument '\(synopsis)'"
    case .unexpectedArguments(let values):
      if values.count == 1 { return "Unexpected argument '\(values[0])'" }
      return "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
    case .invalidValue(let value, let argument, let reason):
      return "The value '\(value)' is invalid for '\(argument)'" + (reason.map { ": \($0)" } ?? "")
    case .other(let text):
      return text
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }

  /// `'a' and 'b'`, or `'a', 'b' or 'c'`.
  private static func list(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 2 else { return quoted.joined(separator: " and ") }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}

/// Keeps a message on one line whatever the user typed: a quoted argument may hold a line
/// break, a tab, an escape sequence or a bidirectional override, which would split the
/// `Error:` line or make it read differently from what it says.
enum OneLineText {
  /// The text with control characters, line and paragraph separators and bidirectional
  /// controls written as Swift escapes: `\n`, `\r`, `\t`, `\u{1B}`.
  static func escaping(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isInvisibleControl(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isBidiControl
    }
  }
}

/// Finds the name closest to a mistyped one, for "Did you mean …?".
enum NameSuggestion {
  /// The candidate closest to `name` in edits, ignoring case, when close enough: at most a
  /// third of the name's length in edits and at least two, fewer than the candidate's length.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    let allowed = max(2, (typed.count + 2) / 3)
    return
      candidates
      .map { (candidate: $0, edits: edits(typed, Array($0.lowercased()))) }
      .filter { $0.edits <= allowed && $0.edits < $0.candidate.count }
      .min { ($0.edits, $0.candidate) < ($1.edits, $1.candidate) }?.candidate
  }

  /// Insertions, deletions, substitutions and swaps of neighbours that turn one word into
  /// the other (the optimal string alignment distance).
  private static func edits(_ source: [Character], _ target: [Character]) -> Int {
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
    for row in 0...source.count { table[row][0] = row }
    for column in 0...target.count { table[0][column] = column }
    for row in stride(from: 1, through: source.count, by: 1) {
      for column in stride(from: 1, through: target.count, by: 1) {
        let substitution = source[row - 1] == target[column - 1] ? 0 : 1
        var best = min(
          table[row - 1][column] + 1, table[row][column - 1] + 1,
          table[row - 1][column - 1] + substitution)
        if row > 1, column > 1, source[row - 1] == target[column - 2],
          source[row - 2] == target[column - 1]
        {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[source.count][target.count]
  }
}
