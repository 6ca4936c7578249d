import CompatMatrixCore

/// How one output kind writes the data's text into its lines: prose and code, each escaped
/// its way, for the wording shared by the text and Markdown output (what a raise changes,
/// which devices it drops).
///
/// Each kind has one escaping function, and this only names it: text for a terminal is
/// `MessageText.oneLine` (the messages' escaping, which the usage errors mirror for
/// arguments), Markdown is `MarkdownText`, HTML `HTMLText.escape`, and JSON the standard
/// escapes of `JSONDocument`. Whatever a team's file holds, a line break cannot start a line,
/// row or record of its own, and an escape sequence cannot reach the terminal (issue 26, item
/// 9).
package struct OutputEscaping: Sendable {
  /// Prose: a title, a reason, a device's name.
  package let text: @Sendable (String) -> String
  /// Code: a symbol, an availability check.
  package let code: @Sendable (String) -> String

  /// Text for a terminal: both escaped to one line.
  package static let plain = OutputEscaping(
    text: { MessageText.oneLine($0) }, code: { MessageText.oneLine($0) })

  /// Markdown: prose inline, code in backticks.
  package static let markdown = OutputEscaping(
    text: { MarkdownText.inline($0) }, code: { MarkdownText.code($0) })
}
