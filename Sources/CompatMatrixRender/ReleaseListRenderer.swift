import CompatMatrixCore

/// Renders a platform's releases for `compat-matrix versions`, as text, Markdown or JSON.
package struct ReleaseListRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The releases to render.
  package let releases: PlatformReleases
  /// Styles for terminal text.
  package let style: TextStyle

  /// Creates a renderer.
  package init(releases: PlatformReleases, style: TextStyle = .plain) {
    self.releases = releases
    self.style = style
  }

  /// Writes the list in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  private var heading: String {
    let list = releases.releases
    guard let first = list.first, let last = list.last else {
      return "No \(releases.platform) releases in the data."
    }
    let count = list.count == 1 ? "1 release" : "\(list.count) releases"
    return
      "\(releases.platform) releases in the data: \(first.version) to \(last.version) (\(count))"
  }

  private func text() -> String {
    var lines = [style.bold(heading), ""]
    lines.append(style.dim(pad("VERSION", 10) + pad("DATE", 13) + "CONFIDENCE"))
    for release in releases.releases {
      lines.append(
        pad(release.version.description, 10) + pad(release.date, 13)
          + release.evidence.confidence.rawValue)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdown() -> String {
    var lines = [
      "## \(heading)", "", "| Version | Date | Confidence | Sources |", "|---|---|---|---|",
    ]
    for release in releases.releases {
      let sources = release.evidence.sources.map(MarkdownText.link(source:)).joined(separator: ", ")
      lines.append(
        "| \(release.version) | \(release.date) | \(release.evidence.confidence.rawValue) | "
          + "\(sources) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON contract: `{"schemaVersion":1,"platform":…,"releases":[…]}`.
  package func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(releases.platform.rawValue),
      "releases": .array(
        releases.releases.map { release in
          .object([
            "version": .string(release.version.description),
            "date": .string(release.date),
            "sources": .array(release.evidence.sources.map(JSONDocument.string)),
            "confidence": .string(release.evidence.confidence.rawValue),
            "note": .optional(release.note),
          ])
        }),
    ])
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
