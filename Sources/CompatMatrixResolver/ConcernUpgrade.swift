import CompatMatrixCore

/// What raising the minimum deployment target changes for one concern.
public struct ConcernUpgrade: Sendable {
  /// The plan for the current range.
  public let before: ConcernPlan
  /// The plan for the raised range.
  public let after: ConcernPlan
  /// The `#available` conditions of the old plan that the new one no longer needs.
  public let removedChecks: [String]
  /// Custom code and libraries the old plan used and the new one does not.
  public let retired: [Strategy]
  /// Strategies the new plan uses that the old range could not use throughout.
  package let newlyPossible: [NewlyPossible]
  /// APIs whose hard deprecation the compiler starts warning about at the new minimum.
  package let newWarnings: [DeprecationNotice]
  /// Soft deprecations inside the new range, to plan for.
  package let softDeprecations: [DeprecationNotice]
  /// What the new minimum makes usable without a check, whether or not the plan changes.
  package let gains: PlanGains

  /// The concern.
  package var concern: Concern { before.concern }

  /// Whether anything changes.
  public var hasChanges: Bool {
    !removedChecks.isEmpty || !retired.isEmpty || !newlyPossible.isEmpty || !newWarnings.isEmpty
      || !gains.isEmpty
      || before.branches.map(\.strategy.id) != after.branches.map(\.strategy.id)
      || before.gaps.count != after.gaps.count
  }
}

/// A strategy the raised minimum makes usable, and why it was not before.
package struct NewlyPossible: Sendable {
  /// The strategy.
  package let strategy: Strategy
  /// Why the old range could not use it throughout: its first failing stretch.
  package let reason: StatusReason?
}

/// A deprecated API that a plan's strategy uses.
package struct DeprecationNotice: Sendable, Hashable {
  /// The API's symbol.
  package let symbol: String
  /// The API's id.
  package let api: String
  /// Its deprecation.
  package let deprecation: Deprecation
  /// The version from which it is deprecated: the hard version, or when its replacement
  /// arrives for a soft deprecation.
  package let since: OSVersion
  /// Its replacement's symbol, if any.
  package let replacement: String?
  /// The strategy that uses it.
  package let strategy: String
  /// The API record's sources.
  package let sources: [String]
}
