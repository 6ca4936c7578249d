import CompatMatrixCore

/// Finding where a statement or declaration header ends, without a parser: brackets are
/// skipped whole, and a line break ends the statement unless the code on either side of it
/// clearly continues (an operator, a `.`, a `,`, a `:`, `where`, `->` …).
extension SwiftCodeView {
  /// How many tokens and groups a walk reads at most; a real header or statement is far
  /// shorter, and the bound keeps minified or hostile input linear.
  package static let walkLimit = 20_000

  /// Keywords that start a declaration; a header or statement never runs into one.
  static let declarationKeywords: Set<String> = [
    "associatedtype", "deinit", "enum", "extension", "func", "import", "init", "let", "operator",
    "precedencegroup", "protocol", "struct", "subscript", "typealias", "var", "case",
  ]

  /// Where the statement or declaration that starts at `start` ends.
  ///
  /// - Returns: `end`, the position after its last token; and, when `stopAtBrace` is set, the
  ///   position of the first `{` outside brackets (a declaration's body), where the walk
  ///   stops.
  func walkStatement(from start: Int, stopAtBrace: Bool) -> (end: Int, brace: Int?) {
    var position = start + 1
    var last = start
    var steps = 0
    while position < count, steps < Self.walkLimit {
      steps += 1
      let token = token(position)
      if isClosing(position) || isPunctuation(position, ";") { break }
      if token.kind == .keyword && Self.declarationKeywords.contains(name(position)) { break }
      if lineBreakBetween(last, position) && !continues(after: last, before: position) { break }
      if stopAtBrace && isPunctuation(position, "{") { return (position, position) }
      if isOpening(position) {
        let closing = partner[position]
        guard closing >= 0 else { return (count, nil) }
        last = closing
        position = closing + 1
      } else {
        last = position
        position += 1
      }
    }
    return (last + 1, nil)
  }

  /// Whether the code continues across a line break between two positions.
  private func continues(after previous: Int, before next: Int) -> Bool {
    let nextToken = token(next)
    switch nextToken.kind {
    case .operator: return true
    case .punctuation:
      if isPunctuation(next, ".") || isPunctuation(next, ",") || isPunctuation(next, ":")
        || isPunctuation(next, "?") || isPunctuation(next, "{")
      {
        return true
      }
    case .keyword:
      if isWord(next, "where") || isWord(next, "throws") || isWord(next, "rethrows")
        || isWord(next, "as") || isWord(next, "is")
      {
        return true
      }
    case .identifier:
      if isWord(next, "async") { return true }
    default: break
    }
    let previousToken = token(previous)
    switch previousToken.kind {
    case .operator, .attribute: return true
    case .punctuation:
      return isPunctuation(previous, ".") || isPunctuation(previous, ",")
        || isPunctuation(previous, ":") || isPunctuation(previous, "?")
    case .keyword:
      return isWord(previous, "where") || isWord(previous, "in") || isWord(previous, "as")
        || isWord(previous, "is") || isWord(previous, "try") || isWord(previous, "await")
        || isWord(previous, "throws")
    default: return false
    }
  }

  /// Keywords that cannot appear outside brackets in a condition list; one ends the search for
  /// a body, which keeps runs of `if if if …` linear.
  static let statementKeywords: Set<String> = [
    "if", "guard", "while", "for", "switch", "return", "repeat", "do", "defer", "throw", "break",
    "continue", "func", "struct", "class", "enum", "extension", "protocol", "import", "init",
    "deinit", "subscript", "typealias",
  ]

  /// The first position of the condition list after `if`, `guard` or `while` at `keyword`
  /// that is a `{` outside brackets (the body), or `else` for a `guard` (`stopAtElse`).
  ///
  /// Returns `nil` when a closing bracket, a `;`, a statement keyword or the end of the file
  /// comes first.
  package func conditionEnd(after keyword: Int, stopAtElse: Bool) -> Int? {
    var position = keyword + 1
    var steps = 0
    while position < count, steps < Self.walkLimit {
      steps += 1
      if stopAtElse && isName(position, .keyword, "else") { return position }
      if !stopAtElse && isPunctuation(position, "{") { return position }
      if isClosing(position) || isPunctuation(position, ";") { return nil }
      if token(position).kind == .keyword
        && (Self.statementKeywords.contains(name(position)) || isName(position, .keyword, "else"))
      {
        return nil
      }
      if isOpening(position) {
        guard partner[position] >= 0 else { return nil }
        position = partner[position] + 1
      } else {
        position += 1
      }
    }
    return nil
  }
}
