import CompatMatrixCore

/// One line of a plan as people read it, newest first: the condition to write, the strategy
/// (or no strategy, in a gap), its status and versions, and its sources.
package struct PlanRow {
  /// `if #available(iOS 16.0, *)`, `else` for the oldest row, `use` for a single strategy or
  /// `gap` for a plan that is one gap; a gap above the oldest row has its condition too.
  package var lead: String
  /// The strategy's title, or `no strategy` in a gap.
  package var title: String
  /// The strategy's worst status in the branch; `nil` in a gap.
  package var status: StrategyStatus?
  /// The versions: `16.0–18.6`, `15.x`.
  package var versions: String
  /// The strategy's sources.
  package var sources: [String]
  /// The strategy's id; `nil` in a gap.
  package var strategyID: String? = nil

  /// The rows of a plan: its branches and gaps, newest first.
  package static func rows(of plan: ConcernPlan) -> [PlanRow] {
    var rows: [(from: OSVersion, row: PlanRow)] = plan.branches.map { branch in
      (
        branch.from,
        PlanRow(
          lead: branch.condition.map { "if \($0)" } ?? "else", title: branch.strategy.title,
          status: branch.status,
          versions: VersionSpanText.label(from: branch.from, until: branch.until, in: plan.range),
          sources: branch.strategy.sources, strategyID: branch.strategy.id)
      )
    }
    rows += plan.gaps.map { gap in
      (
        gap.from,
        PlanRow(
          lead: gap.condition.map { "if \($0)" } ?? "else", title: "no strategy", status: nil,
          versions: VersionSpanText.label(from: gap.from, until: gap.until, in: plan.range),
          sources: [])
      )
    }
    rows.sort { $0.from > $1.from }
    if rows.count == 1 { rows[0].row.lead = plan.gaps.isEmpty ? "use" : "gap" }
    return rows.map(\.row)
  }
}
