import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// What `lint --list-targets` shows: every target read with its platforms and minimums and
/// how many of the walked Swift files it compiles and lint lints, and every file lint does
/// not lint for a target's range, with the reason: in no target, compiled only for other
/// platforms, a package manifest, or skipped by the walk.
package struct LintTargetListing: Sendable {
  /// One target read.
  package struct Target: Sendable, Hashable {
    /// Its name, qualified with its project when names repeat.
    package var name: String
    /// The project that declares it.
    package var project: String
    /// `app`, `app extension`, `test`, or `package` for a package target.
    package var role: String
    /// The platforms it builds for, each with its minimum (`nil`: none set).
    package var platforms: [Platform: OSVersion?]
    /// Whether it builds for Mac Catalyst.
    package var catalyst: Bool
    /// How many of the walked Swift files it compiles.
    package var files: Int
    /// How many of those are linted.
    package var linted: Int
  }

  /// A file compiled only for other platforms than the run's.
  package struct OtherPlatformFile: Sendable, Hashable {
    /// The file, as displayed.
    package var file: String
    /// The platforms its targets build it for.
    package var platforms: [Platform]
  }

  /// The platform linted for.
  package var platform: Platform
  /// The targets, in the order the projects were read.
  package var targets: [Target]
  /// The files no project lists, linted for the run's range.
  package var filesInNoTarget: [String]
  /// The files compiled only for other platforms, not linted.
  package var filesForOtherPlatforms: [OtherPlatformFile]
  /// The package manifests, never linted.
  package var manifests: [String]
  /// The files the walk skipped, with the reason.
  package var skipped: [SkippedFile]
  /// The projects that could not be read for file membership, each with why.
  package var notes: [String]

  /// The listing of a plan's targets and files.
  init(
    platform: Platform, targets: SourceTargets, platforms: [FilePlatforms],
    inputs: [LintInput], planner: InputPlanner, skipped: [SkippedFile]
  ) {
    self.platform = platform
    var files: [String: Int] = [:]
    for file in platforms { for name in file.targets { files[name, default: 0] += 1 } }
    var linted: [String: Int] = [:]
    for input in inputs { for name in input.platforms.targets { linted[name, default: 0] += 1 } }
    self.targets = zip(targets.targets, targets.names).map { target, name in
      let role =
        target.isTest
        ? "test"
        : target.kind == .package
          ? "package"
          : target.linkage == .appExtension ? "app extension" : "app"
      return Target(
        name: name, project: target.project, role: role, platforms: target.platforms,
        catalyst: target.supportsCatalyst, files: files[name] ?? 0, linted: linted[name] ?? 0)
    }
    filesInNoTarget = planner.filesInNoTarget.sorted()
    filesForOtherPlatforms = planner.filesForOtherPlatforms.map {
      OtherPlatformFile(file: $0.file, platforms: $0.platforms)
    }.sorted { $0.file < $1.file }
    manifests = planner.manifests.sorted()
    self.skipped = skipped.sorted()
    notes = targets.notes
  }
}
