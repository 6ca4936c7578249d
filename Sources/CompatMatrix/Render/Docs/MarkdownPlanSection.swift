/// A concern's plan for a range, as the section that opens a concern page of a team's docs:
/// the strategy or branches to write, the gaps, what falls short inside the branches, and the
/// strategies not chosen.
struct MarkdownPlanSection {
  let plan: ConcernPlan

  func render(notes: inout MarkdownFootnotes) -> [String] {
    let range = plan.range
    var lines = ["## " + MarkdownText.inline(DocsText.planHeading(range)), ""]
    let rows = PlanRow.rows(of: plan)
    func strategy(_ row: PlanRow, inTable: Bool) -> String {
      let text = inTable ? MarkdownText.cell(row.title) : MarkdownText.inline(row.title)
      return row.strategyID.map { "[\(text)](#\($0))" } ?? text
    }
    if plan.outcome == .single, let row = rows.first {
      lines += [
        "**Use \(strategy(row, inTable: false))** "
          + "(\(row.status?.rawValue ?? "gap"), \(row.versions))",
        "",
      ]
    } else {
      lines += ["| Condition | Strategy | Status | Versions |", "|---|---|---|---|"]
      for row in rows {
        let lead = row.lead.hasPrefix("if ") ? MarkdownText.code(row.lead, inTable: true) : row.lead
        lines.append(
          "| \(lead) | \(strategy(row, inTable: true)) | \(row.status?.rawValue ?? "gap") | \(row.versions) |"
        )
      }
      lines.append("")
    }
    for gap in plan.gaps {
      guard let recorded = gap.recorded else { continue }
      let evidence = MarkdownFootnotes.evidence(
        recorded.evidence.sources, confidence: recorded.evidence.confidence)
      let note = evidence.isEmpty ? "" : " " + notes.cite(String(evidence.dropFirst()))
      lines += [
        "**Gap \(VersionSpanText.label(from: gap.from, until: gap.until, in: range)):** "
          + MarkdownText.inline(recorded.note) + note,
        "",
      ]
    }
    var bullets: [String] = []
    for branch in plan.branches {
      for reason in branch.notes {
        bullets.append(
          "- \(MarkdownText.inline(branch.strategy.title)) is \(reason.status.rawValue) "
            + VersionSpanText.describe(from: reason.from, until: reason.until, in: range)
            + ": \(MarkdownText.inline(reason.text)) \(notes.cite(reason, in: range))")
      }
    }
    if !bullets.isEmpty { lines += bullets + [""] }
    if !plan.rejected.isEmpty {
      lines += ["Not chosen:", ""]
      for rejection in plan.rejected {
        let failing = rejection.reasons.first { !$0.status.isUsable }
        let detail =
          failing.map {
            ": \(MarkdownText.inline($0.text)) \(notes.cite($0, in: range))"
          } ?? ""
        lines.append(
          "- [\(MarkdownText.inline(rejection.strategy.title))](#\(rejection.strategy.id)): "
            + MarkdownText.inline(rejection.summary) + detail)
      }
      lines.append("")
    }
    return lines
  }
}
