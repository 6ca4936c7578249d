/// A parsed lint pattern: Swift tokens as written in code, plus `*` (any one identifier),
/// `*name` (any one identifier, the same one wherever `*name` occurs in the pattern's `match`,
/// `with` and `without`), `…` or `...` (any balanced run of tokens, possibly empty, that does
/// not leave the group it is in), and `!value` at the start of an argument (an argument whose
/// value is not `value`: `action: !nil`). See "Lint patterns" in `matrices/README.md`.
///
/// Tokens compare by kind and text: a name matches the same identifier or keyword, or an
/// attribute of that name (`Environment` matches `@Environment`); `@Name` matches only the
/// attribute; operators and punctuation match the same text; literals match the same literal
/// as written. Nothing inside a comment or string literal of the code is ever matched.
///
/// `*` matches an identifier only, not a reserved word (`self`, `super`). A pattern matches
/// anywhere in the code, so `navigationBar.tintColor` also finds
/// `navigationController?.navigationBar.tintColor`, and a leading `.member` finds the member on
/// any receiver or an implicit one. `...` always means `…` in a pattern, so a pattern cannot
/// look for the closed-range operator.
///
/// `!` negates where a value starts (after `(`, `,`, a label's `:` or `=`); elsewhere it is the
/// token `!` (`recognizer!.delegate`). What it excludes runs to the value's end in the pattern
/// (the next `,` or closing bracket of its group, or a `…`), and must be tokens and `*` only.
/// A negation matches one whole value of the code, never an empty one: an argument up to its
/// `,` or closing bracket, an assigned value up to the end of its line.
/// `UIBarButtonItem(… action: !nil …)` finds an item with an action, not one whose `action:`
/// is `nil`; `.leftBarButtonItem = !nil` an item set, not one cleared.
///
/// Rules: a pattern is not empty, its brackets balance, it does not start with `…`, it has no
/// two `…` in a row, no comments, and at least one token other than `*`, `…` and punctuation
/// outside its negations.
package struct LintPatternProgram: Sendable, Hashable, CustomStringConvertible {
  /// What one element of a pattern matches.
  package enum Element: Sendable, Hashable {
    /// One token of the class whose name or text is these bytes.
    case token(TokenClass, [UInt8])
    /// Any one identifier.
    case anyIdentifier
    /// Any balanced run of tokens that stays in its group.
    case gap
    /// Any one identifier, captured under a name: the same identifier wherever the name
    /// occurs in the pattern and in the clauses matched with it.
    case capture(String)
    /// One whole argument value that the elements (tokens and `*` only) do not match.
    case negation([Element])
  }

  /// How a pattern token compares with code tokens.
  package enum TokenClass: Sendable, Hashable {
    /// An identifier, keyword or attribute, by name.
    case name
    /// An attribute, by name.
    case attribute
    /// A pound directive or keyword, by name.
    case pound
    /// A number, by text.
    case number
    /// A string or regular-expression literal, by text.
    case literal
    /// An operator or punctuation, by text.
    case symbol
  }

  /// The text the program was parsed from.
  package let text: String
  /// The elements, in order; brackets are `symbol` tokens and are balanced.
  package let elements: [Element]

  /// The text the program was parsed from.
  package var description: String { text }

  /// Parses a pattern.
  package static func parse(_ text: String) throws(LintPatternError) -> LintPatternProgram {
    let bytes = Array(text.utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    var builder = Builder()
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      var text = bytes[token.range]
      if token.kind == .operator, text.first == UInt8(ascii: "!"), builder.startsArgument {
        // `!` where a value starts: what follows, in this operator too (`!…`), is negated.
        try builder.startNegation()
        text = text.dropFirst()
        if text.isEmpty {
          index += 1
          continue
        }
      }
      if token.kind == .operator, text.elementsEqual("*".utf8), let next,
        next.kind == .identifier, next.range.lowerBound == token.range.upperBound
      {
        // `*name`: a named wildcard.
        try builder.add(.capture(next.text(in: bytes)))
        index += 2
        continue
      }
      let elements =
        token.kind == .operator
        ? Self.operatorElements(Array(text)) : try Self.elements(of: token, in: bytes)
      for element in elements { try builder.add(element) }
      index += 1
    }
    try builder.finish()
    try validate(builder.elements)
    return LintPatternProgram(text: text, elements: builder.elements)
  }

  /// Collects elements, folding the ones after a `!` into a negation that ends with the
  /// argument.
  private struct Builder {
    var elements: [Element] = []
    /// The elements of the negation being read, and its bracket depth.
    var negation: (elements: [Element], depth: Int)?

    /// Whether a value starts here: an argument after `(`, `,` or `:`, or an assigned value
    /// after `=`.
    var startsArgument: Bool {
      guard negation == nil, case .token(.symbol, let bytes) = elements.last else {
        return false
      }
      return bytes == [UInt8(ascii: "(")] || bytes == [UInt8(ascii: ",")]
        || bytes == [UInt8(ascii: ":")] || bytes == [UInt8(ascii: "=")]
    }

    mutating func startNegation() throws(LintPatternError) {
      negation = ([], 0)
    }

    mutating func add(_ element: Element) throws(LintPatternError) {
      guard var open = negation else {
        elements.append(element)
        return
      }
      switch element {
      case .gap:
        try finish()
        elements.append(element)
        return
      case .capture, .negation:
        throw .captureInNegation
      case .token(.symbol, let bytes) where bytes.count == 1:
        let byte = bytes[0]
        if open.depth == 0,
          [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(
            byte)
        {
          try finish()
          elements.append(element)
          return
        }
        if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) {
          open.depth += 1
        }
        if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) {
          open.depth -= 1
        }
      default:
        break
      }
      open.elements.append(element)
      negation = open
    }

    /// Closes the negation being read, if any.
    mutating func finish() throws(LintPatternError) {
      guard let open = negation else { return }
      negation = nil
      guard !open.elements.isEmpty else { throw .emptyNegation }
      if open.depth != 0 { throw .unbalanced("(") }
      elements.append(.negation(open.elements))
    }
  }

  /// The names every match contains: the pattern's names, keywords, attributes and pound
  /// keywords outside its negations, not its captures. A file without one of them cannot
  /// match.
  package var requiredNames: Set<String> {
    var names = Set<String>()
    for case .token(let tokenClass, let bytes) in elements
    where tokenClass == .name || tokenClass == .attribute || tokenClass == .pound {
      names.insert(String(decoding: bytes, as: UTF8.self))
    }
    return names
  }

  /// The names of the pattern's captures (`*item`).
  package var captureNames: Set<String> {
    var names = Set<String>()
    for case .capture(let name) in elements { names.insert(name) }
    return names
  }

  /// The elements one token of the pattern's text stands for.
  private static func elements(of token: SwiftToken, in bytes: [UInt8]) throws(LintPatternError)
    -> [Element]
  {
    let text = Array(bytes[token.range])
    if token.kind.isComment { throw .comment }
    if token.isUnterminated { throw .unterminatedLiteral(token.text(in: bytes)) }
    switch token.kind {
    case .identifier, .keyword: return [.token(.name, Array(bytes[token.nameRange]))]
    case .attribute: return [.token(.attribute, Array(bytes[token.nameRange]))]
    case .poundDirective, .poundKeyword: return [.token(.pound, Array(bytes[token.nameRange]))]
    case .integerLiteral, .floatLiteral: return [.token(.number, text)]
    case .stringLiteral, .regexLiteral: return [.token(.literal, text)]
    case .punctuation: return [.token(.symbol, text)]
    case .operator: return operatorElements(text)
    case .unknown: throw .unexpectedCharacter(token.text(in: bytes))
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: throw .comment
    }
  }

  /// An operator's elements: `…` and `...` are gaps and `*` is the identifier wildcard; `…`
  /// is an operator character to Swift, so `-…` is split into `-` and a gap.
  private static func operatorElements(_ text: [UInt8]) -> [Element] {
    let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]
    if text == Array("...".utf8) { return [.gap] }
    var result: [Element] = []
    var piece: [UInt8] = []
    var index = 0
    func flush() {
      guard !piece.isEmpty else { return }
      result.append(piece == [UInt8(ascii: "*")] ? .anyIdentifier : .token(.symbol, piece))
      piece = []
    }
    while index < text.count {
      if text[index...].starts(with: ellipsis) {
        flush()
        result.append(.gap)
        index += ellipsis.count
      } else {
        piece.append(text[index])
        index += 1
      }
    }
    flush()
    return result
  }

  /// Checks brackets and the rules on wildcards.
  private static func validate(_ elements: [Element]) throws(LintPatternError) {
    guard let first = elements.first else { throw .empty }
    if first == .gap { throw .gapAtStart }
    var open: [String] = []
    var previousWasGap = false
    var hasLiteral = false
    for element in elements {
      if element == .gap && previousWasGap { throw .adjacentGaps }
      previousWasGap = element == .gap
      if case .negation(let excluded) = element { try validateBrackets(excluded) }
      guard case .token(let tokenClass, let bytes) = element else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      if tokenClass != .symbol { hasLiteral = true }
      guard tokenClass == .symbol else { continue }
      switch text {
      case "(", "[", "{": open.append(text)
      case ")", "]", "}":
        guard let opening = open.popLast() else { throw .unbalanced(text) }
        if Self.closing(of: opening) != text {
          throw .mismatchedBracket(open: opening, close: text)
        }
      case ".", ",", ":", ";", "?", "\\", "@", "#": break
      default: hasLiteral = true
      }
    }
    if let unclosed = open.last { throw .unbalanced(unclosed) }
    if !hasLiteral { throw .onlyWildcards }
  }

  /// Checks that the brackets of a negation balance.
  private static func validateBrackets(_ elements: [Element]) throws(LintPatternError) {
    var open: [String] = []
    for case .token(.symbol, let bytes) in elements {
      let text = String(decoding: bytes, as: UTF8.self)
      switch text {
      case "(", "[", "{": open.append(text)
      case ")", "]", "}":
        guard let opening = open.popLast() else { throw .unbalanced(text) }
        if Self.closing(of: opening) != text {
          throw .mismatchedBracket(open: opening, close: text)
        }
      default: break
      }
    }
    if let unclosed = open.last { throw .unbalanced(unclosed) }
  }

  /// Whether this program, which has no `…`, occurs as a run of consecutive elements of
  /// `other`: a fix's `replace` inside its pattern's `match`.
  package func occurs(in other: LintPatternProgram) -> Bool {
    guard !elements.contains(.gap), !elements.isEmpty,
      elements.count <= other.elements.count
    else { return false }
    return (0...(other.elements.count - elements.count)).contains { start in
      other.elements[start..<(start + elements.count)].elementsEqual(elements)
    }
  }

  /// Whether `text` is Swift code a fix may insert: tokens without comments, unknown
  /// characters, unterminated literals or the pattern wildcards `*` and `…`.
  package static func isPlainCode(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let tokens = SwiftTokenizer.tokenize(bytes)
    guard !tokens.isEmpty else { return false }
    return tokens.allSatisfy { token in
      guard !token.kind.isComment, !token.isUnterminated, token.kind != .unknown else {
        return false
      }
      guard token.kind == .operator else { return true }
      let operatorText = token.text(in: bytes)
      return !operatorText.contains("…") && !operatorText.contains("...") && operatorText != "*"
    }
  }

  private static func closing(of opening: String) -> String {
    switch opening {
    case "(": ")"
    case "[": "]"
    default: "}"
    }
  }
}
