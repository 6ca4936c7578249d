/// Finds the known word closest to a mistyped one, for "did you mean …?" hints.
package enum Suggestion {
  /// The candidate closest to `word` by edit distance, ignoring case, if it is close enough.
  ///
  /// Close enough means at most about a third of the word's length in edits, and at least
  /// two, so that `staus` suggests `status`, `iOS16` suggests `iOS` and `pop-root` suggests
  /// `pop-to-root`, but `x` suggests nothing.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    let limit = max(2, (target.count + 2) / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates.sorted() {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance <= limit, distance < candidate.count, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two character arrays, counting a swap of two
  /// neighbouring characters as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
