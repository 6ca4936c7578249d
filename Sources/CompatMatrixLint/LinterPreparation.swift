import CompatMatrixCore
import CompatMatrixResolver
import CompatMatrixSource
import Foundation

/// What linting needs from the data: the compiled lint patterns with their strategies' status
/// timelines, the words that let a file without any be skipped, and the resolver for advice.
///
/// It is built once, when the first file is linted, and then shared by the files linted in
/// parallel, so that a run with no Swift file to lint costs nothing more than loading the data.
final class LinterPreparation: @unchecked Sendable {
  /// The prepared parts.
  struct Prepared: Sendable {
    let resolver: Resolver
    let detectors: [Linter.Detector]
    let anchors: AnchorWords
    let names: NameSet
  }

  private let matrix: Matrix
  private let platform: Platform
  private let lock = NSLock()
  private var built: Prepared?

  init(matrix: Matrix, platform: Platform) {
    self.matrix = matrix
    self.platform = platform
  }

  /// The prepared parts, built on the first call.
  var prepared: Prepared {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let made = Self.prepare(matrix, platform)
    built = made
    return made
  }

  private static func prepare(_ matrix: Matrix, _ platform: Platform) -> Prepared {
    var detectors: [Linter.Detector] = []
    for concern in matrix.concerns {
      for strategy in concern.strategies where !strategy.lint.isEmpty {
        // Validation parsed every pattern already, so none fails to compile here.
        let patterns = strategy.lint.compactMap { try? CompiledLintPattern($0) }
        detectors.append(
          Linter.Detector(
            concern: concern, strategy: strategy, patterns: patterns,
            timeline: StatusDerivation.timeline(of: strategy, on: platform, in: matrix)))
      }
    }
    let patterns = detectors.flatMap(\.strategy.lint)
    return Prepared(
      resolver: Resolver(matrix: matrix), detectors: detectors,
      anchors: AnchorWords(patterns: patterns), names: NameSet(patterns: patterns))
  }
}
