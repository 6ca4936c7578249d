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
  /// Which targets compile each file: a file only other platforms build is not scanned, and
  /// other platforms' clauses are judged by the file's targets. Unknown by default.
  package var targets: SourceTargets?

  /// Creates a scanner for a raise.
  package init(from: ResolvedRange, to: ResolvedRange, targets: SourceTargets? = nil) {
    self.from = from
    self.to = to
    self.targets = targets
  }

  /// The checks below `path` that the raise makes dead, by file and position, and the files
  /// skipped; throws when `path` does not exist.
  package func scan(_ path: String, base: String) throws(SourceWalker.Failure) -> DeadCheckScan {
    let walker = SourceWalker(roots: [path], base: base)
    let (files, walked) = try walker.walk()
    var checks: [DeadAvailabilityCheck] = []
    var skipped = walked
    for file in files {
      let platforms = targets?.platforms(ofFile: file.path) ?? .unknown
      guard platforms.builds(for: to.platform) != false else { continue }
      let finder = RedundantCheckFinder(range: to, platforms: platforms)
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
