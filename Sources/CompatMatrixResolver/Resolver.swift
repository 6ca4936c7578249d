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
  /// How each profile reaches what each strategy touches (`Matrix.reachability(of:under:)`),
  /// by profile, concern and strategy position.
  private let reaches: [NavigationProfile: [[Reachability?]]]
  /// The timelines of the strategies with entries for some profiles only, under each profile,
  /// by platform, profile, and concern and strategy position.
  private let scopedTimelines: [Platform: [NavigationProfile: [Int: [Int: [StatusSpan]]]]]
  /// Per concern, whether some strategy has entries for some profiles only.
  private let hasScopedEntries: [Bool]
  /// Each strategy's place in the order that breaks ties (`StrategyPlanner.ranks`), by
  /// platform, profile (`nil`: none), and concern and strategy position.
  private let ranks: [Platform: [NavigationProfile?: [[Int]]]]
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
    let frameworks = matrix.concerns.map { $0.strategies.map(matrix.framework(of:)) }
    self.frameworks = frameworks
    // Each strategy's framework and newest API are looked up once; the ranks of the profiles
    // differ only in whether the framework is the profile's.
    var ranks: [Platform: [NavigationProfile?: [[Int]]]] = [:]
    for platform in matrix.platforms.keys {
      let newest = matrix.concerns.map { concern in
        concern.strategies.map { StrategyPlanner.newestAPI(of: $0, on: platform, in: matrix) }
      }
      for profile in [nil] + NavigationProfile.allCases.map(Optional.some) {
        ranks[platform, default: [:]][profile] = matrix.concerns.indices.map { offset in
          StrategyPlanner.ranks(of: matrix.concerns[offset]) { index in
            StrategyPlanner.rankKey(
              framework: frameworks[offset][index], newest: newest[offset][index],
              under: profile)
          }
        }
      }
    }
    self.ranks = ranks
    var reaches: [NavigationProfile: [[Reachability?]]] = [:]
    if !matrix.profileReach.isEmpty {
      // Strategies share a few sets of surfaces: each set, numbered once, is reached once per
      // profile.
      struct Key: Hashable {
        let touches: [String]
        let framework: String?
      }
      var numbers: [Key: Int] = [:]
      var keys: [Key] = []
      let numbered: [[Int?]] = matrix.concerns.indices.map { offset in
        matrix.concerns[offset].strategies.indices.map { index in
          guard let touches = matrix.concerns[offset].strategies[index].touches else {
            return nil
          }
          let key = Key(touches: touches, framework: frameworks[offset][index])
          if let number = numbers[key] { return number }
          numbers[key] = keys.count
          keys.append(key)
          return keys.count - 1
        }
      }
      for profile in NavigationProfile.allCases {
        let reached = keys.map {
          matrix.reachability(touching: $0.touches, writtenIn: $0.framework, under: profile)
        }
        let own = numbered.map { $0.map { $0.flatMap { reached[$0] } } }
        // Reachability follows dependencies (`Matrix.reachability(of:under:)`), from the
        // strategies' own reach numbered above.
        reaches[profile] = matrix.concerns.indices.map { offset in
          matrix.concerns[offset].strategies.indices.map { index in
            let strategy = matrix.concerns[offset].strategies[index]
            guard let reach = own[offset][index], !strategy.dependsOn.isEmpty else {
              return own[offset][index]
            }
            return matrix.withDependencies(reach, of: strategy) { other in
              matrix.position(ofStrategy: other.id).flatMap { own[$0.concern][$0.strategy] }
            }
          }
        }
      }
    }
    self.reaches = reaches
    hasScopedEntries = matrix.concerns.map { concern in
      concern.strategies.contains { $0.behaviour.contains { !$0.profiles.isEmpty } }
    }
    var scoped: [Platform: [NavigationProfile: [Int: [Int: [StatusSpan]]]]] = [:]
    for (offset, concern) in matrix.concerns.enumerated() {
      for (index, strategy) in concern.strategies.enumerated()
      where strategy.behaviour.contains(where: { !$0.profiles.isEmpty }) {
        for platform in matrix.platforms.keys {
          for profile in NavigationProfile.allCases {
            scoped[platform, default: [:]][profile, default: [:]][offset, default: [:]][index] =
              StatusDerivation.timeline(
                of: strategy, on: platform, in: matrix, linkedOn: sdk, under: profile)
          }
        }
      }
    }
    self.scopedTimelines = scoped
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
    plan(for: concern, within: navigationPlan(for: range, preferring: framework))
  }

  /// The plan for one concern as a whole plan of this resolver has it, for a caller that
  /// plans many concerns over one range: the whole plan is made once.
  package func plan(for concern: Concern, within whole: NavigationPlan) -> ConcernPlan {
    if let plan = whole.plan(for: concern.id), concern == matrix.concern(id: concern.id) {
      return plan
    }
    return plan(
      for: concern, in: whole.range, profile: whole.profile, providers: whole.providers())
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

  /// The order that breaks ties between a concern's strategies on a platform
  /// (`StrategyPlanner.ranks(of:on:in:)`), cached for the matrix's own strategies.
  package func strategyRanks(
    of concern: Concern, on platform: Platform, under profile: NavigationProfile?
  ) -> [Int] {
    if let offset = matrix.concernOffset(id: concern.id),
      let cached = ranks[platform]?[profile]?[offset],
      matrix.concerns[offset].strategies == concern.strategies
    {
      return cached
    }
    return StrategyPlanner.ranks(of: concern, on: platform, under: profile, in: matrix)
  }

  /// A planner over a timeline with the resolver's weights and the concern's ranks under a
  /// profile.
  package func planner(for timeline: ConcernTimeline, under profile: NavigationProfile?)
    -> StrategyPlanner
  {
    StrategyPlanner(
      timeline: timeline, weights: weights,
      ranks: strategyRanks(of: timeline.concern, on: timeline.range.platform, under: profile))
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

extension Resolver {
  /// A concern's strategy timelines as a plan under `profile` sees them: entries written for
  /// other profiles left out (`nil`: every entry).
  package func strategyTimelines(
    of concern: Concern, on platform: Platform, under profile: NavigationProfile?
  ) -> [[StatusSpan]] {
    var timelines = strategyTimelines(of: concern, on: platform)
    guard let profile else { return timelines }
    if let offset = matrix.concernOffset(id: concern.id),
      matrix.concerns[offset].strategies == concern.strategies
    {
      guard hasScopedEntries[offset] else { return timelines }
      for (index, timeline) in scopedTimelines[platform]?[profile]?[offset] ?? [:] {
        timelines[index] = timeline
      }
      return timelines
    }
    for (index, strategy) in concern.strategies.enumerated()
    where strategy.behaviour.contains(where: { !$0.profiles.isEmpty }) {
      timelines[index] = StatusDerivation.timeline(
        of: strategy, on: platform, in: matrix, linkedOn: sdk, under: profile)
    }
    return timelines
  }

  /// How a profile reaches what a concern's strategies touch, cached for the matrix's own
  /// strategies; `nil` entries keep the framework rule.
  func strategyReach(of concern: Concern, under profile: NavigationProfile) -> [Reachability?] {
    if let offset = matrix.concernOffset(id: concern.id),
      let cached = reaches[profile]?[offset],
      matrix.concerns[offset].strategies == concern.strategies
    {
      return cached
    }
    return concern.strategies.map { matrix.reachability(of: $0, under: profile) }
  }
}

extension Resolver {
  /// Why a concern does not arise at all in a range under a profile, or `nil` when it arises
  /// somewhere in it: another profile, releases outside the range, or an older SDK.
  package func inapplicability(
    of concern: Concern, in range: ResolvedRange, under profile: NavigationProfile
  ) -> NotApplicableScope? {
    guard let applicability = concern.appliesTo else { return nil }
    if !applicability.arises(under: profile) { return .profile }
    if let needed = applicability.linkedOnOrAfter, !applicability.arises(linkedOn: sdk) {
      return .sdk(needed: needed)
    }
    guard applicability.bounds(range.platform) else { return nil }
    let arises = range.releases.contains {
      range.contains($0) && applicability.arises(on: range.platform, at: $0)
    }
    return arises ? nil : .releases(from: applicability.from, until: applicability.until)
  }
}

extension NavigationPlan {
  /// The plans other concerns depend on, by concern id.
  package func providers() -> [String: ConcernPlan] {
    Dictionary(plans.map { ($0.concern.id, $0) }) { first, _ in first }
  }
}
