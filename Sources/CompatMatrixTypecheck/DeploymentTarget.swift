import CompatMatrixCore

/// What code is type-checked for: a build (a platform, as an app or an app extension) and its
/// minimum deployment target, which the compiler's availability checking holds every use
/// against.
package struct DeploymentTarget: Sendable, Hashable, Comparable {
  /// The platform, and whether the code is built as an app extension.
  package var build: BuildPlatform
  /// The minimum deployment target.
  package var version: OSVersion

  /// Creates a target.
  package init(_ build: BuildPlatform, _ version: OSVersion) {
    self.build = build
    self.version = version
  }

  /// An app's target on a platform.
  package init(_ platform: AvailabilityPlatform, _ version: OSVersion) {
    self.init(BuildPlatform(platform), version)
  }

  /// The target triple swiftc's `-target` takes, for an architecture:
  /// `arm64-apple-ios15.0`, `arm64-apple-ios15.0-macabi` for Mac Catalyst.
  package func triple(architecture: String) -> String {
    let system =
      switch build.platform {
      case .iOS, .macCatalyst: "ios"
      case .macOS: "macos"
      case .tvOS: "tvos"
      case .watchOS: "watchos"
      case .visionOS: "xros"
      }
    let environment = build.platform == .macCatalyst ? "-macabi" : ""
    return "\(architecture)-apple-\(system)\(version)\(environment)"
  }

  /// The compiler's arguments for the target: `-target` and, for an app extension,
  /// `-application-extension` (which makes `…ApplicationExtension` availability apply).
  package func arguments(architecture: String) -> [String] {
    ["-target", triple(architecture: architecture)]
      + (build.isExtension ? ["-application-extension"] : [])
  }

  /// Orders targets by build, then version.
  package static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
    (lhs.build, lhs.version) < (rhs.build, rhs.version)
  }
}

extension DeploymentTarget: CustomStringConvertible {
  /// `iOS 15.0`, `iOS extension 15.0`, `Mac Catalyst 16.0`.
  package var description: String { "\(build) \(version)" }
}
