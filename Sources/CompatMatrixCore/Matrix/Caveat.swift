/// A limitation of a strategy a team should know, with the releases it holds for: a plan
/// shows a caveat only in a branch that overlaps them.
///
/// A caveat without a range holds wherever the strategy is used. A caveat about supporting
/// older releases ("teams still supporting iOS 15 need a branch") holds `until` 16.0, so a
/// plan from 17 never shows it.
package struct Caveat: Sendable, Hashable, ExpressibleByStringLiteral {
  /// What to know.
  package var text: String
  /// The platform of the range; `nil` for every platform.
  package var platform: Platform?
  /// The first release it holds for, or `nil` from the earliest.
  package var from: OSVersion?
  /// The first release it no longer holds for (exclusive), or `nil` through the latest.
  package var until: OSVersion?

  /// Creates a caveat, by default one that holds wherever the strategy is used.
  package init(
    _ text: String, platform: Platform? = nil, from: OSVersion? = nil, until: OSVersion? = nil
  ) {
    self.text = text
    self.platform = platform
    self.from = from
    self.until = until
  }

  /// A caveat that holds wherever the strategy is used.
  package init(stringLiteral text: String) {
    self.init(text)
  }

  /// Whether it declares the releases it holds for.
  package var hasRange: Bool { from != nil || until != nil }

  /// Whether it holds anywhere in the versions `from..<until` (`nil`: open) of `platform`.
  package func holds(on platform: Platform, from start: OSVersion, until end: OSVersion?) -> Bool {
    if let own = self.platform, own != platform { return false }
    if let until, start >= until { return false }
    if let from, let end, end <= from { return false }
    return true
  }
}
