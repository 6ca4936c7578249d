import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Each file's target from the projects that compile it: a file only targets of other
/// platforms compile is left alone (a watchOS-only file is never rewritten for an iOS
/// minimum), and a file of known targets is rewritten knowing its platforms, so that a check
/// naming a platform it is also built for loses only the raised platform's clause.
///
/// A file no project lists is rewritten for the raised platform, other platforms' clauses
/// kept, as `UniformRewriteTarget` would.
///
/// ```swift
/// let targets = SourceTargets.discover(for: ["."], base: cwd)
/// let provider = ProjectRewriteTargets(platform: .iOS, minimum: OSVersion(16, 4), targets: targets)
/// ```
package struct ProjectRewriteTargets: RewriteTargetProvider {
  /// The platform whose minimum is raised.
  package let platform: Platform
  /// The new minimum.
  package let minimum: OSVersion
  /// Which targets compile each file.
  package let targets: SourceTargets

  /// Creates a provider.
  package init(platform: Platform, minimum: OSVersion, targets: SourceTargets) {
    self.platform = platform
    self.minimum = minimum
    self.targets = targets
  }

  /// The target of a file, or `nil` when only targets of other platforms compile it.
  package func target(for file: SourceWalker.File) -> RewriteTarget? {
    let platforms = targets.platforms(ofFile: file.path)
    guard platforms.isKnown else { return RewriteTarget(platform: platform, minimum: minimum) }
    guard platforms.builds(for: platform) == true else { return nil }
    return RewriteTarget(
      platform: platform, minimum: minimum, platforms: Set(platforms.platforms.keys))
  }
}
