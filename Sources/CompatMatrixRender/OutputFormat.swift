import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// A format for reports meant for people or programs.
package enum OutputFormat: String, Sendable, CaseIterable {
  /// Plain text for a terminal.
  case text
  /// A Markdown document section.
  case markdown
  /// JSON, following the documented contract in `docs/json-output.md`.
  case json
}
