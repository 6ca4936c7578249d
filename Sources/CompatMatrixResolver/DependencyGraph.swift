import CompatMatrixCore

/// How concerns depend on each other through their strategies' `dependsOn`.
package enum DependencyGraph {
  /// The concerns' positions in an order where each comes after the concerns it depends on
  /// (the lowest position, that is the lowest id, first where that leaves a choice), and for
  /// each position the positions of the concerns that depend on it directly or through
  /// others, in that order.
  ///
  /// Validation rejects circles; concerns caught in one are placed last, by id, so a matrix
  /// that was not validated still gets an order. Time is linear in concerns and dependencies
  /// but for the ordering of ready concerns.
  package static func order(_ matrix: Matrix) -> (order: [Int], dependents: [[Int]]) {
    let count = matrix.concerns.count
    var waiting = [Int](repeating: 0, count: count)
    var direct = [[Int]](repeating: [], count: count)
    for (index, concern) in matrix.concerns.enumerated() {
      var providers = Set<Int>()
      for strategy in concern.strategies {
        for dependency in strategy.dependsOn {
          if let provider = matrix.concernOffset(id: dependency.concern), provider != index {
            providers.insert(provider)
          }
        }
      }
      waiting[index] = providers.count
      for provider in providers.sorted() { direct[provider].append(index) }
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    // Ready positions, kept sorted in decreasing order so the lowest is taken from the end.
    var ready = (0..<count).filter { waiting[$0] == 0 }.reversed() as [Int]
    while let next = ready.popLast() {
      order.append(next)
      for dependent in direct[next] {
        waiting[dependent] -= 1
        if waiting[dependent] == 0 {
          let slot = ready.firstIndex { $0 < dependent } ?? ready.count
          ready.insert(dependent, at: slot)
        }
      }
    }
    if order.count < count {
      var placed = Set(order)
      for index in 0..<count where placed.insert(index).inserted { order.append(index) }
    }
    var position = [Int](repeating: 0, count: count)
    for (offset, index) in order.enumerated() { position[index] = offset }
    var dependents = [[Int]](repeating: [], count: count)
    for index in 0..<count where !direct[index].isEmpty {
      var found = Set<Int>()
      var frontier = direct[index]
      while let next = frontier.popLast() {
        if found.insert(next).inserted { frontier += direct[next] }
      }
      dependents[index] = found.sorted { position[$0] < position[$1] }
    }
    return (order, dependents)
  }
}
