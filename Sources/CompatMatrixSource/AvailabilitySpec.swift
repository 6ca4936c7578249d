import CompatMatrixCore

/// A platform and version as an availability check or attribute writes them: `iOS 16.0`,
/// `macOS 13`, `iOSApplicationExtension`; the wildcard `*` is not a spec (see
/// `AvailabilityCheck.hasWildcard`).
package struct AvailabilitySpec: Sendable, Hashable, CustomStringConvertible {
  /// The platform name as written: `iOS`, `macOS`, `OSX`, `macCatalyst`, `swift` …
  package let platform: String
  /// The version written after it, if any (for an attribute's long form, its `introduced`).
  package let version: OSVersion?

  /// Creates a spec.
  package init(platform: String, version: OSVersion?) {
    self.platform = platform
    self.version = version
  }

  /// `iOS 16.0`, or the platform alone.
  package var description: String {
    version.map { "\(platform) \($0)" } ?? platform
  }

  /// The names availability checks and `os()` conditions use for a target platform; iPadOS
  /// is checked as iOS.
  package static func names(for platform: Platform) -> Set<String> {
    switch platform {
    case .iOS, .iPadOS: ["iOS"]
    case .macOS: ["macOS", "OSX"]
    case .tvOS: ["tvOS"]
    case .watchOS: ["watchOS"]
    case .visionOS: ["visionOS", "xrOS"]
    }
  }
}
