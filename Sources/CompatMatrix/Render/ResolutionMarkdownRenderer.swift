/// Renders a resolution report as a Markdown document section: a summary table, then per
/// concern the plan, what was not chosen and why, and the sources.
public struct ResolutionMarkdownRenderer: Sendable {
  /// The report.
  public let report: ResolutionReport
  /// The heading level of the report's title; concerns are one level below.
  public let headingLevel: Int

  /// Creates a renderer.
  public init(report: ResolutionReport, headingLevel: Int = 2) {
    self.report = report
    self.headingLevel = headingLevel
  }

  /// The whole section.
  public func render() -> String {
    let range = report.range
    let hashes = String(repeating: "#", count: headingLevel)
    var lines = [
      "\(hashes) Navigation plan for \(range.platform) \(range.minimum)–\(range.maximum)", "",
      MarkdownText.inline("Range \(RangeDescription.source(report)).") + " "
        + "\(report.plans.count) concerns: \(report.count(.single)) with one strategy, "
        + "\(report.count(.branched)) branched, \(report.count(.gap)) with gaps.",
      "", "| Concern | Plan | Check |", "|---|---|---|",
    ]
    for plan in report.plans {
      lines.append(
        "| [\(plan.concern.id)](#\(plan.concern.id)) | \(Self.summary(of: plan)) | "
          + "\(Self.check(of: plan)) |")
    }
    for plan in report.plans {
      lines += [""] + section(plan, hashes: hashes + "#")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A plan in one table cell: its branches newest first, each with its status and versions,
  /// then its gaps: `NavigationStack (works, 16.0–18.6); NavigationView (works, 15.x)`.
  static func summary(of plan: ConcernPlan) -> String {
    let branches = plan.branches.reversed().map {
      "\(MarkdownText.cell($0.strategy.title)) (\($0.status.rawValue), "
        + "\(VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range)))"
    }
    let gaps = plan.gaps.map {
      "gap \(VersionSpanText.label(from: $0.from, until: $0.until, in: plan.range))"
    }
    return (branches + gaps).joined(separator: "; ")
  }

  /// A plan's availability check as code for a table cell, or nothing.
  static func check(of plan: ConcernPlan) -> String {
    plan.availabilityCheck.map { MarkdownText.code($0, inTable: true) } ?? ""
  }

  private func section(_ plan: ConcernPlan, hashes: String) -> [String] {
    var notes = SourceFootnotes()
    var lines = [
      "\(hashes) \(plan.concern.id)", "", "*\(MarkdownText.inline(plan.concern.question))*", "",
    ]
    let rows = PlanRow.rows(of: plan)
    if plan.outcome == .single, let row = rows.first {
      lines += [
        "**Use \(MarkdownText.inline(row.title))** (\(row.status?.rawValue ?? "gap"), "
          + "\(row.versions)) \(notes.cite(row.sources))".trimmingTrailingSpaces(),
        "",
      ]
    } else {
      lines += ["| Condition | Strategy | Status | Versions |", "|---|---|---|---|"]
      for row in rows {
        let lead = row.lead.hasPrefix("if ") ? MarkdownText.code(row.lead, inTable: true) : row.lead
        lines.append(
          "| \(lead) | "
            + "\(MarkdownText.cell(row.title)) \(notes.cite(row.sources))".trimmingTrailingSpaces()
            + " | "
            + "\(row.status?.rawValue ?? "gap") | \(row.versions) |")
      }
      lines.append("")
    }
    for gap in plan.gaps {
      guard let recorded = gap.recorded else { continue }
      lines += [
        "**Gap \(VersionSpanText.label(from: gap.from, until: gap.until, in: plan.range)):** "
          + MarkdownText.inline(recorded.note) + " " + notes.cite(recorded.evidence.sources),
        "",
      ]
    }
    var bullets: [String] = []
    for branch in plan.branches {
      for note in branch.notes {
        bullets.append(
          "- \(MarkdownText.inline(branch.strategy.title)) is \(note.status.rawValue) "
            + VersionSpanText.describe(from: note.from, until: note.until, in: plan.range)
            + ": \(MarkdownText.inline(note.text)) \(notes.cite(note.sources))")
      }
      for caveat in branch.strategy.caveats {
        bullets.append("- Caveat: \(MarkdownText.inline(caveat))")
      }
      for effect in branch.strategy.sideEffects where effect.scope == .app {
        bullets.append("- App-wide side effect: \(MarkdownText.inline(effect.description))")
      }
    }
    if !bullets.isEmpty { lines += bullets + [""] }
    if !plan.rejected.isEmpty {
      lines += ["Not chosen:", ""]
      for rejection in plan.rejected {
        let failing = rejection.reasons.first { !$0.status.isUsable }
        let detail =
          failing.map {
            ": \(MarkdownText.inline($0.text)) \(notes.cite($0.sources))"
          } ?? ""
        lines.append(
          "- \(MarkdownText.inline(rejection.strategy.title)): "
            + MarkdownText.inline(rejection.summary) + detail)
      }
      lines.append("")
    }
    if !notes.sources.isEmpty {
      lines.append("Sources:")
      lines.append("")
      for (offset, source) in notes.sources.enumerated() {
        lines.append("\(offset + 1). \(MarkdownText.link(source: source))")
      }
    }
    while lines.last == "" { lines.removeLast() }
    return lines.map { $0.trimmingTrailingSpaces() }
  }
}
