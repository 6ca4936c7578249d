import CompatMatrixCore

/// One line of a plan as people read it, newest first: the condition to write, the strategy
/// (or no strategy, in a gap; nothing to do, where the concern does not arise), its status and
/// versions, and its sources.
package struct PlanRow {
  /// `if #available(iOS 16.0, *)`, `else` for the oldest row, `use` for a single strategy,
  /// `gap` for a plan that is one gap, or what takes effect without a check (`Info.plist`);
  /// a gap above the oldest row has its condition too.
  package var lead: String
  /// The strategy's title, `no strategy` in a gap, `not applicable` where the concern does
  /// not arise.
  package var title: String
  /// The strategy's worst status in the branch; `nil` in a gap or where not applicable.
  package var status: StrategyStatus?
  /// Whether the row is a stretch where the concern does not arise (not a gap).
  package var isNotApplicable = false
  /// The versions: `16.0–18.6`, `15.x`.
  package var versions: String
  /// The strategy's sources.
  package var sources: [String]
  /// The strategy's id; `nil` in a gap.
  package var strategyID: String? = nil
  /// The titles of the strategies that tie with it over the branch (`PlanBranch.tie`).
  package var tiedWith: [String] = []

  /// What takes effect without a check, for the lead of a branch of that kind.
  package static func lead(of kind: StrategyKind) -> String? {
    switch kind {
    case .code, .plainDefault: nil
    case .infoPlistKey: "Info.plist"
    case .buildSetting: "build setting"
    case .linkedSDK: "build with the SDK"
    }
  }

  /// The rows of a plan: its branches, gaps and stretches where it does not arise, newest
  /// first.
  package static func rows(of plan: ConcernPlan) -> [PlanRow] {
    var rows: [(from: OSVersion, row: PlanRow)] = plan.branches.map { branch in
      (
        branch.from,
        PlanRow(
          lead: branch.condition.map { "if \($0)" } ?? lead(of: branch.strategy.kind) ?? "else",
          title: branch.strategy.title, status: branch.status,
          versions: VersionSpanText.label(from: branch.from, until: branch.until, in: plan.range),
          sources: branch.strategy.sources, strategyID: branch.strategy.id,
          tiedWith: branch.tie?.others.map(\.title) ?? [])
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
    rows += plan.notApplicable.map { stretch in
      (
        stretch.from,
        PlanRow(
          lead: stretch.condition.map { "if \($0)" } ?? "else", title: "not applicable",
          status: nil, isNotApplicable: true,
          versions: VersionSpanText.label(from: stretch.from, until: stretch.until, in: plan.range),
          sources: [])
      )
    }
    rows.sort { $0.from > $1.from }
    if rows.count == 1, rows[0].row.status != nil, rows[0].row.lead == "else" {
      rows[0].row.lead = "use"
    } else if rows.count == 1, !plan.gaps.isEmpty {
      rows[0].row.lead = "gap"
    }
    return rows.map(\.row)
  }
}
