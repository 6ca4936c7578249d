/// Whether a profile reaches what a strategy touches: outright, through adapters (a bridge),
/// or not at all.
package enum Reachability: Sendable, Hashable {
  /// The profile owns every surface the strategy touches.
  case native
  /// It reaches some only through these adapters, in the order the profile lists them.
  case bridged([SurfaceAdapter])
  /// It cannot reach `surface`; `reason` is the profile's, when the data gives one.
  case unreachable(surface: String, reason: String?)

  /// Whether a plan may use the strategy at all.
  package var isReachable: Bool {
    if case .unreachable = self { return false }
    return true
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
  package func reachability(of strategy: Strategy, under profile: NavigationProfile)
    -> Reachability?
  {
    guard let touches = strategy.touches else { return nil }
    return reachability(touching: touches, writtenIn: framework(of: strategy), under: profile)
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
