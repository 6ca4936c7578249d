/// The formats of `compat-matrix upgrade`.
public enum UpgradeFormat: String, Sendable, CaseIterable {
  /// Plain text for a terminal.
  case text
  /// A Markdown section for a pull request.
  case markdown
  /// JSON, documented in `docs/json-output.md`.
  case json
  /// An Architecture Decision Record in Markdown, for `docs/adr/`.
  case adr
}
