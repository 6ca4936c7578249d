import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The texts of lint findings: the catalogue. Each names where the code fails, what to use
/// instead for the range, and a source.
package enum LintMessage {
  /// A strategy broken or unavailable (by a behaviour entry) somewhere in the range.
  case broken(strategy: String, reason: StatusReason, range: ResolvedRange, advice: String)
  /// A strategy whose API is not introduced somewhere in the range, with no guard.
  case unguarded(strategy: String, reason: StatusReason, range: ResolvedRange, advice: String)
  /// A strategy deprecated throughout the range where the plan has a better one.
  case deprecated(strategy: String, reason: StatusReason, range: ResolvedRange, advice: String)
  /// A strategy without its companion in the file.
  case missingCompanion(strategy: String, concern: String, reason: String, advice: String)
  /// An availability check always true in the range.
  case alwaysTrue(check: String, minimum: OSVersion, platform: Platform, hasElse: Bool)
  /// An `#unavailable` check always false in the range.
  case alwaysFalse(check: String, minimum: OSVersion, platform: Platform)
  /// An `@available` attribute the range always satisfies.
  case redundantAttribute(check: String, minimum: OSVersion, platform: Platform)
  /// A suppression that suppressed nothing.
  case unusedSuppression(String)
  /// A suppression naming rules that do not exist.
  case unknownSuppression([String])

  /// A source reference for the end of a message.
  package static func cite(_ sources: [String]) -> String {
    sources.isEmpty ? "" : " [source: \(sources.joined(separator: ", "))]"
  }

  private static func stretch(_ reason: StatusReason, _ range: ResolvedRange) -> String {
    VersionSpanText.describe(
      from: reason.from, until: reason.until, in: range, naming: range.platform)
  }

  /// The message.
  package var text: String {
    switch self {
    case .broken(let strategy, let reason, let range, let advice):
      return
        "\(strategy) is \(reason.status.rawValue) \(Self.stretch(reason, range)): "
        + "\(reason.text.trimmingSuffix(".")). \(advice)\(Self.cite(reason.sources))"
    case .unguarded(let strategy, let reason, let range, let advice):
      return
        "\(strategy) \(reason.text) but this code also runs \(Self.stretch(reason, range)) "
        + "without an availability check. \(advice)\(Self.cite(reason.sources))"
    case .deprecated(let strategy, let reason, let range, let advice):
      return
        "\(strategy) is deprecated throughout \(range.platform) \(range.minimum)–"
        + "\(range.maximum) here: \(reason.text.trimmingSuffix(".")). \(advice)"
        + Self.cite(reason.sources)
    case .missingCompanion(let strategy, let concern, let reason, let advice):
      return
        "\(strategy) needs a strategy of \(concern) in the same file: "
        + "\(reason.trimmingSuffix(".")). \(advice)"
    case .alwaysTrue(let check, let minimum, let platform, let hasElse):
      return
        "\(check) is always true: this code never runs below \(platform) \(minimum). Remove "
        + (hasElse ? "the check and its else branch, which never runs." : "the check.")
    case .alwaysFalse(let check, let minimum, let platform):
      return
        "\(check) is always false: this code never runs below \(platform) \(minimum). Remove "
        + "the check and the code it guards, which never runs."
    case .redundantAttribute(let check, let minimum, let platform):
      return
        "\(check) is always satisfied: this code never runs below \(platform) \(minimum). "
        + "Remove the attribute."
    case .unusedSuppression(let text):
      return "'\(text)' suppresses nothing; remove it."
    case .unknownSuppression(let names):
      return
        "unknown rule \(names.map { "'\($0)'" }.joined(separator: ", ")) in a compat-matrix "
        + "comment; the rules are " + LintRule.allCases.map(\.rawValue).joined(separator: ", ")
        + "."
    }
  }

  /// What the plan recommends for a concern over a range, as advice.
  package static func advice(_ plan: ConcernPlan) -> String {
    let range = "\(plan.range.platform) \(plan.range.minimum)–\(plan.range.maximum)"
    let rows = PlanRow.rows(of: plan)
    if plan.outcome == .single, let only = plan.branches.first {
      return "For \(range) use \(only.strategy.title)."
    }
    let parts = rows.map { row -> String in
      let what = row.status == nil ? "nothing" : row.title
      return row.lead.hasPrefix("if ") ? "\(what) under `\(row.lead)`" : "\(what) otherwise"
    }
    return "For \(range) use " + parts.joined(separator: ", ") + "."
  }
}
