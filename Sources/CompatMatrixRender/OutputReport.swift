import CompatMatrixCore
import CompatMatrixOutput

/// What writing an `OutputPlan` did, or would do, as lines for the user; paths are written
/// through `MessageText.oneLine(_:)`.
package enum OutputReport {
  /// The verb for a change: `created`, or `would create` when only checking.
  package static func verb(_ kind: OutputPlan.Change.Kind, checking: Bool) -> String {
    switch (kind, checking) {
    case (.create, false): "created"
    case (.create, true): "would create"
    case (.update, false): "updated"
    case (.update, true): "would update"
    case (.overwrite, false): "overwrote"
    case (.overwrite, true): "would overwrite"
    case (.remove, false): "removed"
    case (.remove, true): "would remove"
    }
  }

  /// A line per change, `would update docs/README.md`, then a summary line.
  package static func lines(for plan: OutputPlan, checking: Bool) -> [String] {
    lines(of: plan, checking: checking).map(MessageText.oneLine)
  }

  private static func lines(of plan: OutputPlan, checking: Bool) -> [String] {
    var lines = plan.changes.map {
      "\(verb($0.kind, checking: checking)) \(plan.displayPath($0.name))"
    }
    let count = plan.changes.count
    if checking {
      lines.append(
        plan.isUpToDate
          ? "\(plan.displayName) is up to date (\(files(plan.unchanged.count)))."
          : "\(plan.displayName) is out of date: \(count) \(count == 1 ? "change" : "changes").")
    } else {
      let tally = OutputPlan.Change.Kind.allCases.compactMap { kind -> String? in
        let number = plan.changes.filter { $0.kind == kind }.count
        return number == 0 && kind == .overwrite ? nil : "\(number) \(verb(kind, checking: false))"
      }
      lines.append(
        "\(plan.displayName): "
          + (tally + ["\(plan.unchanged.count) unchanged"])
          .joined(separator: ", ") + ".")
    }
    return lines
  }

  private static func files(_ count: Int) -> String {
    count == 1 ? "1 file" : "\(count) files"
  }
}
