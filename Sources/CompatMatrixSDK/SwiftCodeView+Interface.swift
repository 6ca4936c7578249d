import CompatMatrixCore

/// What the interface reader and its attribute parser read from a `.swiftinterface`'s code
/// view besides what every reader shares.
extension SwiftCodeView {
  /// The top-level items of the group that opens at `position`, split at commas; angle
  /// brackets of generic arguments count as nesting (`Dictionary<K, V>` is one item), `->`
  /// does not.
  func items(inGroupAt position: Int) -> [Range<Int>] {
    clauses(in: inside(position), nestingAngles: true)
  }

  /// The text of the tokens in `range` joined without spaces where they touch: `16.4.1` from
  /// `16.4`, `.`, `1`.
  func joinedText(_ range: Range<Int>) -> String {
    var text = ""
    for position in range {
      if position > range.lowerBound, !touchesPrevious(position) { text += " " }
      text += self.text(position)
    }
    return text
  }
}
