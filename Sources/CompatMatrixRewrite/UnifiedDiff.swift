import CompatMatrixCore

/// Renders edited files as a unified diff that `git apply` and `patch -p1` accept:
/// `diff --git a/… b/…` headers, hunks with three lines of context, and
/// `\ No newline at end of file` where a file ends without one.
///
/// The hunks come from the edits themselves, not from comparing the two texts: each edit's
/// lines are a region, regions that share a line are merged, lines a region leaves as they
/// were are trimmed from its ends, and regions closer than twice the context share a hunk.
/// Line endings are bytes of the lines, so a CRLF file gives a CRLF diff body.
package enum UnifiedDiff {
  /// Lines of context around each change.
  package static let context = 3

  /// One line of a file: its bytes without the `\n`, and whether a `\n` ends it.
  struct Line: Equatable {
    var bytes: ArraySlice<UInt8>
    var hasNewline: Bool
  }

  /// A stretch of old lines and the new lines that replace them.
  struct Region {
    var oldStart: Int
    var oldCount: Int
    var newLines: [Line]
  }

  /// The diff of every file that changes, in the order given; empty when none does.
  package static func render(_ files: [EditedFile]) -> String {
    files.map(render).joined()
  }

  /// The diff of one file; empty when its edits change nothing.
  package static func render(_ file: EditedFile) -> String {
    let oldLines = lines(of: file.original[...])
    let regions = regions(of: file, oldLines: oldLines)
    guard !regions.isEmpty else { return "" }
    let old = quoted("a/" + file.display)
    let new = quoted("b/" + file.display)
    var output = "diff --git \(old) \(new)\n--- \(old)\n+++ \(new)\n"
    var delta = 0
    var index = 0
    while index < regions.count {
      // The regions that share this hunk: each starts within twice the context of the last.
      var last = index
      while last + 1 < regions.count,
        regions[last + 1].oldStart - (regions[last].oldStart + regions[last].oldCount)
          <= 2 * context
      {
        last += 1
      }
      let start = max(0, regions[index].oldStart - context)
      let end = min(oldLines.count, regions[last].oldStart + regions[last].oldCount + context)
      var body = ""
      var oldCount = 0
      var newCount = 0
      var cursor = start
      for region in regions[index...last] {
        for line in oldLines[cursor..<region.oldStart] {
          body += text(" ", line)
        }
        oldCount += region.oldStart - cursor + region.oldCount
        newCount += region.oldStart - cursor + region.newLines.count
        for line in oldLines[region.oldStart..<region.oldStart + region.oldCount] {
          body += text("-", line)
        }
        for line in region.newLines { body += text("+", line) }
        cursor = region.oldStart + region.oldCount
      }
      for line in oldLines[cursor..<end] { body += text(" ", line) }
      oldCount += end - cursor
      newCount += end - cursor
      let newStart = start + delta
      output +=
        "@@ -\(range(start, oldCount)) +\(range(newStart, newCount)) @@\n" + body
      for region in regions[index...last] { delta += region.newLines.count - region.oldCount }
      index = last + 1
    }
    return output
  }

  /// `start,count` as a hunk header writes it: lines counted from 1, and a range of no lines
  /// named by the line before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }

  /// One diff line: the marker, the bytes, and the note for a last line without a newline.
  private static func text(_ marker: String, _ line: Line) -> String {
    marker + String(decoding: line.bytes, as: UTF8.self)
      + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
  }

  /// The lines of some bytes; a final `\n` ends the last line rather than starting another.
  static func lines(of bytes: ArraySlice<UInt8>) -> [Line] {
    var result: [Line] = []
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\n") {
        result.append(Line(bytes: bytes[start..<index], hasNewline: true))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.endIndex {
      result.append(Line(bytes: bytes[start..<bytes.endIndex], hasNewline: false))
    }
    return result
  }

  /// The changed regions of a file, in order, trimmed of unchanged lines at their ends.
  private static func regions(of file: EditedFile, oldLines: [Line]) -> [Region] {
    // The offset where each old line starts, to find the lines an edit touches.
    var starts: [Int] = []
    var offset = 0
    for line in oldLines {
      starts.append(offset)
      offset += line.bytes.count + (line.hasNewline ? 1 : 0)
    }
    func lineIndex(_ offset: Int) -> Int {
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= offset { low = middle + 1 } else { high = middle }
      }
      return max(0, low - 1)
    }
    // Group edits whose lines touch into spans of whole lines.
    var spans: [(first: Int, last: Int, edits: [TextEdit])] = []
    for edit in file.edits where !file.original[edit.range].elementsEqual(edit.replacement) {
      let first = lineIndex(edit.range.lowerBound)
      let last = lineIndex(max(edit.range.lowerBound, edit.range.upperBound - 1))
      if var previous = spans.last, first <= previous.last {
        previous.last = max(previous.last, last)
        previous.edits.append(edit)
        spans[spans.count - 1] = previous
      } else {
        spans.append((first, last, [edit]))
      }
    }
    var regions: [Region] = []
    for span in spans {
      let lower = starts.isEmpty ? 0 : starts[span.first]
      let upper =
        span.last + 1 < starts.count ? starts[span.last + 1] : file.original.count
      let replaced = span.edits.applied(to: file.original[lower..<upper])
      var newLines = lines(of: replaced[...])
      var oldStart = span.first
      var oldEnd = oldLines.isEmpty ? 0 : span.last + 1
      // Lines equal at both ends of the region are context, not changes (a last line that
      // gains or loses its newline is not equal, so it stays a change).
      while oldStart < oldEnd, !newLines.isEmpty, oldLines[oldStart] == newLines[0] {
        oldStart += 1
        newLines.removeFirst()
      }
      while oldStart < oldEnd, let lastNew = newLines.last, oldLines[oldEnd - 1] == lastNew {
        oldEnd -= 1
        newLines.removeLast()
      }
      if oldStart == oldEnd && newLines.isEmpty { continue }
      regions.append(Region(oldStart: oldStart, oldCount: oldEnd - oldStart, newLines: newLines))
    }
    return regions
  }

  /// A path as git writes it in a diff header: as is, unless it holds a byte git quotes (a
  /// quote, a backslash, a control character or a byte of a non-ASCII character), in which
  /// case it is written between double quotes with C escapes and octal bytes. The bytes are
  /// the file system's (`SystemPath`): a name that is not UTF-8 is written as git writes it.
  static func quoted(_ path: String) -> String {
    let bytes = SystemPath.bytes(path)
    let needsQuotes = bytes.contains { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }
    guard needsQuotes else { return path }
    var text = "\""
    for byte in bytes {
      switch byte {
      case 0x22: text += "\\\""
      case 0x5C: text += "\\\\"
      case 0x09: text += "\\t"
      case 0x0A: text += "\\n"
      case 0x0D: text += "\\r"
      case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let octal = String(byte, radix: 8)
        text += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return text + "\""
  }
}
