/// What one compilation of a Swift file is for, as availability sees it: a platform, and
/// whether the code is built as an app extension (`APPLICATION_EXTENSION_API_ONLY`, on by
/// default in extension targets), which is when `…ApplicationExtension` clauses apply.
///
/// The rules are the compiler's (`isPlatformActive`, `inheritsAvailabilityFromPlatform`, and
/// the choice of a check's clause in `bestActiveSpecForQuery`):
/// - `iOS` clauses apply to iOS and to Mac Catalyst builds; in `@available` (not in
///   `#available`) they apply to visionOS builds too, which inherit iOS availability.
/// - `macCatalyst` applies to Mac Catalyst builds only, and wins there over `iOS`.
/// - An extension name applies to extension builds only, and wins there over its platform's
///   name.
/// - Among the clauses that apply, the most specific decides; with none, `*` does (always
///   true; no restriction), and an `#available` without `*` does not compile.
package struct BuildPlatform: Sendable, Hashable, Comparable {
  /// The platform compiled for.
  package var platform: AvailabilityPlatform
  /// Whether the code is compiled as an app extension.
  package var isExtension: Bool

  /// Creates a build.
  package init(_ platform: AvailabilityPlatform, isExtension: Bool = false) {
    self.platform = platform
    self.isExtension = isExtension
  }

  /// Whether a clause naming `name` applies here; `inQuery` for `#available` and
  /// `#unavailable`, which are checked when the code runs, rather than `@available`.
  package func applies(_ name: AvailabilityName, inQuery: Bool) -> Bool {
    guard case .platform(let named) = name.domain else { return false }
    if name.isExtension && !isExtension { return false }
    switch named {
    case .iOS:
      return platform == .iOS || platform == .macCatalyst
        || (!inQuery && platform == .visionOS)
    default: return named == platform
    }
  }

  /// Whether a clause for `child` is more specific than one for `parent` where both apply.
  static func inherits(_ child: AvailabilityName, from parent: AvailabilityName) -> Bool {
    guard case .platform(let childPlatform) = child.domain,
      case .platform(let parentPlatform) = parent.domain
    else { return false }
    if child.isExtension, !parent.isExtension, childPlatform == parentPlatform { return true }
    switch childPlatform {
    case .macCatalyst, .visionOS:
      // Mac Catalyst and visionOS inherit iOS's availability; their extension names inherit
      // that of iOS extensions too.
      return parentPlatform == .iOS && (child.isExtension || !parent.isExtension)
    default:
      return false
    }
  }

  /// The position, among a check's or attribute's clause names in order, of the clause that
  /// decides it here: the most specific one that applies; `nil` when none does (then `*`
  /// decides, or, in an `#available` without `*`, nothing: it does not compile).
  package func decidingClause(_ names: [String], inQuery: Bool) -> Int? {
    var best: (index: Int, name: AvailabilityName)?
    for (index, written) in names.enumerated() {
      guard let name = AvailabilityName.named(written), applies(name, inQuery: inQuery) else {
        continue
      }
      if best.map({ Self.inherits(name, from: $0.name) }) ?? true { best = (index, name) }
    }
    return best?.index
  }

  /// A version a clause names, as this build counts versions: macOS 10.16 is 11.0; an iOS
  /// version in an attribute that visionOS inherits is the visionOS release built from that
  /// iOS release or a later one (iOS 17.0 and below: visionOS 1.0, iOS 18.0: 2.0, from 26
  /// the same number), rounded up so that a clause is never taken for satisfied on visionOS
  /// when it is not.
  package func version(_ version: OSVersion, writtenFor name: AvailabilityName) -> OSVersion {
    guard case .platform(let named) = name.domain else { return version }
    if named == .macOS, version.major == 10, version.minor >= 16 { return OSVersion(11) }
    guard platform == .visionOS, named == .iOS else { return version }
    if version <= OSVersion(17) { return OSVersion(1) }
    if version <= OSVersion(18) { return OSVersion(2) }
    if version < OSVersion(26) { return OSVersion(26) }
    return version
  }

  /// Orders builds by platform, apps before extensions.
  package static func < (lhs: BuildPlatform, rhs: BuildPlatform) -> Bool {
    (lhs.platform, lhs.isExtension ? 1 : 0) < (rhs.platform, rhs.isExtension ? 1 : 0)
  }
}

extension BuildPlatform: CustomStringConvertible {
  /// `iOS`, `iOS extension`, `Mac Catalyst`.
  package var description: String {
    isExtension ? "\(platform) extension" : platform.description
  }
}
