import CompatMatrixCore

/// What a raised minimum makes usable without an `#available` check for one concern, under
/// a profile: the APIs introduced above the old minimum and at or below the new one, and the
/// strategies usable at the new minimum that were not at the old one, whether or not the plan
/// changes to them.
package struct PlanGains: Sendable, Hashable {
  /// The concern.
  package let concern: Concern
  /// The APIs the concern's reachable strategies use that the new minimum makes available
  /// everywhere in the range, in the order the strategies (by title) name them.
  package let apis: [APIRecord]
  /// The reachable strategies usable at the new minimum and not at the old one, by title;
  /// the plain default is never one.
  package let strategies: [Strategy]

  /// Whether the raise gains anything here.
  package var isEmpty: Bool { apis.isEmpty && strategies.isEmpty }
}

extension Resolver {
  /// What raising the minimum of `range` to `minimum` gains for a concern under a profile;
  /// nothing for a concern that does not arise under it at the new minimum.
  ///
  /// Only strategies the profile reaches natively count, and bridges the new plan uses
  /// (`using`, strategy ids): a SwiftUI modifier a UIKit app could reach through a hosting
  /// controller is no gain of a UIKit app's minimum.
  package func gains(
    of concern: Concern, raising range: ResolvedRange, to minimum: OSVersion,
    under profile: NavigationProfile, using: Set<String> = []
  ) -> PlanGains {
    let platform = range.platform
    let none = PlanGains(concern: concern, apis: [], strategies: [])
    guard minimum > range.minimum, concern.arises(under: profile, linkedOn: sdk),
      concern.appliesTo?.arises(on: platform, at: minimum) ?? true
    else { return none }
    let reaches = strategyReach(of: concern, under: profile)
    let frameworks = strategyFrameworks(of: concern)
    let timelines = strategyTimelines(of: concern, on: platform, under: profile)
    var apis: [APIRecord] = []
    var strategies: [Strategy] = []
    // By title, so that the data's order never changes what a raise lists.
    let order = concern.strategies.indices.sorted {
      (concern.strategies[$0].title, concern.strategies[$0].id)
        < (concern.strategies[$1].title, concern.strategies[$1].id)
    }
    for index in order where concern.strategies[index].kind != .plainDefault {
      let strategy = concern.strategies[index]
      // Reached, and written in a framework the profile admits: a SwiftUI modifier is no
      // gain of a UIKit app, though a screen it hosts could use one.
      let native = reaches[index].map { $0 == .native } ?? true
      let admitted = profile.admits(framework: frameworks[index], layer: concern.layer)
      guard native && admitted || using.contains(strategy.id) else { continue }
      for api in StatusDerivation.requiredAPIs(of: strategy, in: matrix) {
        guard let introduced = api.availability[platform]?.introduced,
          introduced > range.minimum, introduced <= minimum,
          !apis.contains(where: { $0.id == api.id })
        else { continue }
        apis.append(api)
      }
      func usable(at version: OSVersion) -> Bool {
        timelines[index].first { $0.covers(version) }?.status.isUsable ?? false
      }
      if usable(at: minimum), !usable(at: range.minimum) { strategies.append(strategy) }
    }
    return PlanGains(concern: concern, apis: apis, strategies: strategies)
  }
}
