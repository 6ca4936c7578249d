import CompatMatrixCore
import CompatMatrixRender
import CompatMatrixResolver

/// GitHub footnotes for one page: each distinct note is numbered on first use, cited as
/// `[^1]`, and defined once at the end of the page.
struct MarkdownFootnotes {
  /// The notes' Markdown text, in order of first use.
  package private(set) var notes: [String] = []
  /// How the sources are named.
  package let citations: SourceCitations

  /// Footnotes naming sources with `citations`.
  package init(citations: SourceCitations = SourceCitations()) {
    self.citations = citations
  }

  /// The reference to a note, numbering it when it is new.
  package mutating func cite(_ markdown: String) -> String {
    if let index = notes.firstIndex(of: markdown) { return "[^\(index + 1)]" }
    notes.append(markdown)
    return "[^\(notes.count)]"
  }

  /// The reference to a status reason's note.
  package mutating func cite(_ reason: StatusReason, in range: ResolvedRange) -> String {
    let stretch = VersionSpanText.describe(from: reason.from, until: reason.until, in: range)
    return cite(
      "\(reason.status.rawValue.capitalizedFirstLetter) \(stretch): "
        + MarkdownText.inline(DocsText.sentence(reason.text))
        + evidence(reason.sources, confidence: reason.confidence))
  }

  /// ` Sources (confirmed): <…>, `…``, or nothing without sources.
  package func evidence(_ sources: [String], confidence: Confidence) -> String {
    guard !sources.isEmpty else { return "" }
    return " Sources (\(confidence.rawValue)): "
      + sources.map { MarkdownText.link(source: $0, citations: citations) }.joined(
        separator: ", ")
  }

  /// The definitions, one line each, to end the page with.
  var definitions: [String] {
    notes.enumerated().map { "[^\($0.offset + 1)]: \($0.element)" }
  }
}
