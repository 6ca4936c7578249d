import CompatMatrixCore

/// One change to a file's bytes: the bytes in `range` are replaced by `replacement`.
///
/// Edits are what every rewriting command produces (`upgrade --apply`, and `lint --fix` after
/// it): byte ranges of the original file with their new bytes, never a rewritten copy, so they
/// can be shown as a diff, checked for overlap and applied in one pass.
package struct TextEdit: Sendable, Hashable, Comparable {
  /// The bytes of the original file that are replaced.
  package let range: Range<Int>
  /// The new bytes.
  package let replacement: [UInt8]

  /// Creates an edit.
  package init(range: Range<Int>, replacement: [UInt8]) {
    self.range = range
    self.replacement = replacement
  }

  /// Creates an edit whose replacement is text.
  package init(range: Range<Int>, text: String) {
    self.init(range: range, replacement: Array(text.utf8))
  }

  /// A removal of the bytes in `range`.
  package static func removal(_ range: Range<Int>) -> TextEdit {
    TextEdit(range: range, replacement: [])
  }

  /// Orders by position.
  package static func < (lhs: TextEdit, rhs: TextEdit) -> Bool {
    (lhs.range.lowerBound, lhs.range.upperBound) < (rhs.range.lowerBound, rhs.range.upperBound)
  }

  /// Whether two edits touch the same bytes; two insertions at the same place overlap too,
  /// since their order would be ambiguous.
  package func overlaps(_ other: TextEdit) -> Bool {
    if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
    return range.overlaps(other.range)
      || (range.isEmpty && other.range.contains(range.lowerBound)
        && other.range.lowerBound
          != range.lowerBound)
      || (other.range.isEmpty && range.contains(other.range.lowerBound)
        && range.lowerBound != other.range.lowerBound)
  }
}

/// A file with the edits to make to it: the original bytes and a sorted set of edits that do
/// not overlap.
package struct EditedFile: Sendable, Hashable {
  /// The path the file is read from and written to.
  package let path: String
  /// The path as displayed and as a diff names it, relative to the working folder.
  package let display: String
  /// The file's bytes before the edits.
  package let original: [UInt8]
  /// The file's size and modification time when `original` was read, for the writer's check
  /// that nobody changed it since; `nil` when not known.
  package var stamp: FileStamp?
  /// The edits, sorted, none overlapping another.
  package private(set) var edits: [TextEdit] = []

  /// Creates a file with no edits yet.
  package init(path: String, display: String, original: [UInt8], stamp: FileStamp? = nil) {
    self.path = path
    self.display = display
    self.original = original
    self.stamp = stamp
  }

  /// Adds an edit; returns `false`, leaving the file as it was, when the edit overlaps one
  /// already added or lies outside the file.
  @discardableResult
  package mutating func add(_ edit: TextEdit) -> Bool {
    guard edit.range.lowerBound >= 0, edit.range.upperBound <= original.count else {
      return false
    }
    var low = 0
    var high = edits.count
    while low < high {
      let middle = (low + high) / 2
      if edits[middle] < edit { low = middle + 1 } else { high = middle }
    }
    if low > 0, edits[low - 1].overlaps(edit) { return false }
    if low < edits.count, edits[low].overlaps(edit) { return false }
    edits.insert(edit, at: low)
    return true
  }

  /// Whether the edits change anything.
  package var changes: Bool {
    edits.contains { !original[$0.range].elementsEqual($0.replacement) }
  }

  /// The file's bytes after the edits.
  package var edited: [UInt8] {
    edits.applied(to: original[...])
  }
}

extension Array where Element == TextEdit {
  /// `bytes` with these edits made; the edits are sorted, do not overlap, and lie within
  /// `bytes`, whose indices they use.
  package func applied(to bytes: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = bytes.startIndex
    for edit in self {
      result += bytes[cursor..<edit.range.lowerBound]
      result += edit.replacement
      cursor = edit.range.upperBound
    }
    result += bytes[cursor...]
    return result
  }
}
