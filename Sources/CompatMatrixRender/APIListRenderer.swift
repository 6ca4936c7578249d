import CompatMatrixCore

/// Renders `compat-matrix apis`: every API record with its availability on a platform, as
/// text, Markdown or JSON.
package struct APIListRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The records, sorted by id.
  package let apis: [APIRecord]
  /// The platform whose availability is shown.
  package let platform: Platform
  /// Styles for a terminal.
  package let style: TextStyle

  /// Creates a renderer over the records available on `platform`.
  package init(matrix: Matrix, platform: Platform, style: TextStyle = .plain) {
    self.apis = matrix.apis.filter { $0.availability[platform] != nil }
    self.platform = platform
    self.style = style
  }

  /// Writes the list in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  private func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(platform.rawValue),
      "apis": .array(apis.map { Self.json($0, platforms: [platform]) }),
    ])
  }

  /// One record as JSON, with the availability of the given platforms.
  package static func json(_ api: APIRecord, platforms: [Platform]) -> JSONDocument {
    var availability: [String: JSONDocument] = [:]
    for platform in platforms {
      guard let entry = api.availability[platform] else { continue }
      availability[platform.rawValue] = .object([
        "introduced": .string(entry.introduced.description),
        "deprecated": .optional(entry.deprecated?.description),
        "obsoleted": .optional(entry.obsoleted?.description),
      ])
    }
    return .object([
      "id": .string(api.id),
      "symbol": .string(api.symbol),
      "framework": .string(api.framework),
      "kind": .string(api.kind.rawValue),
      "summary": .string(api.summary),
      "platforms": .object(availability),
      "replacement": .array(api.replacement.map(JSONDocument.string)),
      "note": .optional(api.note),
      "sources": .array(api.evidence.sources.map(JSONDocument.string)),
      "confidence": .string(api.evidence.confidence.rawValue),
    ])
  }

  private func columns(_ api: APIRecord) -> [String] {
    // The initializer keeps only records available on the platform.
    let entry = api.availability[platform]!
    return [
      api.symbol, api.framework, entry.introduced.description,
      entry.deprecated?.description ?? "", entry.obsoleted?.description ?? "",
      api.replacement.joined(separator: ", "),
    ]
  }

  private func text() -> String {
    let header = ["SYMBOL", "FRAMEWORK", "INTRODUCED", "DEPRECATED", "OBSOLETED", "REPLACEMENT"]
    // Escaped before the widths are measured: what a terminal shows is what is aligned.
    let rows = apis.map { columns($0).map(MessageText.oneLine) }
    let widths = header.indices.map { index in
      ([header[index]] + rows.map { $0[index] }).map(\.count).max() ?? 0
    }
    func format(_ row: [String]) -> String {
      String(
        zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
          .joined(separator: "  ").trimmingEnd(" "))
    }
    var lines = [
      style.bold("\(apis.count) \(platform) API records in the data"), "",
      style.dim(format(header)),
    ]
    lines += rows.map(format)
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdown() -> String {
    var lines = [
      "## \(platform) API records", "",
      "| Symbol | Framework | Introduced | Deprecated | Obsoleted | Replacement | Sources |",
      "|---|---|---|---|---|---|---|",
    ]
    for api in apis {
      var cells = columns(api).map(MarkdownText.cell)
      cells[0] = MarkdownText.code(api.symbol, inTable: true)
      cells.append(api.evidence.sources.map(MarkdownText.link(source:)).joined(separator: ", "))
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
