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
  public let newlyPossible: [NewlyPossible]
  /// APIs whose hard deprecation the compiler starts warning about at the new minimum.
  public let newWarnings: [DeprecationNotice]
  /// Soft deprecations inside the new range, to plan for.
  public let softDeprecations: [DeprecationNotice]
  /// What the new minimum makes usable without a check, whether or not the plan changes.
  public let gains: PlanGains

  /// The concern.
  public var concern: Concern { before.concern }

  /// Whether anything changes.
  public var hasChanges: Bool {
    !removedChecks.isEmpty || !retired.isEmpty || !newlyPossible.isEmpty || !newWarnings.isEmpty
      || !gains.isEmpty
      || before.branches.map(\.strategy.id) != after.branches.map(\.strategy.id)
      || before.gaps.count != after.gaps.count
  }
}

/// A strategy the raised minimum makes usable, and why it was not before.
public struct NewlyPossible: Sendable {
  /// The strategy.
  public let strategy: Strategy
  /// Why the old range could not use it throughout: its first failing stretch.
  public let reason: StatusReason?
}

/// A deprecated API that a plan's strategy uses.
public struct DeprecationNotice: Sendable, Hashable {
  /// The API's symbol.
  public let symbol: String
  /// The API's id.
  public let api: String
  /// Its deprecation.
  public let deprecation: Deprecation
  /// The version from which it is deprecated: the hard version, or when its replacement
  /// arrives for a soft deprecation.
  public let since: OSVersion
  /// Its replacement's symbol, if any.
  public let replacement: String?
  /// The strategy that uses it.
  public let strategy: String
  /// The API record's sources.
  public let sources: [String]
}
