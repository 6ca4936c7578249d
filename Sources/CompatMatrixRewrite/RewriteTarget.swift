import CompatMatrixCore
import CompatMatrixSource

/// What a file is built for, as far as a rewrite needs to know: the platform whose minimum
/// is raised and its new minimum, and every build the file is compiled in with its minimum.
///
/// Only checks with a clause for the platform at or below the minimum are rewritten, and
/// only so that every build keeps what the check does there at every version from the
/// build's minimum (`FileBuildsAvailability`): a check that also names macOS, in a file also
/// built for macOS below that clause, loses only its iOS clause; one whose `else` branch a
/// macOS build still runs keeps it.
package struct RewriteTarget: Sendable, Hashable {
  /// The platform whose checks are rewritten.
  package var platform: Platform
  /// Its minimum deployment target: a clause for this version or below may go.
  package var minimum: OSVersion
  /// The builds the file is compiled in, with their minimums after the raise.
  package var builds: BuildMinimums

  /// Creates a target from the file's builds.
  package init(platform: Platform, minimum: OSVersion, builds: BuildMinimums) {
    self.platform = platform
    self.minimum = minimum
    self.builds = builds
  }

  /// Creates a target from the platforms the file is compiled for: the platform's app and
  /// app extension at `minimum`, the others at their known `minimums` (else unknown); with
  /// no platforms given, those `BuildMinimums.assumed(_:minimum:)` takes.
  package init(
    platform: Platform, minimum: OSVersion, platforms: Set<Platform>? = nil,
    minimums: [Platform: OSVersion] = [:]
  ) {
    var builds = BuildMinimums()
    let own = AvailabilityPlatform(platform)
    let listed = platforms.map { Set($0.map(AvailabilityPlatform.init)) }
    for other in AvailabilityPlatform.allCases where other != .macCatalyst {
      guard listed?.contains(other) ?? true else { continue }
      let known = other == own ? minimum : minimums[other.dataPlatform]
      builds.add(BuildPlatform(other), minimum: known)
      builds.add(BuildPlatform(other, isExtension: true), minimum: known)
    }
    self.init(platform: platform, minimum: minimum, builds: builds)
  }
}

/// Says what each file is built for: the minimum a rewrite holds its checks against, per
/// file. A project with targets of different minimums or platforms gives each file its own;
/// `nil` leaves a file alone (a file no target of the platform compiles).
package protocol RewriteTargetProvider: Sendable {
  /// The target of one file, or `nil` to leave it untouched.
  func target(for file: SourceWalker.File) -> RewriteTarget?
}

/// The same target for every file: the minimum given on the command line.
package struct UniformRewriteTarget: RewriteTargetProvider {
  /// The target.
  package let target: RewriteTarget

  /// Creates a provider.
  package init(_ target: RewriteTarget) {
    self.target = target
  }

  /// The target, for every file.
  package func target(for file: SourceWalker.File) -> RewriteTarget? { target }
}
