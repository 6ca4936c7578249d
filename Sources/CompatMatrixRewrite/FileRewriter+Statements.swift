import CompatMatrixCore
import CompatMatrixSource

/// The statement rewrites: an `if`, `guard` or `while` whose condition holds checks the
/// minimum decides.
extension FileRewriter {
  mutating func rewriteStatement(keyword tokenIndex: Int, checks: [AvailabilityCheck]) {
    let keyword = view.codePosition(atOrAfterToken: tokenIndex)
    let isGuard = view.isName(keyword, .keyword, "guard")
    guard let conditionEnd = view.conditionEnd(after: keyword, stopAtElse: isGuard) else { return }
    let clauses = view.clauses(in: keyword + 1..<conditionEnd)
    var states = [Verdict](repeating: .keep, count: clauses.count)
    var checkAt: [Int: AvailabilityCheck] = [:]
    for check in checks {
      let start = position(of: check)
      guard let index = clauses.firstIndex(where: { $0.lowerBound == start }) else { continue }
      states[index] = verdict(check)
      checkAt[index] = check
    }
    let dead = states.indices.filter { states[$0] == .alwaysTrue || states[$0] == .alwaysFalse }
    for index in states.indices {
      // Every narrowed clause holds a check.
      if case .narrowed(let removed) = states[index] { narrow(checkAt[index]!, removing: removed) }
    }
    guard !dead.isEmpty else { return }
    // Every dead clause holds a check.
    let deadChecks = dead.map { checkAt[$0]! }
    if analysis.isInsideMacro(keyword) {
      for check in deadChecks { note(check, .macro) }
      return
    }
    let statement = Statement(
      keyword: keyword, conditionEnd: conditionEnd, isGuard: isGuard,
      end: statementEnd(keyword: keyword, conditionEnd: conditionEnd, isGuard: isGuard))
    if let failing = states.firstIndex(of: .alwaysFalse) {
      if states[..<failing].allSatisfy({ $0 == .alwaysTrue }) {
        neverRuns(statement, checks: deadChecks)
      } else {
        // Checked above: the index holds a check.
        note(checkAt[failing]!, .unavailableAfterConditions)
        removeClauses(clauses, states: states, checks: checkAt)
      }
      return
    }
    if states.allSatisfy({ $0 == .alwaysTrue }) {
      alwaysRuns(statement, checks: deadChecks)
    } else {
      removeClauses(clauses, states: states, checks: checkAt)
    }
  }

  /// An `if`, `guard` or `while` in code positions.
  struct Statement {
    /// The keyword.
    var keyword: Int
    /// The body's `{`, or a `guard`'s `else`.
    var conditionEnd: Int
    /// Whether it is a `guard`.
    var isGuard: Bool
    /// The position after its last token: the end of its body, or of its `else` chain.
    var end: Int

    var range: Range<Int> { keyword..<end }
  }

  /// The position after a statement's last token.
  private func statementEnd(keyword: Int, conditionEnd: Int, isGuard: Bool) -> Int {
    if isGuard { return view.afterGroup(conditionEnd + 1) }
    var end = view.afterGroup(conditionEnd)
    guard view.isName(keyword, .keyword, "if") else { return end }
    while view.isName(end, .keyword, "else") {
      if view.isPunctuation(end + 1, "{") { return view.afterGroup(end + 1) }
      guard view.isName(end + 1, .keyword, "if"),
        let brace = view.conditionEnd(after: end + 1, stopAtElse: false)
      else { return end }
      end = view.afterGroup(brace)
    }
    return end
  }

  /// The statement's condition always holds.
  private mutating func alwaysRuns(_ statement: Statement, checks: [AvailabilityCheck]) {
    if view.isName(statement.keyword, .keyword, "while") {
      for check in checks { note(check, .loop) }
      return
    }
    if statement.isGuard {
      removeStatement(statement, checks: checks, kind: .removedStatement)
      return
    }
    switch analysis.position(of: statement.keyword) {
    case .elseIf:
      // `else if #available(…) { B } else { C }` becomes `else { B }`.
      let brace = statement.conditionEnd
      let closing = view.partner[brace]
      guard closing > brace else { return notes(checks, .unmatched) }
      guard analysis.directives(in: statement.keyword..<brace).isEmpty,
        analysis.isBalanced(analysis.directives(in: closing + 1..<statement.end))
      else { return notes(checks, .conditionalCompilation) }
      // The edit starts at the `else`, which it keeps: an edit of the `if` before it that
      // takes the `else` away (an `#unavailable` that never holds) then overlaps it and is
      // made first, and the next pass finds this `if` standing alone.
      let elseKeyword = statement.keyword - 1
      planned.append(
        PlannedEdit(
          range: startByte(elseKeyword)..<startByte(brace),
          content: .bytes(Array("else ".utf8)), changes: checks.map { change($0, .keptBranch) }))
      if statement.end > closing + 1 {
        planned.append(
          PlannedEdit(
            range: endByte(closing)..<endByte(statement.end - 1), content: .bytes([]),
            changes: []))
      }
    case .statement:
      keepBranch(statement, brace: statement.conditionEnd, checks: checks)
    case .expression: notes(checks, .expression)
    case .labelled: notes(checks, .labelled)
    }
  }

  /// The statement's condition never holds.
  private mutating func neverRuns(_ statement: Statement, checks: [AvailabilityCheck]) {
    if statement.isGuard { return notes(checks, .failingGuard) }
    if view.isName(statement.keyword, .keyword, "while") {
      return removeStatement(statement, checks: checks, kind: .removedStatement)
    }
    let afterBody = view.afterGroup(statement.conditionEnd)
    let hasElse = view.isName(afterBody, .keyword, "else")
    // An `else` that ends the file has nothing after it to keep.
    if hasElse, afterBody + 1 >= view.count { return notes(checks, .unmatched) }
    let elseStart = hasElse ? afterBody + 1 : nil
    let position = analysis.position(of: statement.keyword)
    switch (position, elseStart) {
    case (.expression, _): return notes(checks, .expression)
    case (.labelled, _): return notes(checks, .labelled)
    case (.elseIf, nil):
      // `} else if #unavailable(…) { B }` goes from the `}` on.
      let closing = statement.keyword - 2
      guard view.isPunctuation(closing, "}") else { return notes(checks, .unmatched) }
      guard analysis.isBalanced(analysis.directives(in: statement.keyword - 1..<statement.end))
      else { return notes(checks, .conditionalCompilation) }
      planned.append(
        PlannedEdit(
          range: endByte(closing)..<endByte(statement.end - 1), content: .bytes([]),
          changes: checks.map { change($0, .removedStatement) }))
    case (.statement, nil):
      removeStatement(statement, checks: checks, kind: .removedStatement)
    case (.statement, let start?) where view.isPunctuation(start, "{"):
      keepBranch(statement, brace: start, checks: checks)
    case (_, let start?):
      // What follows the `else` takes the statement's place: `else { C }` after an
      // `else if`, or the next `if` of a chain.
      guard analysis.isBalanced(analysis.directives(in: statement.keyword..<start)) else {
        return notes(checks, .conditionalCompilation)
      }
      // After an `else`, the edit starts at that `else` and keeps it, as in `alwaysRuns`.
      let isElseIf = position == .elseIf
      planned.append(
        PlannedEdit(
          range: startByte(isElseIf ? statement.keyword - 1 : statement.keyword)..<startByte(start),
          content: .bytes(isElseIf ? Array("else ".utf8) : []),
          changes: checks.map { change($0, .removedStatement) }))
    }
  }

  private mutating func notes(_ checks: [AvailabilityCheck], _ reason: RewriteNote.Reason) {
    for check in checks { note(check, reason) }
  }

  /// Removes a whole statement, with its lines.
  private mutating func removeStatement(
    _ statement: Statement, checks: [AvailabilityCheck], kind: RewriteChange.Kind
  ) {
    switch analysis.position(of: statement.keyword) {
    case .expression: return notes(checks, .expression)
    case .labelled: return notes(checks, .labelled)
    case .statement, .elseIf: break
    }
    guard let range = ownLines(startByte(statement.keyword), endByte(statement.end - 1)) else {
      return notes(checks, .sharedLine)
    }
    guard analysis.isBalanced(analysis.directives(in: statement.range)) else {
      return notes(checks, .conditionalCompilation)
    }
    if analysis.removalLeavesEmptyBody(statement.range) { return notes(checks, .emptyBody) }
    planned.append(
      PlannedEdit(range: range, content: .bytes([]), changes: checks.map { change($0, kind) }))
  }

  /// Replaces a statement with the contents of the branch whose `{` is at `brace`.
  private mutating func keepBranch(
    _ statement: Statement, brace: Int, checks: [AvailabilityCheck]
  ) {
    let closing = view.partner[brace]
    guard closing > brace else { return notes(checks, .unmatched) }
    let start = startByte(statement.keyword)
    guard let range = ownLines(start, endByte(statement.end - 1)) else {
      return notes(checks, .sharedLine)
    }
    let kept = brace + 1..<closing
    let directives = analysis.directives(in: statement.range)
    guard analysis.isBalanced(directives.filter { kept.contains($0) }),
      analysis.isBalanced(directives.filter { !kept.contains($0) })
    else { return notes(checks, .conditionalCompilation) }
    if kept.isEmpty, analysis.removalLeavesEmptyBody(statement.range) {
      return notes(checks, .emptyBody)
    }
    if analysis.hasDefer(directlyIn: brace) { return notes(checks, .deferStatement) }
    let declared = analysis.declaredNames(directlyIn: brace)
    let opening = view.enclosing[statement.keyword]
    if !declared.isEmpty {
      let around = analysis.declaredNames(directlyIn: opening, excluding: statement.range)
        .union(analysis.usedNames(in: opening, excluding: statement.range))
        .union(inlinedNames[opening] ?? [])
      let clash = declared.intersection(around)
      if !clash.isEmpty { return notes(checks, .redeclaration(clash.sorted())) }
    }
    let statementIndent = bytes[lines.lineStart(start)..<start]
    let bodyIndent = self.bodyIndent(brace: brace, statementIndent: statementIndent)
    guard stringsMove(brace: brace, bodyIndent: bodyIndent) else {
      return notes(checks, .stringIndentation)
    }
    // A kept branch that always exits makes the rest of its block dead: it goes too, so that
    // no statement is left that would never be executed.
    var tail: Range<Int>?
    if analysis.alwaysExits(brace: brace), opening >= 0, view.isPunctuation(opening, "{"),
      !analysis.isSwitchBody(opening), view.partner[opening] > statement.end
    {
      let rest = statement.end..<view.partner[opening]
      // Only `#else` or `#endif` after it (the `if` ends its `#if` branch): nothing is dead.
      if !rest.allSatisfy({ view.token($0).kind == .poundDirective }) {
        guard analysis.directives(in: rest).isEmpty, !analysis.declares(in: rest),
          let lines = ownLines(startByte(rest.lowerBound), endByte(rest.upperBound - 1))
        else { return notes(checks, .unreachableAfter) }
        tail = lines
      }
    }
    let branch = PlannedEdit.KeptBranch(
      interior: endByte(brace)..<startByte(closing), statementIndent: statementIndent,
      bodyIndent: bodyIndent,
      endsWithNewline: range.upperBound > range.lowerBound && bytes[range.upperBound - 1] == 0x0A)
    planned.append(
      PlannedEdit(
        range: range, content: .branch(branch), changes: checks.map { change($0, .keptBranch) }))
    if let tail { planned.append(PlannedEdit(range: tail, content: .bytes([]), changes: [])) }
    inlinedNames[opening, default: []].formUnion(declared)
  }

  /// The indentation the lines of a branch share (lines that start with a token; a
  /// directive only when it is indented deeper than the statement), when it is deeper than
  /// the statement's; `nil` otherwise.
  private func bodyIndent(brace: Int, statementIndent: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let tokens = source.tokens
    var common: ArraySlice<UInt8>?
    for index in view.code[brace] + 1..<view.code[view.partner[brace]] {
      let token = tokens[index]
      let start = token.range.lowerBound
      let lineStart = lines.lineStart(start)
      guard lines.isBlank(lineStart..<start) else { continue }
      let indent = bytes[lineStart..<start]
      if token.kind == .poundDirective, indent.count <= statementIndent.count { continue }
      guard let shared = common else {
        common = indent
        continue
      }
      common = shared.prefix(zip(shared, indent).prefix { $0 == $1 }.count)
    }
    guard let common, common.count > statementIndent.count, common.starts(with: statementIndent)
    else { return nil }
    return common
  }

  /// Whether every line inside a multi-line string of the branch starts with the indentation
  /// that moves, or holds only spaces, so that the string's text is the same once moved.
  private func stringsMove(brace: Int, bodyIndent: ArraySlice<UInt8>?) -> Bool {
    guard let bodyIndent else { return true }
    let tokens = source.tokens
    for index in view.code[brace] + 1..<view.code[view.partner[brace]] {
      let token = tokens[index]
      guard token.kind == .stringLiteral else { continue }
      var offset = token.range.lowerBound
      while let newline = bytes[offset..<token.range.upperBound].firstIndex(of: 0x0A) {
        let lineStart = newline + 1
        guard lineStart < token.range.upperBound else { break }
        let line = bytes[lineStart..<lines.lineEnd(lineStart)]
        if !line.starts(with: bodyIndent), !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
          return false
        }
        offset = lineStart
      }
    }
    return true
  }

  /// Removes the clauses that always hold from a condition that keeps others.
  private mutating func removeClauses(
    _ clauses: [Range<Int>], states: [Verdict], checks: [Int: AvailabilityCheck]
  ) {
    var index = 0
    while index < clauses.count {
      guard states[index] == .alwaysTrue else {
        index += 1
        continue
      }
      var last = index
      while last + 1 < clauses.count, states[last + 1] == .alwaysTrue { last += 1 }
      // A run at the start goes up to the next clause; any other run goes from the end of the
      // clause before it, taking the comma with it.
      let range =
        index == 0
        ? startByte(clauses[0].lowerBound)..<startByte(clauses[last + 1].lowerBound)
        : endByte(clauses[index - 1].upperBound - 1)..<endByte(clauses[last].upperBound - 1)
      let removed = (index...last).compactMap { checks[$0] }
      let span = clauses[index].lowerBound..<clauses[last].upperBound
      if analysis.directives(in: span).isEmpty {
        planned.append(
          PlannedEdit(
            range: range, content: .bytes([]),
            changes: removed.map { change($0, .removedCondition) }))
      } else {
        notes(removed, .conditionalCompilation)
      }
      index = last + 1
    }
  }

  // MARK: Clauses and attributes

  /// Removes some clauses (positions in `check.platforms`) from a check or an attribute's
  /// short form, each with the comma that separates it.
  mutating func narrow(_ check: AvailabilityCheck, removing clauses: Set<Int>) {
    let start = position(of: check)
    if analysis.isInsideMacro(start) { return note(check, .macro) }
    let opening = start + 1
    guard view.isPunctuation(opening, "("), view.partner[opening] > opening else { return }
    let items = view.clauses(in: opening + 1..<view.partner[opening])
    // The clauses are the items that start with a name, as `AvailabilityArguments` reads them.
    let named = items.indices.filter { index in
      let first = items[index].lowerBound
      let kind = view.token(first).kind
      return !view.isOperator(first, "*") && (kind == .identifier || kind == .keyword)
    }
    guard named.count == check.platforms.count else { return }
    let removed = Set(clauses.compactMap { $0 < named.count ? named[$0] : nil })
    guard !removed.isEmpty, removed.count < items.count else { return }
    var ranges: [Range<Int>] = []
    var index = 0
    while index < items.count {
      guard removed.contains(index) else {
        index += 1
        continue
      }
      var last = index
      while last + 1 < items.count, removed.contains(last + 1) { last += 1 }
      // A run before a kept item goes up to it; a run at the end goes from the end of the
      // item before it, with the comma.
      ranges.append(
        last + 1 < items.count
          ? startByte(items[index].lowerBound)..<startByte(items[last + 1].lowerBound)
          : endByte(items[index - 1].upperBound - 1)..<endByte(items[last].upperBound - 1))
      index = last + 1
    }
    for (offset, range) in ranges.enumerated() {
      planned.append(
        PlannedEdit(
          range: range, content: .bytes([]),
          changes: offset == 0 ? [change(check, .removedPlatform)] : []))
    }
  }

  /// The bytes to remove to take one argument out of a check's or attribute's parentheses,
  /// with the comma that separates it: the first argument `matching`.
  private func argumentRange(of check: AvailabilityCheck, where matching: (Int) -> Bool)
    -> Range<Int>?
  {
    let opening = position(of: check) + 1
    guard view.isPunctuation(opening, "("), view.partner[opening] > opening else { return nil }
    let items = view.clauses(in: opening + 1..<view.partner[opening])
    guard let index = items.firstIndex(where: { matching($0.lowerBound) }), items.count > 1
    else { return nil }
    if index + 1 < items.count {
      return startByte(items[index].lowerBound)..<startByte(items[index + 1].lowerBound)
    }
    return endByte(items[index - 1].upperBound - 1)..<endByte(items[index].upperBound - 1)
  }

  /// Removes or narrows an `@available` attribute the minimum satisfies.
  mutating func rewriteAttribute(_ check: AvailabilityCheck) {
    let verdict = verdict(check)
    guard verdict != .keep else { return }
    let start = position(of: check)
    if analysis.isInsideMacro(start) { return note(check, .macro) }
    var narrowsLongForm = false
    if case .narrowed(let removed) = verdict {
      guard check.isLongForm else { return narrow(check, removing: removed) }
      narrowsLongForm = true
    }
    let opening = start + 1
    guard view.isPunctuation(opening, "("), view.partner[opening] > opening else { return }
    let items = view.clauses(in: opening + 1..<view.partner[opening])
    let labels = items.dropFirst().filter { view.isPunctuation($0.lowerBound + 1, ":") }
      .map { view.name($0.lowerBound) }
    let lasting: Set<String> = ["deprecated", "obsoleted", "unavailable", "noasync"]
    if narrowsLongForm || labels.contains(where: lasting.contains)
      || items.dropFirst().contains(where: {
        ["unavailable", "noasync"].contains(view.name($0.lowerBound))
      })
    {
      // The long form says more than when the declaration arrived: only `introduced:` goes.
      guard
        let range = argumentRange(
          of: check,
          where: { view.isName($0, .identifier, "introduced") && view.isPunctuation($0 + 1, ":") })
      else { return }
      planned.append(
        PlannedEdit(range: range, content: .bytes([]), changes: [change(check, .removedPlatform)]))
      return
    }
    let end = view.partner[opening]
    let startOffset = startByte(start)
    let endOffset = endByte(end)
    let range: Range<Int>
    if let lines = ownLines(startOffset, endOffset) {
      range = lines
    } else if end + 1 < view.count, !view.lineBreakBetween(end, end + 1) {
      range = startOffset..<startByte(end + 1)
    } else if start > 0 {
      range = endByte(start - 1)..<endOffset
    } else {
      range = startOffset..<endOffset
    }
    planned.append(
      PlannedEdit(range: range, content: .bytes([]), changes: [change(check, .removedAttribute)]))
  }
}
