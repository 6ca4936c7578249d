import CompatMatrixCore
import CompatMatrixResolver

/// A resolution report as a Markdown document section, the Markdown of `ResolutionRenderer`:
/// a summary table, then per concern the plan, what was not chosen and why, and the sources.
package struct ResolutionMarkdown: Sendable {
  /// The report.
  package let report: ResolutionReport
  /// The heading level of the report's title; concerns are one level below.
  package let headingLevel: Int
  /// How the sources are named.
  package let citations: SourceCitations

  /// Creates a renderer.
  package init(
    report: ResolutionReport, headingLevel: Int = 2,
    citations: SourceCitations = SourceCitations()
  ) {
    self.report = report
    self.headingLevel = headingLevel
    self.citations = citations
  }

  /// The whole section.
  package func document() -> String {
    let range = report.range
    let hashes = String(repeating: "#", count: headingLevel)
    var lines = [
      "\(hashes) Navigation plan for \(range.platform) \(range.minimum)–\(range.maximum)", "",
    ]
    if let navigation = report.navigation {
      var paragraph = "**" + MarkdownText.inline(ArchitectureText.headline(navigation)) + ".**"
      if let basis = ArchitectureText.basis(navigation) {
        paragraph += " " + MarkdownText.inline(basis)
      }
      lines += [paragraph, ""]
    }
    lines += [
      MarkdownText.inline("Range \(RangeDescription.source(report)).") + " "
        + MarkdownText.inline(RangeDescription.counts(report)) + "."
    ]
    if let navigation = report.navigation {
      lines += Self.architecture(navigation, hashes: hashes + "#")
    }
    lines += ["", "| Concern | Plan | Check |", "|---|---|---|"]
    for plan in report.plans {
      lines.append(
        "| [\(plan.concern.id)](#\(plan.concern.id)) | \(Self.summary(of: plan)) | "
          + "\(Self.check(of: plan)) |")
    }
    let legend = OutOfReachLegend(report.plans)
    for plan in report.plans {
      lines += [""] + section(plan, hashes: hashes + "#", legend: legend)
    }
    if !legend.entries.isEmpty {
      var notes = SourceFootnotes()
      lines +=
        ["", "\(hashes)# Out of reach", ""]
        + PlanMarkdown.legendLines(legend, citing: &notes)
      if !notes.sources.isEmpty {
        lines += ["", "Sources:", ""]
        for (offset, source) in notes.sources.enumerated() {
          lines.append("\(offset + 1). \(MarkdownText.link(source: source, citations: citations))")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The architecture summary as a table, and the concerns that do not arise as a list.
  package static func architecture(_ navigation: NavigationPlan, hashes: String) -> [String] {
    var lines: [String] = []
    let spans = navigation.summary.spans
    if !spans.isEmpty {
      let roles = ArchitectureRole.allCases.filter { role in
        spans.contains { $0.roles.contains { $0.role == role } }
      }
      let hasGaps = spans.contains { !$0.gaps.isEmpty }
      lines += ["", "\(hashes) Navigation architecture", ""]
      lines.append(
        "| \(navigation.range.platform) | "
          + (roles.map { $0.rawValue.capitalizedFirstLetter } + (hasGaps ? ["No strategy"] : []))
          .joined(separator: " | ") + " |")
      lines.append("|---|" + String(repeating: "---|", count: roles.count + (hasGaps ? 1 : 0)))
      for span in spans {
        var cells = roles.map { role in
          (span.roles.first { $0.role == role }?.names ?? []).map(MarkdownText.cell)
            .joined(separator: ", ")
        }
        if hasGaps { cells.append(span.gaps.joined(separator: ", ")) }
        lines.append("| \(span.label) | " + cells.joined(separator: " | ") + " |")
      }
    }
    if !navigation.notApplicable.isEmpty {
      lines += ["", "Not applicable:", ""]
      for entry in navigation.notApplicable {
        lines.append(
          "- `\(entry.concern.id)`: "
            + MarkdownText.inline(
              ArchitectureText.notApplicable(entry, profile: navigation.profile)))
      }
    }
    return lines
  }

  /// A plan in one table cell: its branches newest first, each with its status and versions
  /// and any tie, then its gaps: `NavigationStack (works, 16.0–18.6); NavigationView (works,
  /// 15.x)`.
  package static func summary(of plan: ConcernPlan) -> String {
    let branches = plan.branches.reversed().map {
      "\(MarkdownText.cell($0.strategy.title)) (\($0.status.rawValue), "
        + "\(VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range))"
        + ($0.tie.map { "; " + MarkdownText.cell(TieText.with($0)) } ?? "") + ")"
    }
    let gaps = plan.gaps.map {
      "gap \(VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range))"
    }
    let inapplicable = plan.notApplicable.map {
      "not applicable \(VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range))"
    }
    return (branches + gaps + inapplicable).joined(separator: "; ")
  }

  /// A plan's availability check as code for a table cell, or nothing.
  package static func check(of plan: ConcernPlan) -> String {
    plan.availabilityCheck.map { MarkdownText.code($0, inTable: true) } ?? ""
  }

  private func section(_ plan: ConcernPlan, hashes: String, legend: OutOfReachLegend)
    -> [String]
  {
    var notes = SourceFootnotes()
    var lines = [
      "\(hashes) \(plan.concern.id)", "", "*\(MarkdownText.inline(plan.concern.question))*", "",
    ]
    lines += PlanMarkdown(plan: plan, citesStrategies: true, listsCaveats: true, legend: legend)
      .lines(citing: &notes)
    if !notes.sources.isEmpty {
      lines.append("Sources:")
      lines.append("")
      for (offset, source) in notes.sources.enumerated() {
        lines.append("\(offset + 1). \(MarkdownText.link(source: source, citations: citations))")
      }
    }
    while lines.last == "" { lines.removeLast() }
    return lines.map { String($0.trimmingEnd(" ")) }
  }
}
