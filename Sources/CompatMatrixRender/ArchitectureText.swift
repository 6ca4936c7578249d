import CompatMatrixCore
import CompatMatrixResolver

/// The wording of a whole plan's navigation architecture, shared by the text, Markdown and
/// JSON output and the generated docs: which profile, why, and what it is built of per
/// stretch of versions. Plain text; each format escapes it.
package enum ArchitectureText {
  /// The profile and how it was chosen, for the first line: `SwiftUI navigation, assumed
  /// (--framework uikit or hybrid changes it)`.
  package static func headline(_ plan: NavigationPlan) -> String {
    headline(profile: plan.profile, basis: plan.basis)
  }

  /// The profile and how it was chosen, for a profile chosen outside a plan (`advise`).
  package static func headline(profile: NavigationProfile, basis: ProfileBasis) -> String {
    let name = "\(profile.displayName) navigation"
    switch basis {
    case .flag:
      return "\(name) (--framework \(profile.rawValue))"
    case .detected:
      return "\(name), read from the project's sources (--framework changes it)"
    case .rule(let rule):
      let others = NavigationProfile.allCases.filter { $0 != profile }.map(\.rawValue)
      let tie = rule.isTie ? ", a tie with \(rule.other.displayName)" : ""
      return "\(name), assumed\(tie) (--framework \(others.joined(separator: " or ")) changes it)"
    }
  }

  /// Why that profile, in one line; `nil` when a flag named it.
  package static func basis(_ plan: NavigationPlan) -> String? {
    basis(plan.basis)
  }

  /// Why that profile, in one line; `nil` when a flag named it.
  package static func basis(_ basis: ProfileBasis) -> String? {
    switch basis {
    case .flag:
      return nil
    case .detected(let evidence, _):
      return evidence
    case .rule(let rule):
      return ruleText(rule)
    }
  }

  /// The rule's verdict in one line: what it plans for which minimums and why, then how
  /// SwiftUI's and UIKit's whole plans compare.
  static func ruleText(_ rule: ProfileRule) -> String {
    let nothing =
      rule.projectShowedNothing
      ? "No --framework, and no file of the project owns navigation"
      : "No --framework and no project sources to read"
    let boundary = "\(rule.platform) \(ProfileRule.swiftUIFrom)"
    var text =
      "\(nothing): the rule plans SwiftUI from \(boundary) and UIKit below (seed "
      + "003_499adc954b170e70.txt: SwiftUI navigation differs too much between releases "
      + "until the minimum is about iOS 16), so \(rule.profile.displayName) for "
      + "\(rule.platform) \(rule.minimum)"
    let figures = rule.scores.map { "\($0.profile.displayName) \(grouped($0.total))" }
    let totals = "totals, lower is better: \(figures.joined(separator: ", "))"
    if rule.isTie {
      text +=
        "; the whole plans are a tie, within \(rule.marginPercent) % (\(totals)): "
        + "\(rule.profile.displayName) and \(rule.other.displayName) serve this range alike, "
        + "--framework \(rule.other.rawValue) plans \(rule.other.displayName)."
    } else if rule.simpler == rule.profile {
      text +=
        "; its whole plan is also \(rule.differencePercent) % simpler than "
        + "\(rule.other.displayName)'s (\(totals))."
    } else if rule.simpler != nil {
      text +=
        ", though \(rule.other.displayName)'s whole plan is \(rule.differencePercent) % "
        + "simpler (\(totals)): --framework \(rule.other.rawValue) plans it."
    } else {
      text += "."
    }
    return text
  }

  /// A stretch of the architecture summary: `container NavigationStack; routing
  /// NavigationStack(path:), navigationDestination(for:); tabs TabView + tabItem`.
  package static func span(_ span: ArchitectureSummary.Span) -> String {
    var parts = span.roles.map { "\($0.role.rawValue) " + $0.names.joined(separator: ", ") }
    if !span.gaps.isEmpty {
      parts.append("no strategy for " + span.gaps.joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  /// A stretch's versions with the platform: `iOS 15.x`, `iOS 16.0–18.7.10`.
  package static func versions(_ span: ArchitectureSummary.Span, platform: Platform) -> String {
    "\(platform) \(span.label)"
  }

  /// A concern that does not arise: `mixed-stack-back-button-alignment: not applicable to
  /// SwiftUI navigation: …`.
  package static func notApplicable(_ entry: NotApplicableConcern, profile: NavigationProfile)
    -> String
  {
    switch entry.scope {
    case .profile:
      return "not applicable to \(profile.displayName) navigation: \(entry.reason)"
    case .releases(let from, let until):
      let releases: String
      switch (from, until) {
      case (let from?, let until?): releases = "only on \(from)..<\(until)"
      case (let from?, nil): releases = "only from \(from)"
      case (nil, let until?): releases = "only before \(until)"
      case (nil, nil): releases = "nowhere"
      }
      return "not applicable in this range (it arises \(releases)): \(entry.reason)"
    case .sdk(let needed):
      return "not applicable to apps built with an SDK before \(needed): \(entry.reason)"
    }
  }

  /// A number with thousands separators: `2,340`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }
}
