import CompatMatrixCore
import Dispatch

/// Runs three independent pieces of work at once, on as many cores as are free, and returns
/// their results: a lint run loads the data, walks the folders and reads the project side by
/// side, since none needs another's result.
enum Concurrently {
  static func run<A: Sendable, B: Sendable, C: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B, _ third: @Sendable () -> C
  ) -> (A, B, C) {
    let results = Results<A, B, C>()
    DispatchQueue.concurrentPerform(iterations: 3) { task in
      switch task {
      case 0: results.set(first: first())
      case 1: results.set(second: second())
      default: results.set(third: third())
      }
    }
    return results.all()
  }

  /// The results, filled in from the three threads.
  private final class Results<A: Sendable, B: Sendable, C: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var first: A?
    private var second: B?
    private var third: C?

    func set(first value: A) {
      lock.lock()
      defer { lock.unlock() }
      first = value
    }

    func set(second value: B) {
      lock.lock()
      defer { lock.unlock() }
      second = value
    }

    func set(third value: C) {
      lock.lock()
      defer { lock.unlock() }
      third = value
    }

    func all() -> (A, B, C) {
      lock.lock()
      defer { lock.unlock() }
      // `concurrentPerform` returns once every task has run, and each task sets its result.
      return (first!, second!, third!)
    }
  }
}
