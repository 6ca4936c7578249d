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

  /// The text padded with spaces to at least `length` characters.
  package func padding(toLength length: Int) -> String {
    count >= length ? String(self) : self + String(repeating: " ", count: length - count)
  }
}

extension String {
  /// The string with every occurrence of `target` replaced.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
