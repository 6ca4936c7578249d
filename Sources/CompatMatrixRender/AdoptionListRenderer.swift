import CompatMatrixCore

/// Renders `compat-matrix show adoption`: every dated edition of Apple's App Store usage
/// figures in the data, as Apple gives them (latest, previous and earlier releases for each
/// population), as text, Markdown or JSON.
package struct AdoptionListRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  package static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The editions of the platform, oldest first.
  package let editions: [AdoptionEdition]
  /// The platform.
  package let platform: Platform
  /// Styles for terminal text.
  package let style: TextStyle

  /// Creates a renderer for the editions of `platform` in `matrix`.
  package init(matrix: Matrix, platform: Platform, style: TextStyle = .plain) {
    self.editions = matrix.adoption.filter { $0.platform == platform }
      .sorted { $0.measuredOn < $1.measuredOn }
    self.platform = platform
    self.style = style
  }

  /// Writes the editions in a format.
  package func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  private var heading: String {
    editions.isEmpty
      ? "No App Store usage figures for \(platform) in the data."
      : "App Store usage of \(platform) releases, by date of measurement (\(editions.count))"
  }

  /// `76% iOS 18, 19% iOS 17, 5% earlier`.
  private func shares(_ edition: AdoptionEdition, _ population: AdoptionPopulation) -> String {
    guard let shares = edition.shares[population] else { return "" }
    var parts = ["\(MinimumCostText.percent(shares.latest)) \(platform) \(edition.latest.major)"]
    if let previous = shares.previous {
      parts.append("\(MinimumCostText.percent(previous)) \(platform) \(edition.previous.major)")
    }
    if let earlier = shares.earlier { parts.append("\(MinimumCostText.percent(earlier)) earlier") }
    return parts.joined(separator: ", ")
  }

  private func text() -> String {
    var lines = [style.bold(heading)]
    for edition in editions {
      lines += ["", "measured on \(edition.measuredOn) (\(edition.evidence.confidence.rawValue))"]
      for population in AdoptionPopulation.allCases where edition.shares[population] != nil {
        lines.append("  \(population.description): \(shares(edition, population))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func markdown() -> String {
    var lines = ["## \(heading)"]
    guard !editions.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let populations = AdoptionPopulation.allCases
    lines += [
      "",
      "| Measured on | "
        + populations.map(\.description).joined(separator: " | ") + " | Confidence | Sources |",
      "|---|" + String(repeating: "---|", count: populations.count + 2),
    ]
    for edition in editions {
      let sources = edition.evidence.sources.map(MarkdownText.link(source:))
        .joined(separator: ", ")
      lines.append(
        "| \(edition.measuredOn) | "
          + populations.map { shares(edition, $0) }.joined(separator: " | ")
          + " | \(edition.evidence.confidence.rawValue) | \(sources) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A share as the whole percentage Apple gives.
  private static func share(_ value: Double) -> JSONDocument { .int(Int(value.rounded())) }

  /// The JSON contract: `{"schemaVersion":1,"platform":…,"editions":[…]}`.
  package func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(1),
      "platform": .string(platform.rawValue),
      "editions": .array(
        editions.map { edition in
          .object([
            "measuredOn": .string(edition.measuredOn),
            "latest": .string(edition.latest.description),
            "previous": .string(edition.previous.description),
            "populations": .object(
              Dictionary(
                uniqueKeysWithValues: edition.shares.map { population, shares in
                  (
                    population.rawValue,
                    JSONDocument.object([
                      "latest": Self.share(shares.latest),
                      "previous": shares.previous.map(Self.share) ?? .null,
                      "earlier": shares.earlier.map(Self.share) ?? .null,
                    ])
                  )
                })),
            "sources": .array(edition.evidence.sources.map(JSONDocument.string)),
            "confidence": .string(edition.evidence.confidence.rawValue),
            "disagreement": .optional(edition.evidence.disagreement),
            "note": .optional(edition.note),
          ])
        }),
    ])
  }
}
