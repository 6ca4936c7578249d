import CompatMatrixCore
import CompatMatrixResolver
import CompatMatrixSource
import Dispatch

/// What linting needs from the data: the compiled lint patterns with their status timelines,
/// the words that let a file without any be skipped, the resolver for advice and the citations.
///
/// It is built once, when the first file is linted (or, in a planned run with files to lint,
/// while the rest of the plan is made), and then shared by the files linted in parallel, so
/// that a run with no Swift file to lint costs nothing more than loading the data.
final class LinterPreparation: Sendable {
  /// The prepared parts.
  struct Prepared: Sendable {
    let resolver: Resolver
    let detectors: [LintDetector]
    let filter: AnchorFilter
    let names: NameSet
    let citer: LintCitation
  }

  private let matrix: Matrix
  /// The platform the detectors are compiled for.
  let platform: Platform
  /// The prepared parts once built; the first caller builds them while holding the lock, so
  /// the others wait for them rather than build them again.
  private let built = Mutex<Prepared?>(nil)

  init(matrix: Matrix, platform: Platform) {
    self.matrix = matrix
    self.platform = platform
  }

  /// The prepared parts, built on the first call.
  var prepared: Prepared {
    built.withLock { built in
      if let built { return built }
      let made = Self.prepare(matrix, platform)
      built = made
      return made
    }
  }

  /// Builds the prepared parts on another thread, for a caller with other work to do
  /// meanwhile; the first file linted waits for them if they are not ready.
  func prepareInBackground() {
    DispatchQueue.global().async { _ = self.prepared }
  }

  private static func prepare(_ matrix: Matrix, _ platform: Platform) -> Prepared {
    // The resolver's timelines are the detectors' too: it derives them with no SDK given,
    // as lint reads statuses.
    let resolver = Resolver(matrix: matrix)
    let detectors = LintDetector.all(in: matrix, platform: platform, resolver: resolver)
    let patterns = detectors.flatMap { $0.patterns.map(\.pattern) }
    let companions = detectors.flatMap { detector in
      (detector.rootOf + detector.pushedBy).map(\.text)
    }
    return Prepared(
      resolver: resolver, detectors: detectors,
      filter: AnchorFilter(groups: detectors.map { $0.patterns.map(\.pattern) }),
      names: NameSet(patterns: patterns, extra: companions),
      citer: LintCitation(citations: matrix.citations))
  }
}
