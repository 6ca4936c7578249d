/// The tokens of a file without its comments ("code positions"), with brackets matched once,
/// and the navigation that every reader of Swift code shares: lint's pattern matching, the
/// availability analysis, the rewriter and the SDK's interface reader.
///
/// A code position is an index into `code`, which holds token indices. Nothing here recurses
/// on nesting: brackets are matched with an explicit stack.
///
/// `@usableFromInline` so that the compiler keeps the bodies of its inlinable members for the
/// modules above (it drops those of a `package` type's): lint asks them of every token.
@usableFromInline
package struct SwiftCodeView: Sendable {
  /// The source.
  @usableFromInline package let bytes: [UInt8]
  /// Every token, comments included.
  @usableFromInline package let tokens: [SwiftToken]
  /// The index in `tokens` of each token that is not a comment.
  @usableFromInline package let code: [Int]
  /// For each code position holding a bracket, the position of its partner; `-1` for any
  /// other token and for a bracket without one.
  @usableFromInline package let partner: [Int]
  /// For each code position, the position of the innermost opening bracket around it, or
  /// `-1` at the top level.
  package let enclosing: [Int]

  /// The number of code positions.
  @inlinable
  package var count: Int { code.count }

  /// The view of a file's bytes, tokenized by `SwiftTokenizer`.
  package init(bytes: [UInt8]) {
    self.init(bytes: bytes, tokens: SwiftTokenizer.tokenize(bytes))
  }

  /// The view of a file already tokenized by `SwiftTokenizer`.
  package init(bytes: [UInt8], tokens: [SwiftToken]) {
    self.bytes = bytes
    self.tokens = tokens
    var code: [Int] = []
    code.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() where !token.kind.isComment {
      code.append(index)
    }
    self.code = code
    (partner, enclosing) = Self.matchBrackets(bytes: bytes, tokens: tokens, code: code)
  }

  /// Matches `( )`, `[ ]` and `{ }`. A closing bracket pops the stack down to the nearest
  /// opening bracket of its kind, leaving the ones above it unmatched; one with no opening
  /// bracket of its kind open is left unmatched.
  private static func matchBrackets(bytes: [UInt8], tokens: [SwiftToken], code: [Int])
    -> (partner: [Int], enclosing: [Int])
  {
    var partner = [Int](repeating: -1, count: code.count)
    var enclosing = [Int](repeating: -1, count: code.count)
    var stack: [Int] = []
    // How many opening brackets of each kind are on the stack, so a closing bracket with no
    // partner is found without searching the stack.
    var open = [0, 0, 0]
    for position in code.indices {
      enclosing[position] = stack.last ?? -1
      let token = tokens[code[position]]
      guard token.kind == .punctuation else { continue }
      let byte = bytes[token.range.lowerBound]
      if let kind = openingKind(byte) {
        stack.append(position)
        open[kind] += 1
      } else if let kind = closingKind(byte), open[kind] > 0 {
        while let top = stack.popLast() {
          let topKind = openingKind(bytes[tokens[code[top]].range.lowerBound]) ?? 0
          open[topKind] -= 1
          if topKind == kind {
            partner[top] = position
            partner[position] = top
            break
          }
        }
        enclosing[position] = stack.last ?? -1
      }
    }
    return (partner, enclosing)
  }

  private static func openingKind(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "("): 0
    case UInt8(ascii: "["): 1
    case UInt8(ascii: "{"): 2
    default: nil
    }
  }

  private static func closingKind(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: ")"): 0
    case UInt8(ascii: "]"): 1
    case UInt8(ascii: "}"): 2
    default: nil
    }
  }

  // MARK: Tokens at code positions

  // The questions below are asked of nearly every token of every file lint reads, from the
  // modules above this one: they are inlinable so that they cost no call.

  /// The token at a code position.
  @inlinable @inline(__always)
  package func token(_ position: Int) -> SwiftToken {
    tokens[code[position]]
  }

  /// Whether the token at `position` is the one-byte punctuation `character`.
  @inlinable
  package func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
    guard position >= 0, position < count else { return false }
    let token = token(position)
    return token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(character.value)
  }

  /// Whether the token at `position` is an opening bracket.
  @inlinable
  package func isOpening(_ position: Int) -> Bool {
    isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{")
  }

  /// Whether the token at `position` is a closing bracket.
  @inlinable
  package func isClosing(_ position: Int) -> Bool {
    isPunctuation(position, ")") || isPunctuation(position, "]") || isPunctuation(position, "}")
  }

  /// Whether the token at `position` has the kind and its name is `name` (`if` for the
  /// keyword, `available` for `#available` or `@available`).
  @inlinable
  package func isName(_ position: Int, _ kind: SwiftTokenKind, _ name: String) -> Bool {
    guard position >= 0, position < count else { return false }
    let token = token(position)
    return token.kind == kind && bytes[token.nameRange].elementsEqual(name.utf8)
  }

  /// Whether the token at `position` is an identifier or a keyword named `name`.
  @inlinable
  package func isWord(_ position: Int, _ name: String) -> Bool {
    isName(position, .keyword, name) || isName(position, .identifier, name)
  }

  /// Whether the token at `position` is an operator written `text`.
  @inlinable
  package func isOperator(_ position: Int, _ text: String) -> Bool {
    isName(position, .operator, text)
  }

  /// Whether the token at `position` is a word: an identifier or a keyword.
  @inlinable
  package func isWord(_ position: Int) -> Bool {
    guard position >= 0, position < count else { return false }
    let kind = token(position).kind
    return kind == .identifier || kind == .keyword
  }

  /// The token's name at `position`; see `SwiftToken.name(in:)`.
  package func name(_ position: Int) -> String {
    token(position).name(in: bytes)
  }

  /// The token's text at `position`, as `SwiftToken.text(in:)` gives it; empty outside the
  /// file.
  package func text(_ position: Int) -> String {
    guard position >= 0, position < count else { return "" }
    return token(position).text(in: bytes)
  }

  /// The text the string literal at `position` stands for, its escapes decoded; see
  /// `SwiftStringLiteral.value(of:in:)`. `nil` for any other token, or outside the file.
  package func stringValue(_ position: Int) -> String? {
    guard position >= 0, position < count else { return nil }
    return SwiftStringLiteral.value(of: token(position), in: bytes)
  }

  /// The source text that code positions `range` span, as written, comments between them
  /// included.
  package func sourceText(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return "" }
    let start = token(range.lowerBound).range.lowerBound
    let end = token(range.upperBound - 1).range.upperBound
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether the tokens at `position - 1` and `position` touch, with nothing between them.
  package func touchesPrevious(_ position: Int) -> Bool {
    position > 0 && position < count
      && token(position - 1).range.upperBound == token(position).range.lowerBound
  }

  /// The position after the group that opens at `position`: after its partner, or the end of
  /// the file when it has none.
  @inlinable
  package func afterGroup(_ position: Int) -> Int {
    let closing = partner[position]
    return closing >= 0 ? closing + 1 : count
  }

  /// The positions inside the group that opens at `position`: up to its partner, or to the
  /// end of the file when it has none.
  package func inside(_ position: Int) -> Range<Int> {
    let closing = partner[position]
    return position + 1..<(closing >= 0 ? closing : count)
  }

  /// The items of a list, split at commas outside brackets: the positions `start..<end` each
  /// non-empty item covers (the clauses of a condition, the arguments of a call or an
  /// attribute).
  ///
  /// With `nestingAngles`, a comma between `<` and `>` does not split either, for lists of
  /// types with generic arguments (`Dictionary<K, V>` is one item); `->` is no angle.
  package func clauses(in range: Range<Int>, nestingAngles: Bool = false) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var clauseStart = range.lowerBound
    var position = range.lowerBound
    var angles = 0
    while position < range.upperBound {
      if isPunctuation(position, ","), angles == 0 {
        result.append(clauseStart..<position)
        clauseStart = position + 1
        position += 1
      } else if isOpening(position) {
        position = min(afterGroup(position), range.upperBound)
      } else {
        if nestingAngles, token(position).kind == .operator {
          angles = max(0, angles + angleBalance(position))
        }
        position += 1
      }
    }
    result.append(clauseStart..<range.upperBound)
    return result.filter { !$0.isEmpty }
  }

  /// How an operator changes the depth of angle brackets: `<` counts one up and `>` one down,
  /// except in `->`.
  private func angleBalance(_ position: Int) -> Int {
    var balance = 0
    var previous: UInt8 = 0
    for byte in bytes[token(position).range] {
      if byte == UInt8(ascii: "<") { balance += 1 }
      if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { balance -= 1 }
      previous = byte
    }
    return balance
  }

  /// Whether a line break separates the tokens at two code positions.
  package func lineBreakBetween(_ earlier: Int, _ later: Int) -> Bool {
    let lower = token(earlier).range.upperBound
    let upper = token(later).range.lowerBound
    guard lower < upper else { return false }
    return bytes[lower..<upper].contains { $0 == 0x0A || $0 == 0x0D }
  }

  // MARK: Positions and token indices

  /// The first code position whose token index is `tokenIndex` or later.
  package func codePosition(atOrAfterToken tokenIndex: Int) -> Int {
    var low = 0
    var high = code.count
    while low < high {
      let middle = (low + high) / 2
      if code[middle] < tokenIndex { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The token indices that code positions `range` span, comments between them included.
  package func tokenRange(_ range: Range<Int>) -> Range<Int> {
    guard !range.isEmpty else {
      let index = range.lowerBound < count ? code[range.lowerBound] : tokens.count
      return index..<index
    }
    return code[range.lowerBound]..<code[range.upperBound - 1] + 1
  }
}
