import CompatMatrixCore
import CompatMatrixResolver

/// Renders `compat-matrix advise`: a row per candidate minimum and a verdict, as text,
/// Markdown or JSON.
public struct AdviceRenderer: Renderer, Sendable {
  /// Text, Markdown and JSON.
  public static let formats: [OutputFormat] = [.text, .markdown, .json]

  /// The advice.
  package let advice: MinimumAdvice
  /// Styles for a terminal.
  package let style: TextStyle

  /// Creates a renderer.
  public init(advice: MinimumAdvice, style: TextStyle = .plain) {
    self.advice = advice
    self.style = style
  }

  private var showsCoverage: Bool { advice.rows.contains { $0.coverage != nil } }

  /// One sentence naming the smallest minimum after which the plans stop getting simpler.
  package var verdict: String {
    guard let plateau = advice.plateau else { return "No candidate minimum in the data." }
    let platform = advice.platform
    guard let first = advice.rows.first, first.minimum != plateau.minimum else {
      return
        "Raising the minimum above \(platform) \(plateau.minimum) does not make the plans "
        + "simpler: \(describe(plateau))."
    }
    var text =
      "The plans stop getting simpler at \(platform) \(plateau.minimum.major): from there, "
      + "\(describe(plateau)); at \(platform) \(first.minimum.major) they need "
      + "\(describe(first))."
    if let step = advice.largestStep, step.to.minimum != plateau.minimum {
      text +=
        " The largest step is raising \(platform) \(step.from.minimum.major) to "
        + "\(step.to.minimum.major): \(step.from.complexity - step.to.complexity) fewer checks, "
        + "workarounds and deprecated uses."
    }
    return text
  }

  private func describe(_ row: MinimumAdvice.Row) -> String {
    func count(_ number: Int, _ singular: String, _ plural: String) -> String {
      "\(number) \(number == 1 ? singular : plural)"
    }
    return count(row.branches, "#available check", "#available checks") + ", "
      + count(row.workarounds, "workaround", "workarounds") + " and "
      + count(row.deprecated, "deprecated use", "deprecated uses")
  }

  /// The populations some row has a share for, in Apple's order.
  private var populations: [AdoptionPopulation] {
    Set(advice.rows.flatMap { $0.coverage?.populations ?? [] }).sorted()
  }

  private static func label(_ population: AdoptionPopulation) -> String {
    switch population {
    case .recentIPhones: "recent iPhones"
    case .allIPhones: "all iPhones"
    }
  }

  private var header: [String] {
    ["minimum", "single", "#available", "gaps", "workarounds", "deprecated"]
      + (showsCoverage ? populations.map(Self.label) + ["measured on"] : [])
  }

  private func cells(_ row: MinimumAdvice.Row) -> [String] {
    var cells = [
      "\(advice.platform) \(row.minimum.major)", "\(row.single)", "\(row.branches)",
      "\(row.gaps)", "\(row.workarounds)", "\(row.deprecated)",
    ]
    if showsCoverage {
      for population in populations {
        cells.append(row.coverage?.shares[population].map(MinimumCostText.percent) ?? "")
      }
      cells.append(row.coverage?.measuredOn ?? "")
    }
    return cells
  }

  /// Writes the table and verdict in a format.
  public func render(_ format: OutputFormat, to output: inout some TextOutputStream)
    throws(RenderError)
  {
    try write(format, to: &output, text: text, markdown: markdown, json: json)
  }

  private func text() -> String {
    let rows = advice.rows.map(cells)
    let widths = header.indices.map { index in
      ([header[index]] + rows.map { $0[index] }).map(\.count).max() ?? 0
    }
    func format(_ cells: [String]) -> String {
      String(
        zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
          .joined(separator: "  ").trimmingEnd(" "))
    }
    var lines = [
      style.bold(
        "Plans by minimum deployment target, through \(advice.platform) \(advice.maximum)")
    ]
    lines += profileLines.map(MessageText.oneLine) + [""]
    lines.append(style.dim(format(header)))
    lines += rows.map(format)
    lines += ["", verdict]
    let drops = dropLines(code: MessageText.oneLine)
    if !drops.isEmpty {
      lines += ["", "Devices each minimum leaves behind:"] + drops.map { "  " + $0 }
    }
    let gains = gainLines(escaping: .plain)
    if !gains.isEmpty {
      lines += ["", "What each minimum makes usable without a check:"] + gains.map { "  " + $0 }
    }
    if showsCoverage { lines += ["", coverageNote] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines that say which profile the rows are planned under and why, as a plan's
  /// first lines say it.
  private var profileLines: [String] {
    ["For " + ArchitectureText.headline(profile: advice.profile, basis: advice.basis) + "."]
      + (ArchitectureText.basis(advice.basis).map { [$0] } ?? [])
  }

  /// One line per candidate and concern that gains something: `iOS 17 programmatic-push:
  /// navigationDestination(item:destination:)`, the APIs, then the strategies not already
  /// named by an API.
  private func gainLines(escaping: OutputEscaping) -> [String] {
    advice.rows.flatMap { row in
      row.gains.map { gain in
        var parts = gain.apis.map { escaping.code($0.symbol) }
        let strategies = gain.strategies.map { escaping.text($0.title) }
        if !strategies.isEmpty { parts.append("strategies: " + WordList.joined(strategies)) }
        return "\(advice.platform) \(row.minimum.major) \(gain.concern.id): "
          + parts.joined(separator: ", ")
      }
    }
  }

  private func markdown() -> String {
    var lines = [
      "## Plans by minimum deployment target, through \(advice.platform) \(advice.maximum)", "",
      profileLines.map(MarkdownText.inline).joined(separator: " "), "",
      "| " + header.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: header.count),
    ]
    lines += advice.rows.map { "| " + cells($0).joined(separator: " | ") + " |" }
    lines += ["", MarkdownText.inline(verdict)]
    let drops = dropLines(code: MarkdownText.inline)
    if !drops.isEmpty {
      lines += ["", "Devices each minimum leaves behind:", ""] + drops.map { "- " + $0 }
    }
    let gains = gainLines(escaping: .markdown)
    if !gains.isEmpty {
      lines +=
        ["", "What each minimum makes usable without a check:", ""] + gains.map { "- " + $0 }
    }
    if showsCoverage {
      let sources = Set(advice.rows.flatMap { $0.coverage?.sources ?? [] }).sorted()
      lines += [
        "",
        MarkdownText.inline(coverageNote) + " Sources: "
          + sources.map(MarkdownText.link(source:)).joined(separator: ", "),
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per candidate that drops device models: `iOS 17 drops iPhone 8, …`.
  private func dropLines(code: (String) -> String) -> [String] {
    let releases = advice.rows.map(\.minimum)
    return advice.rows.filter { !$0.drops.isEmpty }.map { row in
      MinimumCostText.drops(row.drops, platform: advice.platform, releases: releases, code: code)
    }
  }

  /// What the share columns mean.
  private var coverageNote: String {
    "Shares: the devices on the minimum or later, from the most recent App Store edition "
      + "whose latest or previous major release it is, measured on the date shown; a blank "
      + "means no edition covers the minimum."
  }

  /// The advice as JSON; documented in `docs/user-guide/json-output.md`.
  package func json() -> JSONDocument {
    .object([
      "schemaVersion": .int(3),
      "platform": .string(advice.platform.rawValue),
      "max": .string(advice.maximum.description),
      "profile": .string(advice.profile.rawValue),
      "chosenBy": .string(advice.basis.kind),
      "rows": .array(
        advice.rows.map { row in
          .object([
            "minimum": .string(row.minimum.description),
            "single": .int(row.single),
            "availabilityChecks": .int(row.branches),
            "gaps": .int(row.gaps),
            "workarounds": .int(row.workarounds),
            "deprecated": .int(row.deprecated),
            "coverage": row.coverage.map(UpgradeRenderer.coverage) ?? .null,
            "drops": .array(row.drops.map(UpgradeRenderer.device)),
            "gains": .array(
              row.gains.map { gain in
                .object([
                  "concern": .string(gain.concern.id),
                  "apis": .array(
                    gain.apis.map {
                      .object(["id": .string($0.id), "symbol": .string($0.symbol)])
                    }),
                  "strategies": .array(gain.strategies.map { .string($0.id) }),
                ])
              }),
          ])
        }),
      "plateau": .optional(advice.plateau?.minimum.description),
      "verdict": .string(verdict),
    ])
  }
}
