/// When to colour terminal output.
package enum ColorMode: String, Sendable, CaseIterable {
  /// Colour when standard output is a terminal and `NO_COLOR` is unset.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given the environment and whether standard output is a terminal.
  ///
  /// `auto` follows https://no-color.org: a non-empty `NO_COLOR` turns colour off, as does
  /// `TERM=dumb`.
  package func isEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}

/// Adds ANSI styles to text when colour is on, and nothing when it is off.
public struct TextStyle: Sendable {
  /// Whether styles are written.
  package let isEnabled: Bool

  /// Creates a style that writes escapes only when `isEnabled`.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Plain text: no escapes at all.
  public static let plain = TextStyle(isEnabled: false)

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Bold.
  package func bold(_ text: String) -> String { wrap(text, "1") }
  /// Dimmed.
  package func dim(_ text: String) -> String { wrap(text, "2") }
  /// Green, for what works.
  package func green(_ text: String) -> String { wrap(text, "32") }
  /// Yellow, for what works with limits.
  package func yellow(_ text: String) -> String { wrap(text, "33") }
  /// Red, for what fails.
  package func red(_ text: String) -> String { wrap(text, "31") }
  /// Cyan, for code and names.
  package func cyan(_ text: String) -> String { wrap(text, "36") }
}
