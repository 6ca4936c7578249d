import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource

/// The kinds of lint findings, each derived from the data and the resolver.
public enum LintRule: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A strategy used where it is `broken` or `unavailable` somewhere in the effective range.
  case brokenStrategy = "broken-strategy"
  /// A strategy `deprecated` throughout the effective range where the plan serves the concern
  /// with one that is not.
  case deprecatedStrategy = "deprecated-strategy"
  /// An API the data lints by itself (a renamed modifier), used where it is deprecated.
  case deprecatedAPI = "deprecated-api"
  /// A strategy whose data declares a companion, with no strategy of that concern in the file.
  case missingCompanion = "missing-companion"
  /// Code a concern's sources warn against (a frozen or dead swipe-back).
  case hazard
  /// An API used below its introduction without an availability guard.
  case unguardedAPI = "unguarded-api"
  /// An `#available` or `@available` check the effective range already satisfies.
  case redundantAvailabilityCheck = "redundant-availability-check"
  /// A `compat-matrix:disable` comment that suppresses nothing.
  case unusedSuppression = "unused-suppression"

  /// The severity a finding has unless the data grades it lower (a deprecation with a
  /// mechanical replacement is a note) or the configuration re-grades it.
  public var defaultSeverity: LintSeverity {
    switch self {
    case .brokenStrategy, .unguardedAPI: .error
    case .deprecatedStrategy, .deprecatedAPI, .missingCompanion, .hazard,
      .redundantAvailabilityCheck, .unusedSuppression:
      .warning
    }
  }

  /// One line saying what the rule finds, for `--help` and SARIF.
  public var summary: String {
    switch self {
    case .brokenStrategy:
      "A navigation strategy is used where the data says it is broken or unavailable."
    case .deprecatedStrategy:
      "A deprecated strategy is used where the plan has one that is not deprecated."
    case .deprecatedAPI:
      "An API is used where it is deprecated; a rename with a mechanical replacement is a note."
    case .missingCompanion:
      "A strategy that needs a companion strategy (such as swipe-back with a hidden bar) has none in the file."
    case .hazard:
      "Code the sources warn against, such as clearing or disabling the pop gesture."
    case .unguardedAPI:
      "An API is used below the version that introduced it without an availability check."
    case .redundantAvailabilityCheck:
      "An availability check is always true for the deployment range."
    case .unusedSuppression:
      "A compat-matrix:disable comment suppresses nothing."
    }
  }

  /// Orders rules as `allCases` lists them.
  public static func < (lhs: LintRule, rhs: LintRule) -> Bool {
    // Both are cases of this enum, so both are in allCases.
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// How serious a finding is.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Code that fails in the range; fails the run (exit 1).
  case error
  /// A behaviour change or a hard deprecation; fails the run only with `--strict`.
  case warning
  /// A pure rename or a soft deprecation with a mechanical replacement; never fails the run.
  case note

  /// Orders errors before warnings before notes.
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    // Both are cases of this enum, so both are in allCases.
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// What the configuration does with a rule: re-grade it or turn it off.
package enum LintRuleSetting: String, Sendable, Hashable, CaseIterable {
  /// Report as an error.
  case error
  /// Report as a warning.
  case warning
  /// Report as a note.
  case note
  /// Do not report.
  case off
}
