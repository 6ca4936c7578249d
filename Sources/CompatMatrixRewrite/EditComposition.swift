/// Two rounds of edits as one: the edits `first` make of an original text an intermediate one,
/// and later edits of the intermediate text are folded in, so that the result is again a set of
/// edits of the original. Used when a rewrite runs again on its own result.
struct EditComposition {
  /// The first round's edits, sorted, on the original.
  let first: [TextEdit]
  /// Where each first edit's replacement starts in the intermediate text.
  private let starts: [Int]

  init(first: [TextEdit]) {
    self.first = first
    var starts: [Int] = []
    var delta = 0
    for edit in first {
      starts.append(edit.range.lowerBound + delta)
      delta += edit.replacement.count - edit.range.count
    }
    self.starts = starts
  }

  /// The original position of a position in the intermediate text: exact where the text was
  /// copied; the start of the edit that wrote it otherwise.
  func original(_ offset: Int) -> Int {
    var delta = 0
    for (index, edit) in first.enumerated() {
      if offset < starts[index] { return offset - delta }
      if offset < starts[index] + edit.replacement.count { return edit.range.lowerBound }
      delta += edit.replacement.count - edit.range.count
    }
    return offset - delta
  }

  /// The edits of the original that give the text `later` makes of `intermediate`.
  ///
  /// Every first edit and every later edit is a stretch of the intermediate text; stretches
  /// that overlap or touch become one edit of the original, spanning their first edits'
  /// original ranges and the copied text between, whose replacement is the stretch with the
  /// later edits made.
  func then(_ later: [TextEdit], intermediate: [UInt8]) -> [TextEdit] {
    enum Member {
      case first(Int)
      case later(TextEdit)
    }
    var stretches: [(start: Int, end: Int, member: Member)] = first.indices.map {
      (starts[$0], starts[$0] + first[$0].replacement.count, .first($0))
    }
    stretches += later.map { ($0.range.lowerBound, $0.range.upperBound, .later($0)) }
    stretches.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    var result: [TextEdit] = []
    var index = 0
    while index < stretches.count {
      var start = stretches[index].start
      var end = stretches[index].end
      var members = [stretches[index].member]
      index += 1
      while index < stretches.count, stretches[index].start <= end {
        end = max(end, stretches[index].end)
        members.append(stretches[index].member)
        index += 1
      }
      start = min(start, end)
      var originalStart = original(start)
      var originalEnd = original(end)
      var edits: [TextEdit] = []
      for member in members {
        switch member {
        case .first(let offset):
          let edit = first[offset]
          if starts[offset] == start { originalStart = edit.range.lowerBound }
          if starts[offset] + edit.replacement.count == end { originalEnd = edit.range.upperBound }
        case .later(let edit): edits.append(edit)
        }
      }
      let replacement = edits.sorted().applied(to: intermediate[start..<end])
      result.append(
        TextEdit(
          range: originalStart..<max(originalStart, originalEnd), replacement: replacement))
    }
    return result
  }
}

/// The checks a rewrite may change, by the byte offset where each starts in the file as it
/// was read; a later pass over the rewritten text maps its offsets back first.
struct CheckSelection {
  /// The offsets of the checks, in the file as it was read.
  let offsets: Set<Int>
  /// The edits that made the text being rewritten from the file as it was read, if any.
  var mapping: EditComposition?

  /// Whether the check starting at `offset` of the text being rewritten may change; a check
  /// inside code an earlier pass moved maps to where that code started, and is kept.
  func contains(_ offset: Int) -> Bool {
    offsets.contains(mapping.map { $0.original(offset) } ?? offset)
  }
}
