import CompatMatrixCore
import CompatMatrixResolver

/// Renders `compat-matrix show`: a concern, strategy or API with its status table, as text,
/// Markdown or JSON.
package struct EntryRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// What to show.
  package let entry: MatrixEntry
  /// The data, for API symbols.
  package let matrix: Matrix
  /// The platform of the table.
  package let platform: Platform
  /// The SDK the app is built with, or `nil` for the latest in the data.
  package let sdk: OSVersion?
  /// Styles for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  package init(
    entry: MatrixEntry, matrix: Matrix, platform: Platform, sdk: OSVersion? = nil,
    style: TextStyle = .plain
  ) {
    self.entry = entry
    self.matrix = matrix
    self.platform = platform
    self.sdk = sdk
    self.style = style
  }

  /// The status table for the entry.
  package func table() throws(VersionError) -> StatusTable {
    switch entry {
    case .concern(let concern):
      return try StatusTable(
        strategies: concern.strategies, platform: platform, matrix: matrix, linkedOn: sdk)
    case .strategy(let strategy, _):
      return try StatusTable(
        strategies: [strategy], platform: platform, matrix: matrix, linkedOn: sdk)
    case .api(let api):
      return try StatusTable(api: api, platform: platform, matrix: matrix)
    }
  }

  /// Writes the entry in a format; throws `missingData` when the data has no releases of the
  /// platform.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    let grid: StatusTableRenderer
    do {
      grid = StatusTableRenderer(
        table: try table(), citations: SourceCitations(matrix.citations), style: style)
    } catch {
      throw .missingData(error)
    }
    switch format {
    case .text, .markdown:
      output.write(details(markdown: format == .markdown).joined(separator: "\n") + "\n\n")
      try grid.render(format, to: &output)
    case .json:
      var object: [String: JSONDocument] = [
        "schemaVersion": .int(1), "table": grid.json(),
      ]
      switch entry {
      case .concern(let concern):
        object["kind"] = .string("concern")
        object["id"] = .string(concern.id)
        object["title"] = .string(concern.title)
        object["question"] = .string(concern.question)
        object["strategies"] = .array(concern.strategies.map(strategyJSON))
      case .strategy(let strategy, let concern):
        object["kind"] = .string("strategy")
        object["id"] = .string(strategy.id)
        object["concern"] = .string(concern.id)
        object["strategy"] = strategyJSON(strategy)
      case .api(let api):
        object["kind"] = .string("api")
        object["id"] = .string(api.id)
        object["api"] = APIListRenderer.json(api, platforms: Array(api.availability.keys))
      }
      output.write(JSONDocument.object(object).rendered())
    default:
      throw unsupported(format)
    }
  }

  private func symbols(_ strategy: Strategy) -> [String] {
    strategy.requires.map { matrix.api(id: $0)?.symbol ?? $0 }
  }

  private func strategyJSON(_ strategy: Strategy) -> JSONDocument {
    .object([
      "id": .string(strategy.id),
      "title": .string(strategy.title),
      "summary": .string(strategy.summary),
      "origin": .string(strategy.origin.rawValue),
      "apis": .array(symbols(strategy).map(JSONDocument.string)),
      "caveats": .array(strategy.caveats.map { .string(CaveatWording.described($0)) }),
      "snippet": .optional(strategy.snippet),
      "sources": .array(strategy.sources.map(JSONDocument.string)),
    ])
  }

  private func details(markdown: Bool) -> [String] {
    func heading(_ text: String) -> String {
      markdown ? "## " + MarkdownText.inline(text) : style.bold(MessageText.oneLine(text))
    }
    // Every line holds the data's text: escaped for its format, so that a line break or an
    // escape sequence in a team's file cannot start a line of its own or reach the terminal.
    func line(_ text: String) -> String {
      markdown ? MarkdownText.inline(text) : MessageText.oneLine(text)
    }
    let citations = SourceCitations(matrix.citations)
    func sources(_ label: String, _ list: [String]) -> String {
      markdown
        ? MarkdownText.inline(label) + ": "
          + list.map { MarkdownText.link(source: $0, citations: citations) }.joined(
            separator: ", ")
        : MessageText.oneLine("\(label): " + list.map(citations.full).joined(separator: ", "))
    }
    switch entry {
    case .concern(let concern):
      var lines = [heading("\(concern.id): \(concern.title)"), "", line(concern.question)]
      lines.append(line(concern.summary))
      lines.append("")
      for strategy in concern.strategies {
        lines.append(
          (markdown ? "- " : "  ")
            + line("\(strategy.id): \(strategy.title) (\(strategy.origin.rawValue))"))
      }
      return lines
    case .strategy(let strategy, let concern):
      var lines = [
        heading("\(strategy.id): \(strategy.title)"), "",
        line("\(strategy.summary) Part of \(concern.id); \(strategy.origin.rawValue)."),
      ]
      if !strategy.requires.isEmpty {
        lines.append(line("Uses: " + symbols(strategy).joined(separator: ", ")))
      }
      if let kind = CaveatWording.kind(strategy.kind) { lines.append(line("Kind: " + kind)) }
      if let touches = strategy.touches, !touches.isEmpty {
        lines.append(
          line(
            "Touches: "
              + touches.map { matrix.surface(id: $0)?.title ?? $0 }.joined(separator: "; ")))
      }
      for caveat in strategy.caveats {
        lines.append(line("Caveat: \(CaveatWording.described(caveat))"))
      }
      for effect in strategy.sideEffects {
        lines.append(line("Side effect (\(effect.scope.rawValue)): \(effect.description)"))
      }
      if let snippet = strategy.snippet {
        lines +=
          markdown
          ? [""] + MarkdownText.codeBlock(snippet, language: "swift")
          // Indented, so that no line of the snippet reads as a line of the record.
          : [""]
            + MessageText.escaped(snippet, keeping: [.lineFeeds, .tabs])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
      }
      lines.append(sources("Sources", strategy.sources))
      return lines
    case .api(let api):
      var lines = [
        heading("\(api.symbol) (\(api.id))"), "",
        line("\(api.summary) \(api.framework) \(api.kind.rawValue)."),
      ]
      for (platform, availability) in api.availability.sorted(by: { $0.key < $1.key }) {
        var text = "\(platform): introduced \(availability.introduced)"
        if let deprecated = availability.deprecated {
          text += deprecated == .soft ? ", soft-deprecated" : ", deprecated \(deprecated)"
        }
        if let obsoleted = availability.obsoleted { text += ", obsoleted \(obsoleted)" }
        lines.append(line(text))
      }
      if !api.replacement.isEmpty {
        let names = api.replacement.map { matrix.api(id: $0)?.symbol ?? $0 }
        lines.append(line("Replacement: " + names.joined(separator: ", ")))
      }
      if let note = api.note { lines.append(line(note)) }
      lines.append(
        sources("Sources (\(api.evidence.confidence.rawValue))", api.evidence.sources))
      return lines
    }
  }
}
