/// An edit the rewriter decided on, before edits inside other edits are resolved: a plain
/// replacement, or a branch kept in place of its statement, whose bytes are the branch's
/// contents (with the edits inside them) moved one level out.
struct PlannedEdit {
  /// A branch that replaces its statement.
  struct KeptBranch {
    /// The bytes between the branch's braces.
    var interior: Range<Int>
    /// The indentation of the statement's line, which the branch's lines take.
    var statementIndent: ArraySlice<UInt8>
    /// The indentation the branch's lines share, replaced by `statementIndent`; `nil` when
    /// the lines are not indented deeper than the statement and stay as they are.
    var bodyIndent: ArraySlice<UInt8>?
    /// Whether the replaced lines end with a line break, which the new ones then keep.
    var endsWithNewline: Bool
  }

  /// What replaces the range.
  enum Content {
    /// These bytes.
    case bytes([UInt8])
    /// A branch's contents, re-indented.
    case branch(KeptBranch)
  }

  /// The bytes of the original file that are replaced.
  var range: Range<Int>
  /// What replaces them.
  var content: Content
  /// The checks this edit removes or narrows.
  var changes: [RewriteChange]

  /// The part of `range` whose own edits survive: a kept branch's interior. Edits anywhere
  /// else inside `range` are in code that goes.
  var kept: Range<Int>? {
    if case .branch(let branch) = content { return branch.interior }
    return nil
  }
}

/// Resolves planned edits into the file's edits: each edit inside a kept branch becomes part
/// of that branch's new text, each edit inside removed code is dropped, and an edit that
/// overlaps another without being inside it is refused.
struct EditComposer {
  let bytes: [UInt8]
  let lines: SourceLines

  /// A planned edit with the edits inside its kept part.
  private struct Node {
    var edit: PlannedEdit
    var children: [Node] = []
  }

  /// The file's edits, the changes they make, and the planned edits refused for overlapping.
  func compose(_ planned: [PlannedEdit]) -> (
    edits: [TextEdit], changes: [RewriteChange], refused: [PlannedEdit]
  ) {
    // Outer edits first: by start, then the longest.
    let sorted = planned.sorted {
      ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound)
    }
    var roots: [Node] = []
    var refused: [PlannedEdit] = []
    for edit in sorted {
      if !insert(edit, into: &roots, refused: &refused) { refused.append(edit) }
    }
    var edits: [TextEdit] = []
    var changes: [RewriteChange] = []
    for root in roots {
      edits.append(TextEdit(range: root.edit.range, replacement: render(root)))
      collect(root, into: &changes)
    }
    return (edits, changes, refused)
  }

  /// Places an edit among nodes: inside the node that contains it (dropped silently when it
  /// lies in that node's removed code), or as a new node; `false` when it overlaps a node
  /// without lying inside it.
  private func insert(_ edit: PlannedEdit, into nodes: inout [Node], refused: inout [PlannedEdit])
    -> Bool
  {
    // Nodes do not overlap and come in order, so only the last can hold a later edit.
    if let index = nodes.indices.last, contains(nodes[index].edit.range, edit.range) {
      guard let kept = nodes[index].edit.kept, kept.lowerBound <= edit.range.lowerBound,
        edit.range.upperBound <= kept.upperBound
      else { return true }
      return insert(edit, into: &nodes[index].children, refused: &refused)
    }
    if let last = nodes.last,
      last.edit.range.overlaps(edit.range)
        || (edit.range.isEmpty && last.edit.range.contains(edit.range.lowerBound))
    {
      return false
    }
    nodes.append(Node(edit: edit))
    return true
  }

  private func contains(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
    outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
      && outer != inner
  }

  private func collect(_ node: Node, into changes: inout [RewriteChange]) {
    changes += node.edit.changes
    for child in node.children { collect(child, into: &changes) }
  }

  /// The new bytes of a node.
  private func render(_ node: Node) -> [UInt8] {
    switch node.edit.content {
    case .bytes(let bytes): return bytes
    case .branch(let branch):
      return reindent(branch, interior: apply(node.children, to: branch.interior))
    }
  }

  /// The bytes of `range` with the children's edits made.
  private func apply(_ children: [Node], to range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    var cursor = range.lowerBound
    for child in children {
      result += bytes[cursor..<child.edit.range.lowerBound]
      result += render(child)
      cursor = child.edit.range.upperBound
    }
    result += bytes[cursor..<range.upperBound]
    return result
  }

  /// A branch's interior as the lines that replace its statement: the rest of the line of
  /// its `{` is dropped unless it holds code (a comment there speaks of the check), the
  /// indentation the lines share becomes the statement's, and a one-line branch becomes one
  /// line.
  private func reindent(_ branch: PlannedEdit.KeptBranch, interior: [UInt8]) -> [UInt8] {
    let newline = lines.newline
    let ending = branch.endsWithNewline ? newline : []
    var segments = interior.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if segments.count == 1 {
      let code = segments[0].trimmed
      return code.isEmpty ? [] : Array(branch.statementIndent) + code + ending
    }
    var output: [[UInt8]] = []
    let first = segments.removeFirst().trimmed
    if !first.isEmpty, !first.starts(with: [0x2F, 0x2F]) {
      output.append(Array(branch.statementIndent + first))
    }
    let last = segments.removeLast()
    for segment in segments { output.append(dedent(segment, branch)) }
    if !last.trimmed.isEmpty {
      output.append(dedent(last, branch) + (lines.usesCRLF ? [0x0D] : []))
    }
    guard !output.isEmpty else { return [] }
    var result: [UInt8] = []
    for (index, line) in output.enumerated() {
      result += line
      // Lines split from the interior keep their `\r`; the first, made anew, gets one here.
      if index == 0, !first.isEmpty, !first.starts(with: [0x2F, 0x2F]), lines.usesCRLF {
        result.append(0x0D)
      }
      result.append(UInt8(ascii: "\n"))
    }
    if !branch.endsWithNewline {
      result.removeLast()
      if lines.usesCRLF, result.last == 0x0D { result.removeLast() }
    }
    return result
  }

  /// One line moved a level out: the shared indentation becomes the statement's; a line of
  /// only spaces loses them (inside a multi-line string it stays an empty line); a line that
  /// does not start with the shared indentation (a directive in the first column) stays.
  private func dedent(_ line: ArraySlice<UInt8>, _ branch: PlannedEdit.KeptBranch) -> [UInt8] {
    guard let indent = branch.bodyIndent else { return Array(line) }
    let hasReturn = line.last == 0x0D
    let content = hasReturn ? line.dropLast() : line
    let suffix: [UInt8] = hasReturn ? [0x0D] : []
    if content.starts(with: indent) {
      return Array(branch.statementIndent + content.dropFirst(indent.count)) + suffix
    }
    // A shorter line of spaces: empty, as Swift reads it inside a multi-line string too.
    if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return suffix }
    return Array(line)
  }
}
