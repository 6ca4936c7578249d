import CompatMatrixCore

/// One availability check in a file: an `#available` or `#unavailable` condition, or an
/// `@available` attribute, with what it names for the target platform and the code it guards.
///
/// A later feature uses these to report checks that a deployment range always satisfies and
/// the `else` branches that can then never run.
package struct AvailabilityCheck: Sendable, Hashable {
  /// Where a check is written.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A condition of an `if` statement or expression.
    case ifCondition = "if"
    /// A condition of a `guard` statement.
    case guardCondition = "guard"
    /// A condition of a `while` loop.
    case whileCondition = "while"
    /// The condition of a ternary `?:`, which Swift rejects; reported, but it sets no bounds.
    case ternaryCondition = "ternary"
    /// An `@available` attribute on a declaration.
    case attribute
    /// An `#available` anywhere else (inside `||`, an argument …), which sets no bounds.
    case other
  }

  /// Where the check is written.
  package let kind: Kind
  /// Whether it is `#unavailable(…)`, or an attribute with `unavailable`.
  package let isUnavailable: Bool
  /// The tokens of the check: `#available(…)` or `@available(…)`.
  package let tokenRange: Range<Int>
  /// Where the check starts.
  package let location: SourceLocation
  /// Every platform the check names, in order; for an attribute's long form
  /// (`@available(iOS, introduced: 16.0)`), its platform with its `introduced` version.
  package let platforms: [AvailabilitySpec]
  /// Whether the check lists `*` (every other platform).
  package let hasWildcard: Bool
  /// Whether it is an attribute's long form (`@available(iOS, introduced: 16.0)`), whose one
  /// platform loses its `introduced:` rather than its clause.
  package let isLongForm: Bool
  /// The version the check names for the target platform: the version checked, or an
  /// attribute's `introduced`; `nil` when it names none.
  package let version: OSVersion?
  /// An attribute's `deprecated` version for the target platform.
  package let deprecated: OSVersion?
  /// An attribute's `obsoleted` version for the target platform.
  package let obsoleted: OSVersion?
  /// Whether it is the only clause of its `if` or `guard` condition, so that its `else`
  /// runs exactly when the check fails.
  package let isSoleCondition: Bool
  /// The token index of the `if`, `guard` or `while` whose condition holds the check; `nil`
  /// for an attribute or a check anywhere else.
  package let keyword: Int?
  /// The code the check guards: an `if` or `while` body with its braces, the rest of the
  /// scope after a `guard`, or an attribute's declaration; `nil` when none was found.
  package let body: Range<Int>?
  /// The code that runs when an `if` or `guard` check fails: the `else` block, or the whole
  /// `else if` chain after `else`; `nil` when there is none.
  package let elseBody: Range<Int>?

  /// Creates a check.
  package init(
    kind: Kind, isUnavailable: Bool, tokenRange: Range<Int>, location: SourceLocation,
    platforms: [AvailabilitySpec], hasWildcard: Bool, isLongForm: Bool = false,
    version: OSVersion?, deprecated: OSVersion? = nil, obsoleted: OSVersion? = nil,
    isSoleCondition: Bool, keyword: Int? = nil, body: Range<Int>?, elseBody: Range<Int>?
  ) {
    self.kind = kind
    self.isUnavailable = isUnavailable
    self.tokenRange = tokenRange
    self.location = location
    self.platforms = platforms
    self.hasWildcard = hasWildcard
    self.isLongForm = isLongForm
    self.version = version
    self.deprecated = deprecated
    self.obsoleted = obsoleted
    self.isSoleCondition = isSoleCondition
    self.keyword = keyword
    self.body = body
    self.elseBody = elseBody
  }
}
