import Dispatch

/// Maps the numbers `0..<count` on every core and returns the results in order: for work
/// whose items are independent, such as rendering one page per concern, linting or rewriting
/// one file each.
package enum ParallelMap {
  /// `transform(0) … transform(count - 1)`, computed in parallel; in order whatever the order
  /// of completion. One item, or none, runs on the calling thread.
  package static func map<Result: Sendable>(
    count: Int, _ transform: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1 else { return (0..<count).map(transform) }
    let slots = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = transform(index)
      slots.withLock { $0[index] = result }
    }
    // concurrentPerform returns once every iteration has run, and each sets its own slot.
    return slots.withLock { $0.map { $0! } }
  }

  /// `transform` of each element, computed in parallel, in the elements' order.
  package static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    map(count: elements.count) { transform(elements[$0]) }
  }
}
