import CompatMatrixCore

/// The tokens of a `.swiftinterface` without its comments, and the small navigation the
/// interface reader and its attribute parser share.
struct InterfaceTokens {
  /// The file's bytes.
  let bytes: [UInt8]
  /// Every token that is not a comment, in order.
  let tokens: [SwiftToken]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    tokens = SwiftTokenizer.tokenize(bytes).filter { !$0.kind.isComment }
  }

  var count: Int { tokens.count }

  /// The token's text (a backticked name without its backticks); empty past the end.
  func text(_ index: Int) -> String {
    guard index >= 0, index < count else { return "" }
    return tokens[index].text(in: bytes)
  }

  /// Whether the token at `index` is the punctuation `character`.
  func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
    guard index >= 0, index < count else { return false }
    let token = tokens[index]
    return token.kind == .punctuation && token.range.count == 1
      && bytes[token.range.lowerBound] == UInt8(character.value)
  }

  /// Whether the token at `index` is a name (an identifier or a keyword) written `word`.
  func isWord(_ index: Int, _ word: String) -> Bool {
    guard index >= 0, index < count else { return false }
    let token = tokens[index]
    guard token.kind == .identifier || token.kind == .keyword else { return false }
    return bytes[token.isBackticked ? token.nameRange : token.range].elementsEqual(word.utf8)
  }

  /// Whether the token at `index` is an identifier or a keyword.
  func isName(_ index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    return tokens[index].kind == .identifier || tokens[index].kind == .keyword
  }

  /// Whether the tokens at `index - 1` and `index` touch, with no space between them.
  func touchesPrevious(_ index: Int) -> Bool {
    index > 0 && index < count
      && tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
  }

  /// The index after the group that opens at `index` with `(`, `[` or `{`: brackets of every
  /// kind are counted together, which is enough for well-formed interfaces; an unclosed group
  /// runs to the end.
  func afterGroup(_ index: Int) -> Int {
    var depth = 0
    var position = index
    while position < count {
      if tokens[position].kind == .punctuation {
        switch bytes[tokens[position].range.lowerBound] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return position + 1 }
        default: break
        }
      }
      position += 1
    }
    return count
  }

  /// The top-level items of the group that opens at `index`, split at commas; angle brackets of
  /// generic arguments count as nesting (`Dictionary<K, V>` is one item), `->` does not.
  func items(inGroupAt index: Int) -> [Range<Int>] {
    let end = afterGroup(index) - 1
    var items: [Range<Int>] = []
    var start = index + 1
    var depth = 0
    var angles = 0
    var position = index + 1
    while position < end {
      let token = tokens[position]
      if token.kind == .punctuation {
        switch bytes[token.range.lowerBound] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: ","):
          if depth == 0, angles == 0 {
            items.append(start..<position)
            start = position + 1
          }
        default: break
        }
      } else if token.kind == .operator {
        angles = max(0, angles + angleBalance(token))
      }
      position += 1
    }
    if start < end { items.append(start..<end) }
    return items
  }

  /// `<` counts one up and `>` one down, except in `->`.
  private func angleBalance(_ token: SwiftToken) -> Int {
    var balance = 0
    var previous: UInt8 = 0
    for byte in bytes[token.range] {
      if byte == UInt8(ascii: "<") { balance += 1 }
      if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { balance -= 1 }
      previous = byte
    }
    return balance
  }

  /// The text of the tokens in `range` joined without spaces where they touch: `16.4.1` from
  /// `16.4`, `.`, `1`.
  func joinedText(_ range: Range<Int>) -> String {
    var text = ""
    for index in range {
      if index > range.lowerBound, !touchesPrevious(index) { text += " " }
      text += self.text(index)
    }
    return text
  }

  /// The source text the tokens in `range` span, as written.
  func sourceText(_ range: Range<Int>) -> String {
    guard !range.isEmpty, range.upperBound <= count else { return "" }
    return String(
      decoding: bytes[
        tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound],
      as: UTF8.self)
  }

  /// The decoded text of a string literal token: `"use NavigationStack"` without its quotes,
  /// with `\"` and `\\` unescaped.
  func stringValue(_ index: Int) -> String {
    var text = Substring(text(index))
    while text.first == "#" { text = text.dropFirst().dropLast() }
    text = text.dropFirst().dropLast()
    var result = ""
    var escaped = false
    for character in text {
      if escaped {
        result.append(character == "n" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
