/// A format the tool writes its output in: one enum for every command, each renderer
/// listing the formats it supports in `Renderer.formats`.
///
/// Raw values are the words a command line takes: `--format json`, `--reporter sarif`.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// Plain text for a terminal, coloured when its style says so.
  case text
  /// GitHub-flavoured Markdown.
  case markdown
  /// JSON, following the documented contracts in `docs/user-guide/json-output.md`.
  case json
  /// One self-contained HTML page.
  case html
  /// An Architecture Decision Record in Markdown, for `docs/adr/`.
  case adr
  /// `path:line:column: warning: message (rule)`, which Xcode shows inline from a Run Script
  /// build phase.
  case xcode
  /// GitHub Actions workflow commands: `::warning file=…,line=…,col=…::…`.
  case github
  /// SARIF 2.1.0, for code-scanning uploads.
  case sarif
  /// A unified diff of rewritten sources, which `git apply` accepts.
  case diff
}
