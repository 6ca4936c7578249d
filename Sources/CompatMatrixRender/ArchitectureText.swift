import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The wording of a whole plan's navigation architecture, shared by the text, Markdown and
/// JSON output and the generated docs: which profile, why, and what it is built of per
/// stretch of versions. Plain text; each format escapes it.
package enum ArchitectureText {
  /// The profile and how it was chosen, for the first line: `SwiftUI navigation, assumed
  /// (--framework uikit or hybrid changes it)`.
  package static func headline(_ plan: NavigationPlan) -> String {
    let name = "\(plan.profile.displayName) navigation"
    switch plan.basis {
    case .flag:
      return "\(name) (--framework \(plan.profile.rawValue))"
    case .detected:
      return "\(name), read from the project's sources (--framework changes it)"
    case .rule:
      let others = NavigationProfile.allCases.filter { $0 != plan.profile }.map(\.rawValue)
      return "\(name), assumed (--framework \(others.joined(separator: " or ")) changes it)"
    }
  }

  /// Why that profile, in one line; `nil` when a flag named it.
  package static func basis(_ plan: NavigationPlan) -> String? {
    switch plan.basis {
    case .flag:
      return nil
    case .detected(let evidence):
      return evidence
    case .rule(let scores):
      let figures = scores.map { "\($0.profile.displayName) \(grouped($0.total))" }
      return "No --framework and no project sources to read: of the whole plans per profile, "
        + "\(plan.profile.displayName)'s has the fewest gaps, branches and compromises "
        + "(totals, lower is better: \(figures.joined(separator: ", ")); SwiftUI wins a tie)."
    }
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
