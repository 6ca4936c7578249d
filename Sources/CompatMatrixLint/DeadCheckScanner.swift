import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixSource

/// Finds the availability checks in a team's code that raising the minimum makes always
/// true, and the `else` branches that become dead: what `upgrade --path` lists.
///
/// Files are walked and read as `lint` reads them, with its policy for the ones it cannot
/// read (`SkippedFiles`).
package struct DeadCheckScanner: Sendable {
  /// The range before the raise.
  package let from: ResolvedRange
  /// The range after it.
  package let to: ResolvedRange
  /// Each file's builds after the raise: a file only other platforms build is not scanned,
  /// and every build the file is compiled in is judged at its minimum, as the rewrite judges
  /// it. Unknown by default: every file is assumed to be built for the platform at `to`.
  package var raise: MinimumRaise?

  /// Creates a scanner for a raise.
  package init(from: ResolvedRange, to: ResolvedRange, raise: MinimumRaise? = nil) {
    self.from = from
    self.to = to
    self.raise = raise
  }

  /// Creates a scanner for a raise of every Xcode target of `targets`.
  package init(from: ResolvedRange, to: ResolvedRange, targets: SourceTargets) {
    self.init(
      from: from, to: to,
      raise: MinimumRaise(platform: to.platform, to: to.minimum, targets: targets))
  }

  /// The checks below `path` that the raise makes dead, by file and position, and the files
  /// skipped; throws when `path` does not exist.
  package func scan(_ path: String, base: String) throws(SourceWalker.Failure) -> DeadCheckScan {
    let walker = SourceWalker(roots: [path], base: base)
    let (files, walked) = try walker.walk()
    var checks: [DeadAvailabilityCheck] = []
    var skipped = walked
    for file in files {
      let builds =
        raise.map { $0.builds(ofFile: file.path) }
        ?? .assumed(to.platform, minimum: to.minimum)
      guard let builds else { continue }
      let finder = RedundantCheckFinder(range: to, builds: builds)
      switch SourceReader.read(file.path) {
      case .success(let bytes):
        let source = SwiftSourceFile(bytes: bytes)
        let availability = FileAvailabilityContext(file: source, platform: to.platform)
        checks += finder.deadChecks(
          in: availability, source: source, file: file.display, above: from.minimum)
      case .failure(let reason):
        skipped.append(SkippedFile(file: file.display, reason: reason))
      }
    }
    return DeadCheckScan(checks: checks, skipped: SkippedFiles(skipped.sorted(), walker: walker))
  }
}

/// What a dead-check scan found.
package struct DeadCheckScan: Sendable, Hashable {
  /// The checks, in file order.
  package let checks: [DeadAvailabilityCheck]
  /// The files that could not be read.
  package let skipped: SkippedFiles
}
