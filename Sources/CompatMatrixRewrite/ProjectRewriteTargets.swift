import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Each file's target from the projects that compile it, once the minimum is raised
/// (`MinimumRaise`): a file only targets of other platforms compile is left alone (a
/// watchOS-only file is never rewritten for an iOS minimum), and a file of known targets is
/// rewritten for every build it is compiled in, each at its own minimum, so that no check or
/// branch a build still needs goes.
///
/// A file no project lists is rewritten for the raised platform, other platforms' clauses
/// kept (`BuildMinimums.assumed(_:minimum:)`).
///
/// ```swift
/// let targets = SourceTargets.discover(for: ["."], base: cwd)
/// let raise = MinimumRaise(platform: .iOS, to: OSVersion(16, 4), targets: targets, paths: ["."], base: cwd)
/// let provider = ProjectRewriteTargets(raise)
/// ```
package struct ProjectRewriteTargets: RewriteTargetProvider {
  /// The raise.
  package let raise: MinimumRaise

  /// Creates a provider.
  package init(_ raise: MinimumRaise) {
    self.raise = raise
  }

  /// Creates a provider raising every Xcode target of `targets` (local packages keep their
  /// own minimums).
  package init(platform: Platform, minimum: OSVersion, targets: SourceTargets) {
    self.init(MinimumRaise(platform: platform, to: minimum, targets: targets))
  }

  /// The target of a file, or `nil` when only targets of other platforms compile it.
  package func target(for file: SourceWalker.File) -> RewriteTarget? {
    raise.builds(ofFile: file.path).map {
      RewriteTarget(platform: raise.platform, minimum: raise.minimum, builds: $0)
    }
  }
}
