import Dispatch

/// Maps the numbers `0..<count` on every core and returns the results in order: for work
/// whose items are independent, such as rendering one page per concern.
package enum ParallelMap {
  /// `transform(0) … transform(count - 1)`, computed in parallel; in order whatever the order
  /// of completion. One item, or none, runs on the calling thread.
  package static func map<Result: Sendable>(
    count: Int, _ transform: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1 else { return (0..<count).map(transform) }
    let slots = Slots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.set(index, transform(index))
    }
    return slots.values()
  }

  /// The results, each set once from any thread.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [Value?]

    init(count: Int) {
      storage = [Value?](repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    func values() -> [Value] {
      lock.lock()
      defer { lock.unlock() }
      // concurrentPerform returns once every iteration has run, so every slot is set.
      return storage.map { $0! }
    }
  }
}
