import CompatMatrixCore

/// The availability that code at one place of a file runs under, for one target platform.
///
/// Bounds combine every check around the place: the highest lower bound and the lowest upper
/// bound win.
package struct AvailabilityContext: Sendable, Hashable {
  /// The lowest version the code can run on, from `if #available`, `guard #available`, `while
  /// #available` and `@available` around it; `nil` when nothing raises it above the
  /// deployment target.
  package var lowerBound: OSVersion?
  /// The version from which the code no longer runs (exclusive), from the `else` of an
  /// `if #available`, an `#unavailable` check, or `@available(…, obsoleted:)`; `nil` when
  /// nothing limits it.
  package var upperBound: OSVersion?
  /// Whether the code is never compiled for the platform: in an `#if` branch for other
  /// platforms (`#if os(macOS)`, `#if !os(iOS)`), or in a declaration marked
  /// `@available(iOS, unavailable)` or `@available(*, unavailable)`.
  package var isExcluded: Bool
  /// Whether the code is in a `PreviewProvider` type or a `#Preview { … }` body.
  package var isInPreview: Bool
  /// The innermost type, extension or function declaration around the code, as token
  /// indices from its first attribute or modifier through its closing brace; `nil` at the
  /// top level.
  package var declaration: Range<Int>?

  /// Creates a context.
  package init(
    lowerBound: OSVersion? = nil, upperBound: OSVersion? = nil, isExcluded: Bool = false,
    isInPreview: Bool = false, declaration: Range<Int>? = nil
  ) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isExcluded = isExcluded
    self.isInPreview = isInPreview
    self.declaration = declaration
  }

  /// Whether no version satisfies both bounds, so the code can never run: a lower bound at or
  /// above the upper bound.
  package var isUnreachable: Bool {
    guard let lowerBound, let upperBound else { return false }
    return lowerBound >= upperBound
  }

  /// Whether code here may run on a device with that version: compiled, at or above the
  /// lower bound and below the upper bound.
  package func admits(_ version: OSVersion) -> Bool {
    !isExcluded && lowerBound.map { version >= $0 } ?? true
      && upperBound.map { version < $0 } ?? true
  }
}
