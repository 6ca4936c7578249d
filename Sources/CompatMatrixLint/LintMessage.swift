import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The texts of lint findings: the catalogue. Each names where the code fails and what to use
/// instead for the range, and fits one line of Xcode's issue navigator: `text` is at most
/// `limit` characters, parts left out in order of least use (the strategy's title next to the
/// code, the data's reason, the older branches of the advice) until it fits; `detail` keeps
/// them all. The source is cited after the text, by `LintCitation`.
package enum LintMessage {
  /// A strategy broken or unavailable (by a behaviour entry) somewhere in the range.
  case broken(LintSubject, reason: StatusReason, range: ResolvedRange, advice: LintAdvice)
  /// A strategy whose API is not introduced somewhere in the range, with no guard.
  case unguarded(LintSubject, reason: StatusReason, range: ResolvedRange, advice: LintAdvice)
  /// A strategy or API deprecated throughout the range where something better exists.
  case deprecated(LintSubject, reason: StatusReason, range: ResolvedRange, advice: LintAdvice)
  /// A deprecated name with a mechanical replacement valid throughout the range.
  case renamed(
    LintSubject, replaced: String, replacement: String, soft: Bool, range: ResolvedRange)
  /// A strategy without its companion in the file.
  case missingCompanion(
    LintSubject, concern: String, title: String, reason: String, advice: LintAdvice)
  /// Code the sources warn against.
  case hazard(LintSubject, title: String, note: String, advice: LintAdvice)
  /// An availability check always true in the range: the whole check, or one clause of it.
  case alwaysTrue(LintCheckText, minimum: OSVersion, platform: Platform, hasElse: Bool)
  /// An `#unavailable` check always false in the range.
  case alwaysFalse(LintCheckText, minimum: OSVersion, platform: Platform)
  /// An `@available` attribute (or one clause of it) the range always satisfies.
  case redundantAttribute(LintCheckText, minimum: OSVersion, platform: Platform)
  /// A suppression that suppressed nothing.
  case unusedSuppression(String)
  /// A suppression naming rules that do not exist.
  case unknownSuppression([String])
  /// Another message about a match its pattern cannot prove to be the strategy: the code may
  /// do something else with the same API.
  indirect case uncertain(LintMessage, doubt: String)
  /// A missing companion on a screen the files linted do not show as pushed, nor as a root
  /// or modal: whether it can lose swipe-back is not known. For a view modifier, the screens
  /// are the views that apply it.
  indirect case unsettled(LintMessage, screen: String?, modifier: Bool = false)
  /// A missing companion in a view modifier no view of the files linted applies.
  indirect case unapplied(LintMessage, modifier: String)

  /// The most characters of `text`, the source not counted.
  package static let limit = 200

  /// The message, at most `limit` characters.
  package var text: String {
    let candidates = self.candidates
    if let fitting = candidates.first(where: { $0.count <= Self.limit }) { return fitting }
    // The shortest candidate is the last; cut it at a word.
    let last = candidates.last ?? ""
    var cut = String(last.prefix(Self.limit - 1))
    if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > 80 {
      cut = String(cut[..<space])
    }
    return cut + "…"
  }

  /// The message with nothing left out.
  package var detail: String {
    if case .renamed(let subject, _, _, _, _) = self { return "\(subject.full): \(text)" }
    return candidates.first ?? ""
  }

  /// The texts from the most to the least complete.
  private var candidates: [String] {
    switch self {
    case .broken(let subject, let reason, let range, let advice):
      let stretch = Self.stretch(reason, range)
      return Self.variants(
        subject, "is \(reason.status.rawValue) \(stretch)", reason: reason.text, advice: advice)
    case .unguarded(let subject, let reason, let range, let advice):
      let stretch = Self.stretch(reason, range)
      return Self.variants(
        subject, String(reason.text.trimmingSuffix(".")),
        reason: "but this code also runs \(stretch) without an availability check",
        advice: advice, reasonIsEssential: true)
    case .deprecated(let subject, let reason, let range, let advice):
      return Self.variants(
        subject, "is deprecated throughout \(Self.rangeText(range)) here", reason: reason.text,
        advice: advice)
    case .renamed(_, let replaced, let replacement, let soft, let range):
      let kind = soft ? "a soft deprecation: no compiler warning" : "the compiler warns"
      let tail =
        "`\(replaced)` is deprecated (\(kind)): replace it with `\(replacement)`, which works "
        + "throughout \(Self.rangeText(range)) here."
      // The replaced name says what the finding is about; the detail adds the strategy.
      return [tail]
    case .missingCompanion(let subject, _, let title, let reason, let advice):
      return Self.variants(
        subject, "has nothing in this file for \"\(title)\"", reason: reason, advice: advice)
    case .hazard(let subject, let title, let note, let advice):
      return Self.variants(
        LintSubject(title: title, code: subject.code), "", reason: note, advice: advice,
        reasonIsEssential: true)
    case .alwaysTrue(let check, let minimum, let platform, let hasElse):
      let removal =
        check.clause != nil
        ? check.keepClause
        : hasElse ? "the check and its else branch, which never runs." : "the check."
      return [
        "\(check.subject) is always true: this code never runs below \(platform) \(minimum). "
          + "Remove \(removal)"
      ]
    case .alwaysFalse(let check, let minimum, let platform):
      return [
        "\(check.subject) is always false: this code never runs below \(platform) \(minimum). "
          + "Remove the check and the code it guards, which never runs."
      ]
    case .redundantAttribute(let check, let minimum, let platform):
      if let introduced = check.introducedOnly {
        return [
          "`\(introduced)` is always satisfied: this code never runs below \(platform) "
            + "\(minimum). Remove it, and only it, from `\(check.written)`."
        ]
      }
      let removal = check.clause != nil ? check.keepClause : "the attribute."
      return [
        "\(check.subject) is always satisfied: this code never runs below \(platform) "
          + "\(minimum). Remove \(removal)"
      ]
    case .unusedSuppression(let text):
      return ["'\(text)' suppresses nothing; remove it."]
    case .unknownSuppression(let names):
      return [
        "unknown rule \(names.map { "'\($0)'" }.joined(separator: ", ")) in a compat-matrix "
          + "comment; the rules are " + LintRule.allCases.map(\.rawValue).joined(separator: ", ")
          + "."
      ]
    case .unsettled(let message, let screen, let modifier):
      let who =
        screen.map { modifier ? "a view that applies `\($0)`" : "`\($0)`" } ?? "this screen"
      let inner = message.candidates
      return inner.map {
        "If \(who) is pushed (lint cannot tell how the app shows it): \($0)"
      } + inner.map { "If \(who) is pushed (lint cannot tell): \($0)" }
    case .unapplied(let message, let modifier):
      let inner = message.candidates
      return inner.map {
        "No view in the files linted applies `\(modifier)`; if one that does is pushed: \($0)"
      } + inner.map { "If a view that applies `\(modifier)` is pushed (lint found none): \($0)" }
    case .uncertain(let message, let doubt):
      let reason = " Not certain: \(doubt.trimmingSuffix("."))."
      let inner = message.candidates
      return inner.map { $0 + reason } + inner.map { $0 + " (not certain)" }
    }
  }

  /// `subject verb: reason. advice`, from everything to the least that says what is wrong.
  private static func variants(
    _ subject: LintSubject, _ verb: String, reason: String, advice: LintAdvice,
    reasonIsEssential: Bool = false
  ) -> [String] {
    func sentence(_ who: String, _ why: String?, _ what: String) -> String {
      var text = verb.isEmpty ? who : "\(who) \(verb)"
      if let why, !why.isEmpty {
        text += (reasonIsEssential && !verb.isEmpty ? ", " : ": ") + String(why.trimmingSuffix("."))
      }
      text += "."
      return what.isEmpty ? text : "\(text) \(what)"
    }
    let short = subject.shortest
    var result: [String] = []
    for name in [subject.full, short] { result.append(sentence(name, reason, advice.full)) }
    result.append(sentence(short, reason, advice.short))
    // The reason says why; it is kept before the advice, which JSON and SARIF keep whole.
    result.append(sentence(short, reason, ""))
    if !reasonIsEssential {
      result.append(sentence(short, nil, advice.full))
      result.append(sentence(short, nil, advice.short))
    }
    return result
  }

  private static func stretch(_ reason: StatusReason, _ range: ResolvedRange) -> String {
    VersionSpanText.describe(
      from: reason.from, until: reason.until, in: range, naming: range.platform)
  }

  /// A range as a reader writes it: `iOS 16.4+` when it runs to the latest release, else
  /// `iOS 15.0–18.7`.
  package static func rangeText(_ range: ResolvedRange) -> String {
    range.isOpenEnded
      ? "\(range.platform) \(range.minimum)+"
      : "\(range.platform) \(range.minimum)–\(range.maximum)"
  }
}

/// What a finding is about, as a message names it: the strategy's title and the code found.
package struct LintSubject: Sendable, Hashable {
  /// The strategy's, hazard's or API's title.
  package var title: String
  /// The code found, on one line and shortened; `nil` when there is none to show.
  package var code: String?

  /// `Title (`code`)`, or the title alone when it already shows the code.
  package var full: String {
    guard let code else { return title }
    let bare = code.hasPrefix(".") ? String(code.dropFirst()) : code
    return title.contains(bare) ? title : "\(title) (`\(code)`)"
  }

  /// The code in backticks, or the title when there is no code.
  package var codeOnly: String {
    code.map { "`\($0)`" } ?? title
  }

  /// The code, for a message short of room, when it is short and whole; else the title, which
  /// then says more.
  package var shortest: String {
    guard let code, !code.contains("…"), code.count <= 40 else { return title }
    return codeOnly
  }
}

/// An availability check as a message quotes it: as written, and the clause that is redundant
/// when the check names other platforms that still need theirs.
package struct LintCheckText: Sendable, Hashable {
  /// The check as written, on one line: `@available(iOS 16.0, watchOS 10.0, *)`.
  package var written: String
  /// The redundant clause, such as `iOS 16.0`, when only it can go.
  package var clause: String?
  /// The clauses that still apply, such as `watchOS 10.0`.
  package var kept: [String]

  /// What the message is about.
  var subject: String {
    clause.map { "The \($0) clause of `\(written)`" } ?? "`\(written)`"
  }

  /// What to remove when only a clause goes.
  var keepClause: String {
    let still = kept.isEmpty ? "" : " (\(kept.joined(separator: ", ")) still applies)"
    return "that clause only\(still)."
  }

  /// `introduced: 13.0` of a long-form attribute that says more than when the declaration
  /// arrived (`@available(iOS, introduced: 13.0, deprecated: 14.0)`): only it goes, as the
  /// rewrite does; `nil` for any other check.
  var introducedOnly: String? {
    let lasting = ["deprecated:", "obsoleted:", "unavailable", "noasync"]
    guard clause == nil, lasting.contains(where: written.contains),
      let start = written.firstRange(of: "introduced:")
    else { return nil }
    let rest = written[start.upperBound...].drop { $0 == " " }
    let version = rest.prefix { $0.isNumber || $0 == "." }
    return version.isEmpty ? nil : "introduced: \(version)"
  }
}

/// What the plan recommends for a concern over a range, in two lengths; strategies that lint
/// would itself report as deprecated are never recommended.
package struct LintAdvice: Sendable, Hashable {
  /// Every branch: `For iOS 15.0+ use A under `if #available(iOS 16.0, *)`, B otherwise.`
  package var full: String
  /// The newest branch only.
  package var short: String

  /// No advice.
  package static let none = LintAdvice(full: "", short: "")

  /// The advice of a plan.
  package init(_ plan: ConcernPlan) {
    let range = LintMessage.rangeText(plan.range)
    let rows = PlanRow.rows(of: plan).filter { $0.status != nil && $0.status != .deprecated }
    guard let newest = rows.first else {
      full =
        "Nothing the data has serves \(range) without a deprecation; see "
        + "`compat-matrix show \(plan.concern.id)`."
      short = full
      return
    }
    if rows.count == 1 {
      let only = newest.lead.hasPrefix("if ") ? " under `\(newest.lead)`" : ""
      full = "For \(range) use \(newest.title)\(only)."
      short = full
      return
    }
    let parts = rows.map { row -> String in
      row.lead.hasPrefix("if ") ? "\(row.title) under `\(row.lead)`" : "\(row.title) otherwise"
    }
    full = "For \(range) use " + parts.joined(separator: ", ") + "."
    short = "For \(range) use \(parts[0])."
  }

  /// Advice written out.
  package init(full: String, short: String) {
    self.full = full
    self.short = short
  }
}
