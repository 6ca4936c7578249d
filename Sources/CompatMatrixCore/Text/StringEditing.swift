/// The string edits every layer uses, in one place and without Foundation.
extension StringProtocol {
  /// The text with its first letter upper-cased: `deprecated` becomes `Deprecated`.
  package var capitalizedFirstLetter: String {
    guard let first else { return String(self) }
    return first.uppercased() + dropFirst()
  }

  /// The text without the characters of `characters` at either end: `trimming(" \t")`.
  package func trimming(_ characters: String) -> SubSequence {
    trimmingEnd(characters).drop { characters.contains($0) }
  }

  /// The text without the characters of `characters` at its end: `trimmingEnd(" ")`.
  package func trimmingEnd(_ characters: String) -> SubSequence {
    var end = endIndex
    while end > startIndex {
      let before = index(before: end)
      guard characters.contains(self[before]) else { break }
      end = before
    }
    return self[startIndex..<end]
  }

  /// The text without one final `suffix`, when it ends with it; the counterpart of the
  /// standard library's `trimmingPrefix(_:)`.
  package func trimmingSuffix(_ suffix: String) -> SubSequence {
    hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
  }

  /// Where `target` first occurs, compared character by character (Foundation's
  /// `range(of:)` without its options); `nil` when it does not, or when `target` is empty.
  package func firstRange(ofText target: String) -> Range<Index>? {
    guard let first = target.first else { return nil }
    var start = startIndex
    while let candidate = self[start...].firstIndex(of: first) {
      var position = candidate
      var wanted = target.startIndex
      while wanted < target.endIndex, position < endIndex, self[position] == target[wanted] {
        formIndex(after: &position)
        target.formIndex(after: &wanted)
      }
      if wanted == target.endIndex { return candidate..<position }
      start = index(after: candidate)
    }
    return nil
  }

  /// Where `target` last occurs (of the occurrences `firstRange(ofText:)` finds one after
  /// another, without overlap); `nil` when it does not, or when `target` is empty.
  package func lastRange(ofText target: String) -> Range<Index>? {
    var last: Range<Index>?
    var start = startIndex
    while let found = self[start...].firstRange(ofText: target) {
      last = found
      start = found.upperBound
    }
    return last
  }

  /// The text padded with spaces to at least `length` characters.
  package func padding(toLength length: Int) -> String {
    count >= length ? String(self) : self + String(repeating: " ", count: length - count)
  }
}

extension StringProtocol {
  /// The text with every occurrence of `target` replaced, left to right without overlaps; the
  /// text unchanged when `target` is empty.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let found = rest.firstRange(ofText: target) {
      result += rest[..<found.lowerBound]
      result += replacement
      rest = rest[found.upperBound...]
    }
    result += rest
    return result
  }
}

extension StringProtocol {
  /// The text's words in lines of at most `width` characters (a longer word stands alone on
  /// its line); runs of spaces and line breaks count as one space.
  package func wrapped(width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
