import CompatMatrixCore
import CompatMatrixSource

/// Questions the rewriter asks about the code around a statement before it moves or removes
/// it, answered from tokens: is the `if` an expression, is it inside a macro, do `#if`
/// directives interleave with it, would a removal leave a body empty, would inlining a branch
/// clash with names around it.
struct StatementAnalysis {
  let source: SwiftSourceFile
  var view: SwiftCodeView { source.view }

  /// Pound keywords that are not macros: checks, literals and diagnostics built into Swift.
  static let builtInPoundKeywords: Set<String> = [
    "available", "unavailable", "selector", "keyPath", "colorLiteral", "imageLiteral",
    "fileLiteral", "file", "fileID", "filePath", "line", "column", "function", "dsohandle",
    "warning", "error", "sourceLocation", "isolation",
  ]

  /// How a statement keyword at a code position is used.
  enum Position: Equatable {
    /// A statement of its own.
    case statement
    /// The `if` of an `else if`.
    case elseIf
    /// An expression: after `=`, `return`, `(`, `,` and the like.
    case expression
    /// A labelled statement: `outer: while …`.
    case labelled
  }

  /// How the keyword at `position` is used.
  func position(of keyword: Int) -> Position {
    let previous = keyword - 1
    guard previous >= 0 else { return .statement }
    if view.isName(previous, .keyword, "else") { return .elseIf }
    if view.isPunctuation(previous, "{") || view.isPunctuation(previous, "}")
      || view.isPunctuation(previous, ";")
    {
      return .statement
    }
    if view.isPunctuation(previous, ":") {
      let opening = view.enclosing[keyword]
      guard opening < 0 || view.isPunctuation(opening, "{") else { return .expression }
      // `name:` at the start of a statement is a label; `case .x:` and `default:` are not.
      let name = previous - 1
      let before = previous - 2
      let isLabel =
        name >= 0 && view.token(name).kind == .identifier
        && (before < 0 || view.isPunctuation(before, "{") || view.isPunctuation(before, "}")
          || view.isPunctuation(before, ";") || view.lineBreakBetween(before, name))
      return isLabel ? .labelled : .statement
    }
    if view.isName(previous, .keyword, "in") { return .statement }
    // A postfix `?` or `!` at the end of the line before (`let code: String?`) ends that
    // statement: written against what it follows, it is no ternary and no binary operator.
    if view.lineBreakBetween(previous, keyword), isPostfix(previous) { return .statement }
    let token = view.token(previous)
    let continues =
      token.kind == .operator || view.isPunctuation(previous, "(")
      || view.isPunctuation(previous, "[") || view.isPunctuation(previous, ",")
      || view.isPunctuation(previous, "?")
      || ["return", "throw", "try", "await", "as", "is"].contains {
        view.isName(previous, .keyword, $0) || view.isWord(previous, $0)
      }
    if continues || !view.lineBreakBetween(previous, keyword) { return .expression }
    return .statement
  }

  /// Whether the `?` or `!` at a code position is postfix: nothing between it and the token
  /// before it.
  private func isPostfix(_ position: Int) -> Bool {
    guard position > 0,
      view.isPunctuation(position, "?") || view.isOperator(position, "?")
        || view.isOperator(position, "!")
    else { return false }
    return view.token(position - 1).range.upperBound == view.token(position).range.lowerBound
  }

  /// Whether the code position lies in the arguments or closure of a freestanding macro
  /// (`#Preview { … }`, `#Macro(…)`), whose expansion the rewriter cannot see.
  func isInsideMacro(_ position: Int) -> Bool {
    var opening = view.enclosing[position]
    while opening >= 0 {
      var head = opening - 1
      if view.isPunctuation(opening, "{"), view.isPunctuation(head, ")"), view.partner[head] >= 0 {
        // A trailing closure: look before the call's parentheses.
        head = view.partner[head] - 1
      }
      if head >= 0, view.token(head).kind == .poundKeyword,
        !Self.builtInPoundKeywords.contains(view.name(head))
      {
        return true
      }
      opening = view.enclosing[opening]
    }
    return false
  }

  /// The code positions of the `#if`, `#elseif`, `#else` and `#endif` directives in a range.
  func directives(in range: Range<Int>) -> [Int] {
    range.filter { view.token($0).kind == .poundDirective && isConditional($0) }
  }

  private func isConditional(_ position: Int) -> Bool {
    ["if", "elseif", "else", "endif"].contains(view.name(position))
  }

  /// Whether directives form whole `#if … #endif` groups, in order.
  func isBalanced(_ directives: [Int]) -> Bool {
    var depth = 0
    for position in directives {
      switch view.name(position) {
      case "if": depth += 1
      case "endif":
        depth -= 1
        if depth < 0 { return false }
      default:
        if depth == 0 { return false }
      }
    }
    return depth == 0
  }

  /// Whether the `{` at `opening` holds the cases of a `switch`.
  func isSwitchBody(_ opening: Int) -> Bool {
    view.isName(opening + 1, .keyword, "case") || view.isName(opening + 1, .keyword, "default")
      || view.isName(opening + 1, .attribute, "unknown")
  }

  /// Whether removing the statement at `statement` (code positions) would leave the block
  /// around it with nothing that a block of its kind needs: a closure, accessor or `if` body
  /// with no statement, or a `case` with no statement. Function, type, `else`, `do` and
  /// `repeat` bodies may be empty.
  func removalLeavesEmptyBody(_ statement: Range<Int>) -> Bool {
    let opening = view.enclosing[statement.lowerBound]
    guard opening >= 0, view.isPunctuation(opening, "{") else { return false }
    let closing = view.partner[opening]
    guard closing >= 0 else { return true }
    if isSwitchBody(opening) {
      let after = statement.upperBound
      let endsCase =
        after >= closing || view.isName(after, .keyword, "case")
        || view.isName(after, .keyword, "default") || view.isName(after, .attribute, "unknown")
      return view.isPunctuation(statement.lowerBound - 1, ":") && endsCase
    }
    guard closing - opening - 1 <= statement.count else { return false }
    if source.scopes.contains(where: { $0.body == opening && $0.kind != .other }) { return false }
    return !["else", "do", "repeat"].contains { view.isName(opening - 1, .keyword, $0) }
  }

  /// Whether the block that opens at `brace` always exits: its last statement is a `return`,
  /// `throw`, `break` or `continue` directly inside it.
  func alwaysExits(brace: Int) -> Bool {
    let closing = view.partner[brace]
    guard closing > brace + 1 else { return false }
    // The last statement starts at the last position directly inside that begins a line.
    var last: Int?
    for position in brace + 1..<closing where view.enclosing[position] == brace {
      if position == brace + 1 || view.lineBreakBetween(position - 1, position)
        || view.isPunctuation(position - 1, ";")
      {
        last = position
      }
    }
    guard let last else { return false }
    return ["return", "throw", "break", "continue"].contains { view.isName(last, .keyword, $0) }
  }

  /// Whether code positions declare something: a `func`, a type, an `init`, a `typealias`.
  func declares(in range: Range<Int>) -> Bool {
    range.contains { position in
      ["func", "struct", "class", "enum", "protocol", "typealias", "init", "extension"]
        .contains { view.isName(position, .keyword, $0) } || view.isWord(position, "actor")
    }
  }

  /// Whether a `defer` statement is directly inside the block that opens at `opening`.
  func hasDefer(directlyIn opening: Int) -> Bool {
    let closing = view.partner[opening]
    guard closing > opening else { return false }
    return (opening + 1..<closing).contains {
      view.enclosing[$0] == opening && view.isName($0, .keyword, "defer")
    }
  }

  /// The names declared directly in the block that opens at `opening` (a `let`, `var`,
  /// `func`, type or `typealias` there, or bound by a `guard`), outside `excluding`.
  func declaredNames(directlyIn opening: Int, excluding: Range<Int>? = nil) -> Set<String> {
    let closing = opening >= 0 ? view.partner[opening] : view.count
    let range = opening >= 0 ? opening + 1..<max(opening + 1, closing) : 0..<view.count
    var names = Set<String>()
    for position in range where view.enclosing[position] == opening {
      if let excluding, excluding.contains(position) { continue }
      guard view.token(position).kind == .keyword || view.isWord(position, "actor") else {
        continue
      }
      switch view.name(position) {
      case "let", "var":
        guard bindsInScope(position) else { continue }
        names.formUnion(boundNames(after: position))
      case "func", "struct", "class", "enum", "protocol", "typealias", "actor":
        if position + 1 < view.count, view.token(position + 1).kind == .identifier {
          names.insert(view.name(position + 1))
        }
      default: continue
      }
    }
    return names
  }

  /// The identifiers used in the block that opens at `opening`, at any depth, outside
  /// `excluding`; members after a `.` and argument labels are not uses of a local name.
  func usedNames(in opening: Int, excluding: Range<Int>) -> Set<String> {
    let closing = opening >= 0 ? view.partner[opening] : view.count
    let range = opening >= 0 ? opening + 1..<max(opening + 1, closing) : 0..<view.count
    var names = Set<String>()
    for position in range where !excluding.contains(position) {
      guard view.token(position).kind == .identifier, !view.isPunctuation(position - 1, ".")
      else { continue }
      if view.isPunctuation(position + 1, ":"), view.isPunctuation(view.enclosing[position], "(") {
        continue
      }
      names.insert(view.name(position))
    }
    return names
  }

  /// Whether the `let` or `var` at `position` declares names in its block: a plain
  /// declaration or a `guard` binding, not an `if`, `while`, `for` or `case` binding. The
  /// walk goes back over the statement to its keyword or to where the statement before ends.
  private func bindsInScope(_ position: Int) -> Bool {
    var next = position
    var cursor = position - 1
    var steps = 0
    while cursor >= 0, steps < SwiftCodeView.walkLimit {
      steps += 1
      if view.lineBreakBetween(cursor, next), !view.isPunctuation(cursor, ","),
        !view.isPunctuation(next, ","), view.token(cursor).kind != .operator
      {
        return true
      }
      if view.isPunctuation(cursor, ";") || view.isOpening(cursor) { return true }
      if view.isPunctuation(cursor, "}") && view.partner[cursor] < 0 { return true }
      if view.isClosing(cursor), view.partner[cursor] >= 0 {
        next = view.partner[cursor]
        cursor = next - 1
        continue
      }
      if view.token(cursor).kind == .keyword {
        switch view.name(cursor) {
        case "guard": return true
        case "if", "while", "for", "case", "catch": return false
        default: break
        }
      }
      next = cursor
      cursor -= 1
    }
    return true
  }

  /// The names a `let` or `var` at `position` binds: one name, or those of a tuple pattern.
  private func boundNames(after position: Int) -> Set<String> {
    let next = position + 1
    guard next < view.count else { return [] }
    if view.token(next).kind == .identifier { return [view.name(next)] }
    guard view.isPunctuation(next, "("), view.partner[next] > next else { return [] }
    return Set(
      (next + 1..<view.partner[next]).filter { view.token($0).kind == .identifier }
        .map(view.name))
  }
}
