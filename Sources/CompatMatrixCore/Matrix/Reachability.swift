/// Whether a profile reaches what a strategy touches: outright, through adapters (a bridge),
/// or not at all.
package enum Reachability: Sendable, Hashable {
  /// The profile owns every surface the strategy touches.
  case native
  /// It reaches some only through these adapters, in the order the profile lists them.
  case bridged([SurfaceAdapter])
  /// It cannot reach `surface`; `reason` is the profile's, when the data gives one.
  case unreachable(surface: String, reason: String?)
  /// It reaches what it touches, but needs a strategy of another concern (`dependency`) that
  /// the profile cannot reach, every one of those for `surface` (with the profile's `reason`):
  /// the sheet's NavigationStack needs the app's container to be one, which a UIKit stack is
  /// not.
  indirect case unreachableDependency(StrategyDependency, surface: String, reason: String?)

  /// Whether a plan may use the strategy at all.
  package var isReachable: Bool {
    switch self {
    case .unreachable, .unreachableDependency: false
    case .native, .bridged: true
    }
  }

  /// The surface out of reach and the profile's reason, for either kind of unreachability.
  package var unreachableSurface: (surface: String, reason: String?)? {
    switch self {
    case .unreachable(let surface, let reason), .unreachableDependency(_, let surface, let reason):
      (surface, reason)
    case .native, .bridged: nil
    }
  }

  /// The adapters a bridge needs; empty otherwise.
  package var adapters: [SurfaceAdapter] {
    if case .bridged(let adapters) = self { return adapters }
    return []
  }
}

extension Matrix {
  /// How a profile reaches what a strategy touches, or `nil` when the strategy declares no
  /// `touches` (the framework rule decides) or the data declares nothing of the profile.
  ///
  /// The strategy's code is written in its framework (`framework(of:)`): what that framework's
  /// code owns under the profile, plus what code of any framework owns, is reached outright;
  /// anything else must be given by one of that framework's adapters.
  ///
  /// A strategy that reaches what it touches is still out of reach when it needs a strategy
  /// of another concern (`dependsOn`) and the profile reaches none of the strategies that
  /// would do: reachability follows dependencies, so that no plan of the profile, and none of
  /// its gains, names a strategy whose dependency it can never use.
  package func reachability(of strategy: Strategy, under profile: NavigationProfile)
    -> Reachability?
  {
    ownReachability(of: strategy, under: profile).map {
      withDependencies($0, of: strategy) { other in
        ownReachability(of: other, under: profile)
      }
    }
  }

  /// How a profile reaches what the strategy itself touches, dependencies aside.
  package func ownReachability(of strategy: Strategy, under profile: NavigationProfile)
    -> Reachability?
  {
    guard let touches = strategy.touches else { return nil }
    return reachability(touching: touches, writtenIn: framework(of: strategy), under: profile)
  }

  /// `own`, or out of reach when some dependency of `strategy` names only strategies the
  /// profile cannot reach; `reach` gives a strategy's own reachability (`nil`: the framework
  /// rule, which counts as reachable). Dependencies are followed through other strategies'
  /// dependencies, each strategy once, so a circle (which validation refuses) ends.
  package func withDependencies(
    _ own: Reachability, of strategy: Strategy, reach: (Strategy) -> Reachability?
  ) -> Reachability {
    guard own.isReachable, !strategy.dependsOn.isEmpty else { return own }
    var visiting: Set<String> = [strategy.id]
    // What keeps a strategy out of reach, or `nil` when the profile can use it.
    func unreachability(of candidate: Strategy) -> (surface: String, reason: String?)? {
      guard let own = reach(candidate) else { return nil }
      if let out = own.unreachableSurface { return out }
      guard visiting.insert(candidate.id).inserted else { return nil }
      defer { visiting.remove(candidate.id) }
      for dependency in candidate.dependsOn {
        if let out = outOfReach(dependency) { return out }
      }
      return nil
    }
    // What keeps every strategy of a dependency out of reach, or `nil` when one is reachable.
    func outOfReach(_ dependency: StrategyDependency) -> (surface: String, reason: String?)? {
      var first: (surface: String, reason: String?)?
      for id in dependency.strategies {
        guard let found = self.strategy(id: id)?.strategy else { return nil }
        guard let out = unreachability(of: found) else { return nil }
        if first == nil { first = out }
      }
      return first
    }
    for dependency in strategy.dependsOn {
      if let out = outOfReach(dependency) {
        return .unreachableDependency(dependency, surface: out.surface, reason: out.reason)
      }
    }
    return own
  }

  /// How a profile reaches `touches` from code written in `framework`, or `nil` when the data
  /// declares nothing of the profile.
  package func reachability(
    touching touches: [String], writtenIn framework: String?, under profile: NavigationProfile
  ) -> Reachability? {
    guard let reach = self.reach(of: profile) else { return nil }
    let code = reach.reach.first { $0.framework == framework }
    var missing: [String] = []
    for surface in touches
    where !reach.owns.contains(surface) && !(code?.owns.contains(surface) ?? false)
      && !missing.contains(surface)
    {
      missing.append(surface)
    }
    guard !missing.isEmpty else { return .native }
    var adapters: [SurfaceAdapter] = []
    var beyond: [String] = []
    for surface in missing {
      guard let adapter = code?.adapters.first(where: { $0.gives.contains(surface) }) else {
        beyond.append(surface)
        continue
      }
      if !adapters.contains(adapter) { adapters.append(adapter) }
    }
    guard let first = beyond.first else { return .bridged(adapters) }
    // The surface the profile says why it withholds is the reason to give.
    for surface in beyond {
      if let withheld = reach.withheld.first(where: { $0.surfaces.contains(surface) }) {
        return .unreachable(surface: surface, reason: withheld.reason)
      }
    }
    return .unreachable(surface: first, reason: nil)
  }
}
