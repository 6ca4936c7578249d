import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The formats of `compat-matrix upgrade`.
package enum UpgradeFormat: String, Sendable, CaseIterable {
  /// Plain text for a terminal.
  case text
  /// A Markdown section for a pull request.
  case markdown
  /// JSON, documented in `docs/json-output.md`.
  case json
  /// An Architecture Decision Record in Markdown, for `docs/adr/`.
  case adr
}
