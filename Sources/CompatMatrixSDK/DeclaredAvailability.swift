import CompatMatrixCore

/// How an SDK declares a symbol deprecated on iOS.
package enum SDKDeprecation: Sendable, Hashable, CustomStringConvertible {
  /// Deprecated from a version on: `deprecated: 16.0`, `ios(13.0, 16.0)`.
  case hard(OSVersion)
  /// Deprecated in a future release, without a warning: `deprecated: 100000`,
  /// `API_TO_BE_DEPRECATED`.
  case soft
  /// Deprecated with no version (`@available(iOS, deprecated, message: …)`): on every release.
  case unversioned

  /// `16.0`, `soft` or `deprecated`.
  package var description: String {
    switch self {
    case .hard(let version): version.description
    case .soft: "soft"
    case .unversioned: "deprecated"
    }
  }

  /// The deprecation a version argument writes: a version no release will reach is the SDK's
  /// marker for a soft deprecation, usually 100000 (`API_TO_BE_DEPRECATED`), sometimes 1000.
  package static func parse(_ text: String) -> SDKDeprecation? {
    if let major = Int(text.prefix { $0 != "." }), major >= 1_000 { return .soft }
    return OSVersion(text).map(SDKDeprecation.hard)
  }
}

/// The iOS availability an SDK declares for one symbol, as far as its attributes say; any
/// field may be missing.
package struct DeclaredAvailability: Sendable, Hashable {
  /// `introduced:`, or the shorthand version.
  package var introduced: OSVersion?
  /// `deprecated:`.
  package var deprecated: SDKDeprecation?
  /// `obsoleted:`.
  package var obsoleted: OSVersion?
  /// Whether iOS is declared `unavailable`.
  package var isUnavailable = false
  /// `renamed:`, or the replacement of `API_DEPRECATED_WITH_REPLACEMENT`.
  package var renamed: String?
  /// `message:`.
  package var message: String?
  /// `@backDeployed(before: iOS …)`: from that release the OS has it; before, the app carries
  /// its body.
  package var backDeployedBefore: OSVersion?

  /// Creates an availability.
  package init(
    introduced: OSVersion? = nil, deprecated: SDKDeprecation? = nil, obsoleted: OSVersion? = nil,
    isUnavailable: Bool = false, renamed: String? = nil, message: String? = nil,
    backDeployedBefore: OSVersion? = nil
  ) {
    self.introduced = introduced
    self.deprecated = deprecated
    self.obsoleted = obsoleted
    self.isUnavailable = isUnavailable
    self.renamed = renamed
    self.message = message
    self.backDeployedBefore = backDeployedBefore
  }

  /// Whether no attribute said anything about iOS.
  package var isEmpty: Bool { self == DeclaredAvailability() }

  /// These fields, with the ones missing here taken from `outer`: a member's own attributes
  /// win over its extension's or type's, field by field.
  package func inheriting(_ outer: DeclaredAvailability) -> DeclaredAvailability {
    DeclaredAvailability(
      introduced: introduced ?? outer.introduced, deprecated: deprecated ?? outer.deprecated,
      obsoleted: obsoleted ?? outer.obsoleted, isUnavailable: isUnavailable || outer.isUnavailable,
      renamed: renamed ?? outer.renamed, message: message ?? outer.message,
      backDeployedBefore: backDeployedBefore ?? outer.backDeployedBefore)
  }

  /// A short summary for people: `iOS 16.0, deprecated 18.0`, `iOS 13.0, soft-deprecated`.
  package var summary: String {
    if isUnavailable { return "unavailable on iOS" }
    var parts = [introduced.map { "iOS \($0)" } ?? "no iOS version"]
    switch deprecated {
    case .hard(let version): parts.append("deprecated \(version)")
    case .soft: parts.append("soft-deprecated")
    case .unversioned: parts.append("deprecated")
    case nil: break
    }
    if let obsoleted { parts.append("obsoleted \(obsoleted)") }
    if let backDeployedBefore { parts.append("back-deployed before \(backDeployedBefore)") }
    return parts.joined(separator: ", ")
  }
}
