/// A parsed lint pattern: Swift tokens as written in code, plus `*` (any one identifier) and
/// `…` or `...` (any balanced run of tokens, possibly empty, that does not leave the group it
/// is in). See "Lint patterns" in `matrices/README.md`.
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
/// Rules: a pattern is not empty, its brackets balance, it does not start with `…`, it has no
/// two `…` in a row, no comments, and at least one token other than `*`, `…` and punctuation.
package struct LintPatternProgram: Sendable, Hashable, CustomStringConvertible {
  /// What one element of a pattern matches.
  package enum Element: Sendable, Hashable {
    /// One token of the class whose name or text is these bytes.
    case token(TokenClass, [UInt8])
    /// Any one identifier.
    case anyIdentifier
    /// Any balanced run of tokens that stays in its group.
    case gap
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
    var elements: [Element] = []
    for token in SwiftTokenizer.tokenize(bytes) {
      elements += try Self.elements(of: token, in: bytes)
    }
    try validate(elements)
    return LintPatternProgram(text: text, elements: elements)
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
