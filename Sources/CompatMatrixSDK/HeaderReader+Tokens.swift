/// The token navigation of the header reader.
extension HeaderReader {
  /// Whether the token at `position` is the identifier `word`.
  func isWord(_ position: Int, _ word: StaticString) -> Bool {
    guard position >= 0, position < tokens.count, tokens[position].kind == .identifier else {
      return false
    }
    return word.withUTF8Buffer { bytes[tokens[position].range].elementsEqual($0) }
  }

  func text(_ position: Int) -> String {
    guard position >= 0, position < tokens.count else { return "" }
    return String(decoding: bytes[tokens[position].range], as: UTF8.self)
  }

  func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
    guard position >= 0, position < tokens.count else { return false }
    let token = tokens[position]
    return token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(character.value)
  }

  /// Whether the token at `position` starts another member: `-`, `+` or a directive.
  func isMemberStart(_ position: Int) -> Bool {
    guard position < tokens.count else { return false }
    return tokens[position].kind == .directive
      || (tokens[position].line != tokens[max(0, position - 1)].line
        && (isPunctuation(position, "-") || isPunctuation(position, "+")))
  }

  /// Whether the identifier at `position` is written like a macro: capitals, digits and
  /// underscores, with an underscore or arguments (`UI_APPEARANCE_SELECTOR`, `API_AVAILABLE`,
  /// but not `BOOL`).
  func isMacroLike(_ position: Int) -> Bool {
    guard position < tokens.count, tokens[position].kind == .identifier else { return false }
    let range = tokens[position].range
    var hasUnderscore = false
    for byte in bytes[range] {
      if byte == UInt8(ascii: "_") {
        hasUnderscore = true
      } else if !(byte &- 0x41 < 26 || byte &- 0x30 < 10) {
        return false
      }
    }
    return hasUnderscore || isPunctuation(position + 1, "(")
  }

  /// Whether `@protocol` at `index` only names protocols: `@protocol A, B;`.
  func isForwardDeclaration() -> Bool {
    var position = index + 1
    while position < tokens.count,
      tokens[position].kind == .identifier || isPunctuation(position, ",")
    {
      position += 1
    }
    return isPunctuation(position, ";")
  }

  /// The index after the group that opens at `open`; an unclosed group runs to the end.
  func afterGroup(_ open: Int) -> Int {
    var depth = 0
    var position = open
    while position < tokens.count {
      if tokens[position].kind == .punctuation {
        switch bytes[tokens[position].range.lowerBound] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth <= 0 { return position + 1 }
        default: break
        }
      }
      position += 1
    }
    return tokens.count
  }

  mutating func skipAngles() {
    var depth = 0
    while index < tokens.count {
      if isPunctuation(index, "<") { depth += 1 }
      if isPunctuation(index, ">") { depth -= 1 }
      index += 1
      if depth <= 0 { return }
    }
  }

  mutating func skip(to character: Unicode.Scalar) {
    while index < tokens.count, !isPunctuation(index, character) {
      index = isPunctuation(index, "{") ? afterGroup(index) : index + 1
    }
    index += 1
  }
}
