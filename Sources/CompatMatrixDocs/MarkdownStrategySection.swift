import CompatMatrixCore
import CompatMatrixRender

/// One strategy in full on its concern's page: who provides it and what it uses, its
/// summary, caveats, side effects, companion, snippet and sources.
struct MarkdownStrategySection {
  package let content: DocsContent
  package let strategy: Strategy

  package func render(notes: inout MarkdownFootnotes) -> [String] {
    var lines = [
      "### <a id=\"\(strategy.id)\"></a>" + MarkdownText.inline(strategy.title), "",
      identity(), "",
      MarkdownText.paragraph(strategy.summary), "",
    ]
    if let library = strategy.library {
      let name = MarkdownText.inline(library.name)
      let link =
        SourceCitation.isURL(library.url)
        ? "[\(name)](\(MarkdownText.link(source: library.url)))"
        : name + " (" + MarkdownText.code(library.url) + ")"
      lines += ["Library: " + link, ""]
    }
    if !strategy.caveats.isEmpty {
      lines += ["Caveats:", ""]
      lines += strategy.caveats.map { "- " + MarkdownText.paragraph(CaveatWording.described($0)) }
      lines.append("")
    }
    if !strategy.sideEffects.isEmpty {
      lines += ["Side effects:", ""]
      lines += strategy.sideEffects.map {
        "- \(DocsText.scope($0.scope)): " + MarkdownText.inline($0.description)
      }
      lines.append("")
    }
    if let companion = strategy.companion {
      let title = content.matrix.concern(id: companion.concern)?.title ?? companion.concern
      let evidence = companion.sources.map {
        MarkdownText.link(source: $0, citations: content.citations)
      }.joined(separator: ", ")
      let note = evidence.isEmpty ? "" : " " + notes.cite("Sources: " + evidence)
      lines += [
        "Needs a strategy of [\(MarkdownText.inline(title))](\(content.page(of: companion.concern))) "
          + "in the same file: " + MarkdownText.inline(companion.reason) + note,
        "",
      ]
    }
    if let snippet = strategy.snippet {
      lines += MarkdownText.codeBlock(snippet, language: "swift") + [""]
    }
    if !strategy.sources.isEmpty {
      lines += [
        "Sources: "
          + strategy.sources.map { MarkdownText.link(source: $0, citations: content.citations) }
          .joined(separator: ", "), "",
      ]
    }
    return lines
  }

  /// The id, who provides it, and the APIs it uses, linked to the API page.
  private func identity() -> String {
    var text = MarkdownText.code(strategy.id) + " · " + DocsText.origin(strategy.origin)
    if !strategy.requires.isEmpty {
      let apis = strategy.requires.map { id in
        let symbol = content.matrix.api(id: id)?.symbol ?? id
        return "[\(MarkdownText.code(symbol))](\(DocsContent.apiPage)#\(id))"
      }
      text += " · uses " + apis.joined(separator: ", ")
    }
    return text
  }
}
