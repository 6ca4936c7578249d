import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The formats `compat-matrix docs` writes.
package enum DocsFormat: String, Sendable, Hashable, CaseIterable {
  /// GitHub-flavoured Markdown: an index (`README.md`), a page per concern and `apis.md`.
  case markdown
  /// One self-contained `index.html` showing the matrix as coloured grids.
  case html

  /// The extension of the files written in this format, without the dot.
  package var fileExtension: String {
    switch self {
    case .markdown: "md"
    case .html: "html"
    }
  }
}
