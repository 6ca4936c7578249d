import CompatMatrixCore
import CompatMatrixOutput
import CompatMatrixRender

/// The Markdown page of API records, `apis.md`: every record with its availability on the
/// platform, its replacement, confidence and sources, and its notes as footnotes.
struct MarkdownAPIPage {
  package let content: DocsContent

  package init(_ content: DocsContent) {
    self.content = content
  }

  package func render() -> String {
    let platform = content.platform
    var notes = MarkdownFootnotes(citations: content.citations)
    var lines = [
      GeneratedFileMarker.line,
      "# " + MarkdownText.inline("\(platform) API records"), "",
      "[All concerns](\(DocsContent.indexPage))", "",
      MarkdownText.paragraph(
        "Every API record in the data, with its availability on \(platform). Deprecated "
          + "“soft” is a soft deprecation: documented, but the compiler does not warn; a version "
          + "is a hard deprecation, which the compiler warns about once the minimum deployment "
          + "target reaches it."),
      "",
      "| API | Framework | Kind | Introduced | Deprecated | Obsoleted | Replacement | Confidence "
        + "| Sources |",
      "|---|---|---|---|---|---|---|---|---|",
    ]
    for api in content.matrix.apis {
      var symbol = "<a id=\"\(api.id)\"></a>" + MarkdownText.code(api.symbol, inTable: true)
      var remarks: [String] = []
      if let note = api.note { remarks.append(MarkdownText.inline(DocsText.sentence(note))) }
      if let disagreement = api.evidence.disagreement {
        remarks.append(
          "Sources disagree: " + MarkdownText.inline(DocsText.sentence(disagreement)))
      }
      if !remarks.isEmpty { symbol += " " + notes.cite(remarks.joined(separator: " ")) }
      let availability = api.availability[platform]
      let replacement = api.replacement.map { id in
        let name = content.matrix.api(id: id)?.symbol ?? id
        return "[\(MarkdownText.code(name, inTable: true))](#\(id))"
      }
      let cells = [
        symbol, MarkdownText.cell(api.framework), api.kind.rawValue,
        availability?.introduced.description ?? "not on \(platform)",
        availability?.deprecated?.description ?? "",
        availability?.obsoleted?.description ?? "",
        replacement.joined(separator: ", "),
        api.evidence.confidence.rawValue,
        api.evidence.sources.map { MarkdownText.link(source: $0, citations: content.citations) }
          .joined(separator: ", "),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    if !notes.notes.isEmpty { lines += [""] + notes.definitions }
    return lines.map { $0.trimmingEnd(" ") }.joined(separator: "\n") + "\n"
  }
}
