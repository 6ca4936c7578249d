import CompatMatrixCore

/// Recommends, per concern, a strategy that serves a deployment range, or the fewest
/// `#available` branches, with the reasons for every choice; and whole plans that keep to a
/// navigation profile and keep strategies that depend on each other consistent.
public struct Resolver: Sendable {
  /// The data.
  public let matrix: Matrix
  /// The costs to minimise.
  package let weights: PlanWeights
  /// The SDK the app is built with, or `nil` for the latest in the data: behaviour entries
  /// that need a newer SDK do not apply.
  package let sdk: OSVersion?
  /// Every strategy's status timeline per platform, by concern and strategy position, derived
  /// once so that each plan only cuts and searches: the time per plan does not grow with the
  /// size of the matrix.
  private let timelines: [Platform: [[[StatusSpan]]]]
  /// Every strategy's framework (`Matrix.framework(of:)`), by concern and strategy position:
  /// what a profile admits is asked for every plan tried.
  private let frameworks: [[String?]]
  /// The concerns in an order where every concern comes after those its strategies depend on,
  /// by position in `matrix.concerns`; with each concern, the positions of the concerns that
  /// depend on it, directly or not.
  package let dependencyOrder: [Int]
  package let dependents: [[Int]]

  /// Creates a resolver over a matrix for apps built with an SDK (`nil`: the latest in the
  /// data), deriving every strategy's timeline on every platform the data has releases for.
  public init(matrix: Matrix, weights: PlanWeights = .standard, sdk: OSVersion? = nil) {
    self.matrix = matrix
    self.weights = weights
    self.sdk = sdk
    var timelines: [Platform: [[[StatusSpan]]]] = [:]
    for platform in matrix.platforms.keys {
      timelines[platform] = matrix.concerns.map { concern in
        concern.strategies.map {
          StatusDerivation.timeline(of: $0, on: platform, in: matrix, linkedOn: sdk)
        }
      }
    }
    self.timelines = timelines
    frameworks = matrix.concerns.map { $0.strategies.map(matrix.framework(of:)) }
    (dependencyOrder, dependents) = DependencyGraph.order(matrix)
  }

  /// The plan for every concern under a preference, sorted by id: the whole plan's.
  public func plans(for range: ResolvedRange, preferring framework: FrameworkPreference = .any)
    -> [ConcernPlan]
  {
    navigationPlan(for: range, preferring: framework).plans
  }

  /// The plan for one concern under a preference, as the whole plan for the range has it: a
  /// SwiftUI plan's pop-to-root follows its container. A concern that does not arise under
  /// the profile is planned anyway, within the whole plan's choices.
  package func plan(
    for concern: Concern, in range: ResolvedRange, preferring framework: FrameworkPreference
  ) -> ConcernPlan {
    let whole = navigationPlan(for: range, preferring: framework)
    if let plan = whole.plan(for: concern.id), concern == matrix.concern(id: concern.id) {
      return plan
    }
    return plan(for: concern, in: range, profile: whole.profile, providers: whole.providers())
  }

  /// The plan for one concern among all its strategies, with no profile and no dependencies.
  public func plan(for concern: Concern, in range: ResolvedRange) -> ConcernPlan {
    plan(for: concern, in: range, profile: nil, providers: nil)
  }

  /// The whole plan under a preference: the profile asked for, or for `any` the one the rule
  /// picks (`ProfileChoice`).
  package func navigationPlan(
    for range: ResolvedRange, preferring framework: FrameworkPreference
  ) -> NavigationPlan {
    if let profile = framework.profile {
      return navigationPlan(for: range, profile: profile, basis: .flag)
    }
    return ProfileChoice.choose(for: range, resolver: self)
  }

  /// The whole plan under one profile.
  package func navigationPlan(
    for range: ResolvedRange, profile: NavigationProfile, basis: ProfileBasis = .flag
  ) -> NavigationPlan {
    NavigationPlanner(resolver: self, range: range, profile: profile).plan(basis: basis)
  }

  /// The cached timelines of a concern's strategies, or new ones for a concern that is not
  /// the matrix's own: one with another concern's id whose strategies differ, even only in
  /// their order.
  package func strategyTimelines(of concern: Concern, on platform: Platform) -> [[StatusSpan]] {
    // Equal copies of one strategy compare by their storage: cheaper than deriving again.
    if let offset = matrix.concernOffset(id: concern.id),
      let cached = timelines[platform]?[offset],
      matrix.concerns[offset].strategies == concern.strategies
    {
      return cached
    }
    return concern.strategies.map {
      StatusDerivation.timeline(of: $0, on: platform, in: matrix, linkedOn: sdk)
    }
  }

  /// The frameworks of a concern's strategies (`Matrix.framework(of:)`), cached for the
  /// matrix's own strategies.
  func strategyFrameworks(of concern: Concern) -> [String?] {
    // Equal copies of one strategy compare by their storage: cheaper than deriving again.
    if let offset = matrix.concernOffset(id: concern.id),
      matrix.concerns[offset].strategies == concern.strategies
    {
      return frameworks[offset]
    }
    return concern.strategies.map(matrix.framework(of:))
  }
}

extension NavigationPlan {
  /// The plans other concerns depend on, by concern id.
  package func providers() -> [String: ConcernPlan] {
    Dictionary(plans.map { ($0.concern.id, $0) }) { first, _ in first }
  }
}
