import CompatMatrixCore

/// Runs three independent pieces of work at once, on as many cores as are free, and returns
/// their results: a lint run loads the data, walks the folders and reads the project side by
/// side, since none needs another's result.
enum Concurrently {
  static func run<A: Sendable, B: Sendable, C: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B, _ third: @Sendable () -> C
  ) -> (A, B, C) {
    let results = ParallelMap.map(count: 3) { task -> OneOf<A, B, C> in
      switch task {
      case 0: .first(first())
      case 1: .second(second())
      default: .third(third())
      }
    }
    // The map returns its results in task order, and task `n` gives the `n`th case.
    guard case .first(let a) = results[0], case .second(let b) = results[1],
      case .third(let c) = results[2]
    else { preconditionFailure("ParallelMap returned its results out of order") }
    return (a, b, c)
  }

  /// The result of one of the three tasks.
  private enum OneOf<A: Sendable, B: Sendable, C: Sendable>: Sendable {
    case first(A)
    case second(B)
    case third(C)
  }
}
