import CompatMatrixCore

/// The plans for a set of concerns over one range, with where the range came from.
public struct ResolutionReport: Sendable {
  /// The range planned for.
  public let range: ResolvedRange
  /// Where the range came from.
  public let source: RangeSource
  /// A line saying where exactly, for a range read from a project; `nil` otherwise.
  public let sourceDetail: String?
  /// The plans, sorted by concern id.
  public let plans: [ConcernPlan]
  /// The whole plan the concern plans come from: its profile, how it was chosen, the
  /// architecture summary and the concerns that do not arise; `nil` for plans made without
  /// a profile.
  package let navigation: NavigationPlan?
  /// The SDK the plans are for, when one was given; `nil` for the latest in the data.
  package var sdk: OSVersion?

  /// Creates a report of plans made one by one, without a whole plan.
  public init(
    range: ResolvedRange, source: RangeSource, sourceDetail: String? = nil, plans: [ConcernPlan]
  ) {
    self.range = range
    self.source = source
    self.sourceDetail = sourceDetail
    self.plans = plans
    self.navigation = nil
  }

  /// A report of a whole plan: its plans, and the plan itself for the architecture.
  package init(
    navigation: NavigationPlan, source: RangeSource, sourceDetail: String? = nil
  ) {
    self.range = navigation.range
    self.source = source
    self.sourceDetail = sourceDetail
    self.plans = navigation.plans
    self.navigation = navigation
  }

  /// Whether any plan has a gap.
  public var hasGaps: Bool { plans.contains { $0.outcome == .gap } }

  /// How many plans have each outcome.
  package func count(_ outcome: PlanOutcome) -> Int {
    plans.filter { $0.outcome == outcome }.count
  }
}
