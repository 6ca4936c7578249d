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
  /// A strategy whose data declares a companion, with no strategy of that concern in the file.
  case missingCompanion = "missing-companion"
  /// An API used below its introduction without an availability guard.
  case unguardedAPI = "unguarded-api"
  /// An `#available` or `@available` check the effective range already satisfies.
  case redundantAvailabilityCheck = "redundant-availability-check"
  /// A `compat-matrix:disable` comment that suppresses nothing.
  case unusedSuppression = "unused-suppression"

  /// The severity a finding has unless the configuration re-grades it.
  public var defaultSeverity: LintSeverity {
    switch self {
    case .brokenStrategy, .unguardedAPI: .error
    case .deprecatedStrategy, .missingCompanion, .redundantAvailabilityCheck, .unusedSuppression:
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
    case .missingCompanion:
      "A strategy that needs a companion strategy (such as swipe-back with a hidden bar) has none in the file."
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
  /// Fails the run (exit 1).
  case error
  /// Reported; fails the run only with `--strict`.
  case warning

  /// Orders errors before warnings.
  public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
    lhs == .error && rhs == .warning
  }
}

/// What the configuration does with a rule: re-grade it or turn it off.
public enum LintRuleSetting: String, Sendable, Hashable, CaseIterable {
  /// Report as an error.
  case error
  /// Report as a warning.
  case warning
  /// Do not report.
  case off
}
