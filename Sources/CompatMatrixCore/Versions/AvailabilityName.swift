/// A name an availability check or attribute starts a clause with (`iOS`, `OSX`,
/// `iOSApplicationExtension`, `swift` …), and what it stands for: the one table of these names.
///
/// The platform names are the compiler's (`PlatformKinds.def`, with `OSX` and
/// `OSXApplicationExtension` as macOS's older spellings and `xrOS` as visionOS's beta name).
/// An `…ApplicationExtension` name applies only to code compiled as an app extension
/// (`APPLICATION_EXTENSION_API_ONLY`); in an app it is ignored, as the compiler ignores it.
/// `swift` and `_PackageDescription` restrict by language or manifest version, never by
/// platform.
package struct AvailabilityName: Sendable, Hashable {
  /// What a name restricts by.
  package enum Domain: Sendable, Hashable {
    /// A platform's version.
    case platform(AvailabilityPlatform)
    /// The Swift language version: `@available(swift 5)`.
    case swiftLanguage
    /// The package manifest's tools version: `@available(_PackageDescription 5.9)`.
    case packageDescription
  }

  /// The name as written.
  package let name: String
  /// What it restricts by.
  package let domain: Domain
  /// Whether it applies to app extensions only.
  package let isExtension: Bool

  private init(_ name: String, _ domain: Domain, extension isExtension: Bool = false) {
    self.name = name
    self.domain = domain
    self.isExtension = isExtension
  }

  /// Every name, the compiler's order.
  package static let all: [AvailabilityName] = [
    AvailabilityName("iOS", .platform(.iOS)),
    AvailabilityName("iOSApplicationExtension", .platform(.iOS), extension: true),
    AvailabilityName("macCatalyst", .platform(.macCatalyst)),
    AvailabilityName("macCatalystApplicationExtension", .platform(.macCatalyst), extension: true),
    AvailabilityName("macOS", .platform(.macOS)),
    AvailabilityName("OSX", .platform(.macOS)),
    AvailabilityName("macOSApplicationExtension", .platform(.macOS), extension: true),
    AvailabilityName("OSXApplicationExtension", .platform(.macOS), extension: true),
    AvailabilityName("tvOS", .platform(.tvOS)),
    AvailabilityName("tvOSApplicationExtension", .platform(.tvOS), extension: true),
    AvailabilityName("watchOS", .platform(.watchOS)),
    AvailabilityName("watchOSApplicationExtension", .platform(.watchOS), extension: true),
    AvailabilityName("visionOS", .platform(.visionOS)),
    AvailabilityName("xrOS", .platform(.visionOS)),
    AvailabilityName("visionOSApplicationExtension", .platform(.visionOS), extension: true),
    AvailabilityName("swift", .swiftLanguage),
    AvailabilityName("_PackageDescription", .packageDescription),
  ]

  private static let byName: [String: AvailabilityName] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The name's entry, or `nil` for a name the compiler does not know.
  package static func named(_ name: String) -> AvailabilityName? {
    byName[name]
  }

  /// The name a check written for a platform uses: its first name in the table (`macOS`,
  /// not `OSX`).
  package static func written(for platform: AvailabilityPlatform) -> String {
    // Every platform has a name in the table.
    all.first { $0.domain == .platform(platform) && !$0.isExtension }!.name
  }

  /// The platform a name restricts, or `nil` for `swift`, `_PackageDescription` and unknown
  /// names.
  package static func platform(named name: String) -> AvailabilityPlatform? {
    guard case .platform(let platform)? = byName[name]?.domain else { return nil }
    return platform
  }

  /// The names that decide checks for a platform of the data: for iOS, `iOS`,
  /// `iOSApplicationExtension`, `macCatalyst` and `macCatalystApplicationExtension`, since
  /// raising the iOS minimum raises Mac Catalyst's with it; for macOS, `macOS`, `OSX` and
  /// their extension names.
  package static func names(of platform: Platform) -> Set<String> {
    let own = AvailabilityPlatform(platform)
    return Set(
      all.filter { entry in
        guard case .platform(let named) = entry.domain else { return false }
        return named == own || (own == .iOS && named == .macCatalyst)
      }.map(\.name))
  }
}
