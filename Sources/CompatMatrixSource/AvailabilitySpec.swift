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

  /// The names availability checks use for a platform of the data and the builds its
  /// minimum decides (its app extensions; Mac Catalyst for iOS); iPadOS is checked as iOS.
  /// The names come from `AvailabilityName`, the one table of them.
  package static func names(for platform: Platform) -> Set<String> {
    AvailabilityName.names(of: platform)
  }

  /// What the name stands for, from the one table; `nil` for a name the compiler does not
  /// know.
  package var name: AvailabilityName? { AvailabilityName.named(platform) }
}
