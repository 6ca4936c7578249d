/// A platform as the Swift compiler's availability tells platforms apart: the five operating
/// systems, and Mac Catalyst, which compiles iOS code for the Mac.
///
/// Mac Catalyst versions are numbered as iOS's (`macCatalyst 14.0` runs where iOS 14.0 code
/// does), so its minimums and the versions its checks name are iOS versions.
package enum AvailabilityPlatform: String, CaseIterable, Sendable, Hashable, Comparable {
  /// iOS and iPadOS.
  case iOS
  /// Mac Catalyst: iOS code built for the Mac (`SUPPORTS_MACCATALYST`).
  case macCatalyst
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS

  /// The platform of the data a platform of the data is compiled as: iPadOS as iOS.
  package init(_ platform: Platform) {
    switch platform {
    case .iOS, .iPadOS: self = .iOS
    case .macOS: self = .macOS
    case .tvOS: self = .tvOS
    case .watchOS: self = .watchOS
    case .visionOS: self = .visionOS
    }
  }

  /// The platform of the data whose releases number this one's versions: iOS for Mac
  /// Catalyst.
  package var dataPlatform: Platform {
    switch self {
    case .iOS, .macCatalyst: .iOS
    case .macOS: .macOS
    case .tvOS: .tvOS
    case .watchOS: .watchOS
    case .visionOS: .visionOS
    }
  }

  /// The names `os(…)` in an `#if` is true for when compiling for the platform: Mac
  /// Catalyst compiles as `os(iOS)` (and `targetEnvironment(macCatalyst)`).
  package var conditionNames: Set<String> {
    switch self {
    case .iOS, .macCatalyst: ["iOS"]
    case .macOS: ["macOS", "OSX"]
    case .tvOS: ["tvOS"]
    case .watchOS: ["watchOS"]
    case .visionOS: ["visionOS", "xrOS"]
    }
  }

  /// The lowest version a Mac Catalyst build can have: iOS 13.1, the first Catalyst release.
  package static let catalystFloor = OSVersion(13, 1)

  /// The lowest version any build for the platform can have, where there is one: visionOS
  /// 1.0, Mac Catalyst 13.1. A build whose minimum is unknown runs from there.
  package var earliest: OSVersion? {
    switch self {
    case .visionOS: OSVersion(1)
    case .macCatalyst: Self.catalystFloor
    default: nil
    }
  }

  /// The Mac Catalyst version (an iOS version) that a Catalyst minimum written as a macOS
  /// version (`MACOSX_DEPLOYMENT_TARGET` of a target with `SUPPORTS_MACCATALYST`) stands for,
  /// rounded down to its major: Catalyst 13.1 for macOS 10.15 and below, then macOS 11 is
  /// Catalyst 14, 12 is 15, 13 is 16, 14 is 17, 15 is 18, and from 26 the numbers are the
  /// same. Rounding down keeps every clause a lower minimum could need.
  package static func catalystVersion(forMacOS version: OSVersion) -> OSVersion {
    if version.major <= 10 { return catalystFloor }
    if version.major >= 26 { return version }
    return OSVersion(version.major + 3)
  }

  /// Orders platforms as `allCases` lists them.
  package static func < (lhs: AvailabilityPlatform, rhs: AvailabilityPlatform) -> Bool {
    // Both are cases of this enum, so both are in allCases.
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension AvailabilityPlatform: CustomStringConvertible {
  /// The platform's name as people write it: `iOS`, `Mac Catalyst`.
  package var description: String {
    self == .macCatalyst ? "Mac Catalyst" : rawValue
  }
}
