/// The formats generated docs are written in.
package enum DocsFormat: String, Sendable, Hashable, CaseIterable {
  /// An index (`README.md`), a page per concern and `apis.md`.
  case markdown
  /// One self-contained `index.html`.
  case html

  /// The extension of the files written, without the dot.
  package var fileExtension: String {
    switch self {
    case .markdown: "md"
    case .html: "html"
    }
  }
}
