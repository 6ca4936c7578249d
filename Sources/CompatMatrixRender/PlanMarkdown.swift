import CompatMatrixCore
import CompatMatrixResolver

/// A concern's plan in Markdown: the strategy to use or the branches to write, the gaps, what
/// falls short inside the branches, and the strategies not chosen. `resolve --format markdown`
/// and the generated concern pages both use it, each with its own way to cite.
package struct PlanMarkdown {
  /// The plan.
  package let plan: ConcernPlan
  /// Whether strategy names link to their sections on the page (`[title](#id)`).
  var linksStrategies = false
  /// Whether each strategy row cites the strategy's sources.
  var citesStrategies = false
  /// Whether the chosen strategies' caveats and app-wide side effects are listed.
  var listsCaveats = false
  /// The report's reasons for what is out of reach, which the report gives once at its end;
  /// `nil`: the plan's own, given after what it did not choose.
  var legend: OutOfReachLegend?

  /// Creates the Markdown of a plan.
  package init(
    plan: ConcernPlan, linksStrategies: Bool = false, citesStrategies: Bool = false,
    listsCaveats: Bool = false, legend: OutOfReachLegend? = nil
  ) {
    self.plan = plan
    self.linksStrategies = linksStrategies
    self.citesStrategies = citesStrategies
    self.listsCaveats = listsCaveats
    self.legend = legend
  }

  /// The reasons of a legend as a Markdown list, each citing its sources.
  package static func legendLines<Citations: PlanCitations>(
    _ legend: OutOfReachLegend, citing citations: inout Citations
  ) -> [String] {
    legend.entries.map { entry in
      String(
        ("- " + MarkdownText.inline(OutOfReachLegend.text(entry)) + " "
          + citations.cite(sources: entry.sources, confidence: entry.confidence))
          .trimmingEnd(" "))
    }
  }

  /// The lines, citing through `citations`.
  package func lines<Citations: PlanCitations>(citing citations: inout Citations) -> [String] {
    let range = plan.range
    var lines: [String] = []
    let rows = PlanRow.rows(of: plan)
    func strategy(_ row: PlanRow, inTable: Bool) -> String {
      let text = inTable ? MarkdownText.cell(row.title) : MarkdownText.inline(row.title)
      guard linksStrategies, let id = row.strategyID else { return text }
      return "[\(text)](#\(id))"
    }
    func sources(_ row: PlanRow) -> String {
      citesStrategies ? " " + citations.cite(sources: row.sources, confidence: .confirmed) : ""
    }
    if plan.outcome == .single, let row = rows.first {
      lines += [
        String(
          ("**Use \(strategy(row, inTable: false))** (\(row.status?.rawValue ?? "gap"), "
            + "\(row.versions))" + sources(row)).trimmingEnd(" ")),
        "",
      ]
    } else {
      lines += ["| Condition | Strategy | Status | Versions |", "|---|---|---|---|"]
      for row in rows {
        let lead = row.lead.hasPrefix("if ") ? MarkdownText.code(row.lead, inTable: true) : row.lead
        let status = row.status?.rawValue ?? (row.isNotApplicable ? "n/a" : "gap")
        lines.append(
          "| \(lead) | " + (strategy(row, inTable: true) + sources(row)).trimmingEnd(" ")
            + " | \(status) | \(row.versions) |")
      }
      lines.append("")
    }
    for bridge in plan.bridges {
      lines += ["**Bridge:** " + MarkdownText.inline(bridge.line) + ".", ""]
    }
    for branch in plan.branches {
      if let tie = TieText.sentence(branch, in: range) {
        lines += ["**Tie:** " + MarkdownText.inline(tie) + ".", ""]
      }
    }
    for stretch in plan.notApplicable {
      lines += [
        "**Not applicable "
          + "\(VersionSpanText.label(from: stretch.from, until: stretch.until, in: range)):** "
          + MarkdownText.inline(stretch.reason), "",
      ]
    }
    for gap in plan.gaps {
      guard let recorded = gap.recorded else { continue }
      let cite = citations.cite(
        sources: recorded.evidence.sources, confidence: recorded.evidence.confidence)
      lines += [
        String(
          ("**Gap \(VersionSpanText.label(from: gap.from, until: gap.until, in: range)):** "
            + MarkdownText.inline(recorded.note) + " " + cite).trimmingEnd(" ")),
        "",
      ]
    }
    var bullets: [String] = []
    for branch in plan.branches {
      for reason in branch.notes {
        bullets.append(
          "- \(MarkdownText.inline(branch.strategy.title)) is \(reason.status.rawValue) "
            + VersionSpanText.describe(from: reason.from, until: reason.until, in: range)
            + ": \(MarkdownText.inline(reason.text)) \(citations.cite(reason, in: range))")
      }
      for reason in branch.newerSDKNotes {
        bullets.append(
          "- Built with a newer SDK, \(MarkdownText.inline(branch.strategy.title)) would be "
            + "\(reason.status.rawValue) "
            + VersionSpanText.describe(from: reason.from, until: reason.until, in: range)
            + ": \(MarkdownText.inline(reason.text)) \(citations.cite(reason, in: range))")
      }
      guard listsCaveats else { continue }
      for caveat in branch.strategy.caveats
      where caveat.holds(on: range.platform, from: branch.from, until: branch.until) {
        bullets.append("- Caveat: \(MarkdownText.inline(caveat.text))")
      }
      for effect in branch.strategy.sideEffects where effect.scope == .app {
        bullets.append("- App-wide side effect: \(MarkdownText.inline(effect.description))")
      }
    }
    if !bullets.isEmpty { lines += bullets + [""] }
    if !plan.rejected.isEmpty {
      let legend = self.legend ?? OutOfReachLegend([plan])
      lines += ["Not chosen:", ""]
      for rejection in plan.rejected {
        let title = MarkdownText.inline(rejection.strategy.title)
        let name = linksStrategies ? "[\(title)](#\(rejection.strategy.id))" : title
        if let out = rejection.outOfReach {
          lines.append("- \(name): " + MarkdownText.inline(legend.summary(out)))
          continue
        }
        let detail =
          RejectionReasons.failing(rejection, in: plan.range).map {
            ": "
              + $0.map {
                "\($0.stretch.map { "\($0): " } ?? "")\(MarkdownText.inline($0.reason.text)) "
                  + citations.cite($0.reason, in: range)
              }.joined(separator: "; ")
          } ?? ""
        lines.append("- \(name): " + MarkdownText.inline(rejection.summary) + detail)
      }
      lines.append("")
      if self.legend == nil, !legend.entries.isEmpty {
        lines += ["Out of reach:", ""] + Self.legendLines(legend, citing: &citations) + [""]
      }
    }
    return lines
  }
}

/// How a Markdown plan cites its evidence: numbered sources, or footnotes.
package protocol PlanCitations {
  /// A reference for a status reason.
  mutating func cite(_ reason: StatusReason, in range: ResolvedRange) -> String
  /// A reference for a list of sources; empty when there are none.
  mutating func cite(sources: [String], confidence: Confidence) -> String
}

extension SourceFootnotes: PlanCitations {
  package mutating func cite(_ reason: StatusReason, in range: ResolvedRange) -> String {
    cite(reason.sources)
  }

  package mutating func cite(sources: [String], confidence: Confidence) -> String {
    cite(sources)
  }
}
