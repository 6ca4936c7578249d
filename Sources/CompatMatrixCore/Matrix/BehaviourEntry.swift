/// How a strategy behaves on one platform over a range of versions, where the availability of
/// its APIs does not tell.
public struct BehaviourEntry: Sendable, Hashable {
  /// Where each field's value starts, keyed by its path below the declaration
  /// (`id`, `requires[1]`), so validation can point at the value at fault.
  package var fieldLocations = FieldLocations()
  /// The platform.
  public package(set) var platform: Platform
  /// The first version the entry applies to.
  public package(set) var from: OSVersion
  /// The first version it no longer applies to, or `nil` for "through the latest release".
  public package(set) var until: OSVersion?
  /// The oldest SDK an app must be linked against (built with) for the entry to apply, or
  /// `nil` when it applies whatever the SDK: behaviour the system keeps for apps built with an
  /// older SDK (a linked-on-or-after check) changes only for apps built with this one or later.
  public package(set) var linkedOnOrAfter: OSVersion?
  /// The status over the range.
  public package(set) var status: StrategyStatus
  /// What happens; required for `partial` and `broken`.
  public package(set) var note: String?
  /// How much the shortfall matters to the people using the app; `nil` for an entry that
  /// says `works` (a `partial` or `broken` entry without one counts as `functional`).
  package var impact: Impact?
  /// The required APIs whose own behaviour the entry reports (the back button ignores
  /// `tintColor`), as opposed to the strategy's combination of them: every sibling strategy
  /// that requires one must say what it does over the same versions, or record a
  /// disagreement. Empty for an entry about the strategy as a whole.
  package var apis: [String]
  /// The navigation profiles whose plans the entry holds for (the appearance proxy's tint is
  /// ignored by SwiftUI's bars, not by UIKit's); empty for every profile. Views without a
  /// profile (`show`, the docs' tables) take every entry.
  package var profiles: [NavigationProfile]
  /// The evidence.
  public package(set) var evidence: Evidence
  /// Where the entry was declared.
  package var declaredAt: SourceReference

  /// Creates an entry.
  package init(
    platform: Platform, from: OSVersion, until: OSVersion? = nil,
    linkedOnOrAfter: OSVersion? = nil, status: StrategyStatus, note: String? = nil,
    impact: Impact? = nil, apis: [String] = [], profiles: [NavigationProfile] = [],
    evidence: Evidence, declaredAt: SourceReference
  ) {
    self.platform = platform
    self.from = from
    self.until = until
    self.linkedOnOrAfter = linkedOnOrAfter
    self.status = status
    self.note = note
    self.impact = impact
    self.apis = apis
    self.profiles = profiles
    self.evidence = evidence
    self.declaredAt = declaredAt
  }

  /// Whether the sources dispute it: it records a disagreement, or could not be confirmed.
  package var isContested: Bool {
    evidence.disagreement != nil || evidence.confidence == .unconfirmed
  }

  /// Whether the entry holds under a profile (`nil`: a view without a profile, where every
  /// entry holds).
  package func holds(under profile: NavigationProfile?) -> Bool {
    guard let profile, !profiles.isEmpty else { return true }
    return profiles.contains(profile)
  }

  /// Whether the entry covers a version.
  package func covers(_ version: OSVersion) -> Bool {
    version >= from && until.map { version < $0 } ?? true
  }

  /// Whether the entry applies to an app linked against an SDK; `nil` is the latest SDK,
  /// which every entry in valid data applies to.
  package func applies(linkedOn sdk: OSVersion?) -> Bool {
    guard let linkedOnOrAfter, let sdk else { return true }
    return sdk >= linkedOnOrAfter
  }
}

/// What a strategy does at a version.
public enum StrategyStatus: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Does what the concern asks.
  case works
  /// Works with a limitation its note states.
  case partial
  /// Works, but an API it needs is deprecated there.
  case deprecated
  /// Compiles, but does not do what the concern asks.
  case broken
  /// Does not compile or does not exist there.
  case unavailable

  /// Whether a plan may use the strategy at a version with this status.
  package var isUsable: Bool {
    switch self {
    case .works, .partial, .deprecated: true
    case .broken, .unavailable: false
    }
  }

  /// Orders statuses from best (`works`) to worst (`unavailable`).
  public static func < (lhs: StrategyStatus, rhs: StrategyStatus) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The position in the order, without building `allCases`: the planner compares statuses
  /// in its innermost loop.
  private var rank: Int {
    switch self {
    case .works: 0
    case .partial: 1
    case .deprecated: 2
    case .broken: 3
    case .unavailable: 4
    }
  }
}

/// How much a strategy's shortfall matters to the people using the app: what a plan weighs
/// besides how sure the data is.
package enum Impact: String, Sendable, Hashable, CaseIterable {
  /// Looks different (an animation missing, an item a few points off); everything works.
  case cosmetic
  /// Something does not work as the concern asks (a gesture lost, a setting ignored).
  case functional
  /// The app crashes.
  case crash
  /// People lose what they entered or saved.
  case dataLoss = "data-loss"
}
