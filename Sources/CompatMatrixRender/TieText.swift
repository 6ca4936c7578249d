import CompatMatrixCore
import CompatMatrixResolver

/// The wording of a tie between strategies, shared by the text, Markdown, JSON and the
/// generated docs: who ties, what they share, what would break the tie, and why one is named
/// first. Plain text; each format escapes it.
package enum TieText {
  /// `X and Y cost the same over 14.0–18.x (both first-party, both work throughout, neither
  /// changes every screen); …`; `nil` for a branch without a tie.
  package static func sentence(_ branch: PlanBranch, in range: ResolvedRange) -> String? {
    guard let tie = branch.tie else { return nil }
    let first = branch.strategy.title
    let names = [first] + tie.others.map(\.title)
    let versions = VersionSpanText.label(from: branch.from, until: branch.until, in: range)
    var text =
      WordList.joined(names) + " cost the same over \(versions) ("
      + standing(tie, count: names.count) + "); " + breaker + "; " + namedFirst(tie, first)
    if tie.namedFirstBy == .id {
      // Nothing the data weighs orders them, so the reader chooses: say where each one's own
      // summary is.
      let ids = [branch.strategy.id] + tie.others.map(\.id)
      text +=
        "; choose by what each does: " + WordList.joined(ids.map { "compat-matrix show \($0)" })
    }
    if !tie.followedBy.isEmpty {
      text +=
        "; the plan of " + WordList.joined(tie.followedBy)
        + " follows the one used, as simple either way"
    }
    return text
  }

  /// What would break a tie: the only differences the plan weighs.
  package static let breaker =
    "a shortfall, a deprecation or an app-wide side effect recorded against one would break it"

  /// What every strategy of the tie is, as the weights see it: `all first-party, all work
  /// throughout`.
  static func standing(_ tie: PlanTie, count: Int) -> String {
    let all = count == 2 ? "both" : "all"
    var parts: [String] = []
    switch tie.origin {
    case .firstParty: parts.append("\(all) first-party")
    case .thirdParty: parts.append("\(all) libraries")
    case .custom: parts.append("\(all) custom code")
    }
    switch tie.status {
    case .works: parts.append("\(all) work throughout")
    case .partial: parts.append("\(all) work only in part")
    case .deprecated: parts.append("\(all) deprecated there")
    case .broken, .unavailable: break
    }
    if tie.isBridge { parts.append("\(all) through an adapter") }
    parts.append(
      tie.changesEveryScreen
        ? "\(all) change every screen"
        : "\(count == 2 ? "neither" : "none") changes every screen")
    return parts.joined(separator: ", ")
  }

  /// Why the branch's strategy is named first.
  static func namedFirst(_ tie: PlanTie, _ title: String) -> String {
    switch tie.namedFirstBy {
    case .profileFramework:
      "\(title) is named first: it is written in the framework that owns the app's stack"
    case .sharesAPIs:
      "\(title) is named first: it uses only APIs the rest of the plan already uses"
    case .newerAPI: "\(title) is named first: its newest API is the most recent"
    case .fewerAPIs: "\(title) is named first: it needs the fewest APIs"
    case .id: "\(title) is named first by id only: nothing the plan weighs tells them apart"
    }
  }

  /// The other strategies' titles, for a table row: `a tie with Y`.
  package static func with(_ tie: PlanTie) -> String {
    "a tie with " + WordList.joined(tie.others.map(\.title))
  }
}
