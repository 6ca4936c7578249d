/// Where a concern's problem arises: under which navigation profiles, on which releases, for
/// apps built with which SDKs. Outside it the concern is not applicable: every output says so,
/// with the reason, and nothing counts it as a gap.
///
/// Content swipe-back arises only from iOS 26 (there is no content pop gesture before), the
/// Liquid Glass bar only from iOS 26 and for apps built with the iOS 26 SDK, value destinations
/// only where SwiftUI owns a NavigationStack.
package struct ProfileApplicability: Sendable, Hashable {
  /// The profiles in which the concern arises; empty for every profile.
  package var profiles: [NavigationProfile]
  /// The platform of `from` and `until`; `nil` when the concern arises on every release.
  package var platform: Platform?
  /// The first release it arises on, or `nil` from the earliest.
  package var from: OSVersion?
  /// The first release it no longer arises on (exclusive), or `nil` through the latest.
  package var until: OSVersion?
  /// The oldest SDK an app must be built with for it to arise, or `nil` for any SDK.
  package var linkedOnOrAfter: OSVersion?
  /// Why it does not arise elsewhere.
  package var reason: String

  /// Creates an applicability.
  package init(
    profiles: [NavigationProfile] = [], platform: Platform? = nil, from: OSVersion? = nil,
    until: OSVersion? = nil, linkedOnOrAfter: OSVersion? = nil, reason: String
  ) {
    self.profiles = profiles
    self.platform = platform
    self.from = from
    self.until = until
    self.linkedOnOrAfter = linkedOnOrAfter
    self.reason = reason
  }

  /// Whether it arises under a profile.
  package func arises(under profile: NavigationProfile) -> Bool {
    profiles.isEmpty || profiles.contains(profile)
  }

  /// Whether it arises for an app built with `sdk` (`nil`: the latest in the data, which
  /// every SDK bound admits).
  package func arises(linkedOn sdk: OSVersion?) -> Bool {
    guard let linkedOnOrAfter, let sdk else { return true }
    return sdk >= linkedOnOrAfter
  }

  /// Whether it arises on a version of a platform, as far as releases go.
  package func arises(on platform: Platform, at version: OSVersion) -> Bool {
    guard let own = self.platform, own == platform else { return true }
    if let from, version < from { return false }
    if let until, version >= until { return false }
    return true
  }

  /// Whether it bounds the releases of `platform`.
  package func bounds(_ platform: Platform) -> Bool {
    self.platform == platform && (from != nil || until != nil)
  }
}
