import CompatMatrixCore
import CompatMatrixResolver
import CompatMatrixSource

/// An Architecture Decision Record for raising the minimum deployment target, ready for
/// `docs/adr/`: Title, Status, Context, Decision, Consequences, Alternatives considered. The
/// `adr` format of `UpgradeRenderer`.
///
/// It carries no date, so the same data gives the same bytes; the team adds the date when it
/// accepts the record.
struct DecisionRecord: Sendable {
  /// The upgrade being proposed.
  let upgrade: UpgradeRenderer
  /// The plan complexity at other candidate minimums, for the alternatives.
  let advice: MinimumAdvice?

  /// When the users sentence's figure is of another date than the alternatives', the same
  /// minimum as their edition measured it, so that the shares the record sets side by side are
  /// of one date; empty otherwise.
  private var sameDateUsers: String {
    let to = upgrade.report.to.minimum
    guard let row = advice?.rows.first(where: { $0.minimum == to }),
      let same = row.sameDate, same.edition != upgrade.report.coverage?.edition
    else { return "" }
    return " On \(same.measuredOn), the date the alternatives below are measured on, it keeps "
      + MinimumCostText.shares(same, atLeast: same.isLowerBound) + "."
  }

  /// The record in Markdown.
  func markdown() -> String {
    let report = upgrade.report
    let platform = report.from.platform
    let from = report.from.minimum
    let to = report.to.minimum
    let before = report.concerns.map(\.before)
    let after = report.concerns.map(\.after)
    func checks(_ plans: [ConcernPlan]) -> Int {
      plans.reduce(0) { $0 + $1.fallbackChecks }
    }
    func count(_ number: Int, _ singular: String, _ plural: String) -> String {
      "\(number) \(number == 1 ? singular : plural)"
    }
    func workarounds(_ plans: [ConcernPlan]) -> Int {
      plans.reduce(0) { $0 + $1.branches.filter { $0.strategy.origin != .firstParty }.count }
    }
    var lines = [
      "# Raise the minimum \(platform) deployment target from \(from) to \(to)", "",
      "- Status: Proposed", "- Deciders: (fill in)", "- Date: (fill in)", "",
      "## Context", "",
      "The app supports \(platform) \(from) through \(report.from.maximum). CompatMatrix "
        + "resolves \(report.concerns.count) navigation concerns over that range: they need "
        + count(checks(before), "`#available` check", "`#available` checks")
        + " to choose between strategies, "
        + count(workarounds(before), "workaround or library", "workarounds or libraries")
        + ", and "
        + count(before.filter { $0.outcome == .gap }.count, "concern has", "concerns have")
        + " versions no strategy serves. The plans keep to "
        + MarkdownText.inline(ArchitectureText.headline(report.navigation)) + ".",
      "",
      "## Decision", "",
      "Raise the minimum deployment target to \(platform) \(to). The plans for \(to) through "
        + "\(report.to.maximum) need "
        + count(checks(after), "`#available` check", "`#available` checks")
        + " and " + count(workarounds(after), "workaround or library", "workarounds or libraries")
        + ".",
      "",
      "## Consequences", "",
      report.summary, "",
    ]
    for concern in report.concerns where concern.hasChanges {
      lines.append(
        "- **\(concern.concern.id)**: "
          + upgrade.changes(concern, escaping: .markdown).joined(separator: "; ") + ".")
    }
    let unchanged = report.concerns.filter { !$0.hasChanges }.map(\.concern.id)
    if !unchanged.isEmpty {
      lines.append("- Unchanged: " + unchanged.joined(separator: ", ") + ".")
    }
    if !upgrade.deadChecks.isEmpty {
      lines += ["", "Checks in the code that become always true:", ""]
      for check in upgrade.deadChecks {
        lines.append(
          "- " + MarkdownText.code("\(check.file):\(check.line)") + ": "
            + MarkdownText.inline(check.description))
      }
    }
    if let rewrite = upgrade.rewrite {
      lines += ["", MarkdownText.inline(rewrite.summary)]
    }
    lines += [
      "", "Devices: " + MinimumCostText.devices(report, code: MarkdownText.inline), "",
      "Users: " + MarkdownText.inline(upgrade.usersSentence) + upgrade.usersSources
        + sameDateUsers,
    ]
    lines += ["", "## Alternatives considered", ""]
    lines.append(
      "- Keep \(platform) \(from): " + count(checks(before), "check", "checks") + " and "
        + count(workarounds(before), "workaround", "workarounds") + " stay.")
    for row in advice?.rows ?? [] where row.minimum > from && row.minimum != to {
      var line =
        "- \(platform) \(row.minimum): " + count(row.branches, "check", "checks") + ", "
        + count(row.workarounds, "workaround", "workarounds") + ", "
        + count(row.deprecated, "deprecated use", "deprecated uses") + ", "
        + count(row.gaps, "concern with gaps", "concerns with gaps")
      if let coverage = row.sameDate {
        line +=
          "; keeps \(MinimumCostText.shares(coverage, atLeast: coverage.isLowerBound)) "
          + "(\(coverage.measuredOn))"
      }
      if !row.drops.isEmpty {
        line += "; drops " + MinimumCostText.list(row.drops.map { MarkdownText.inline($0.name) })
      }
      lines.append(line + ".")
    }
    lines += [
      "",
      "Generated by `compat-matrix upgrade --format adr`; the facts and their sources are in "
        + "the CompatMatrix data.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
