import CompatMatrixCore
import CompatMatrixSource

/// What a file is built for, as far as a rewrite needs to know: the minimum of the platform
/// being raised, and the platforms the file is compiled for when that is known.
///
/// Only checks of `platform` are rewritten. A check that also names other platforms
/// (`#available(iOS 16, macOS 13, *)`) loses only its iOS clause, unless the file is known
/// not to be built for them, their known minimums satisfy their clauses, or the check sits in
/// an `#if os(…)` branch that excludes them.
package struct RewriteTarget: Sendable, Hashable {
  /// The platform whose checks are rewritten.
  package var platform: Platform
  /// Its minimum deployment target: a check for this version or below always passes.
  package var minimum: OSVersion
  /// The platforms the file is compiled for; `nil` when unknown.
  package var platforms: Set<Platform>?
  /// The minimums of other platforms the file is compiled for, where known: a clause one of
  /// them satisfies does not keep a check (`lint --fix`, which judges clauses so).
  package var minimums: [Platform: OSVersion]

  /// Creates a target.
  package init(
    platform: Platform, minimum: OSVersion, platforms: Set<Platform>? = nil,
    minimums: [Platform: OSVersion] = [:]
  ) {
    self.platform = platform
    self.minimum = minimum
    self.platforms = platforms
    self.minimums = minimums
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
