/// The tokenizer's state over one buffer; see `SwiftTokenizer`.
///
/// Valid only inside the `withUnsafeBufferPointer` call that created it.
struct SwiftLexer {
  /// The source.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// `bytes.count`.
  package let count: Int
  /// The tokens made so far.
  package var tokens: [SwiftToken] = []

  private let keywords = SwiftKeywords.table
  /// Line and column tracking: the offset up to which they are counted.
  private var cursor = 0
  private var line = 1
  private var column = 1
  /// Whether the last token other than a comment was the punctuation `.`.
  private var previousWasPeriod = false
  /// Where the last token other than a comment ended.
  private var previousEnd = -1
  /// Where the last run of `#` signs measured ends, so that a run that starts no literal is
  /// measured once, not again from each of its signs (200,000 `#` would take minutes).
  private var hashRunEnd = 0

  /// A lexer over `bytes`, with room for `capacity` tokens (by default, about as many as a
  /// file of that size has).
  package init(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int? = nil) {
    self.bytes = bytes
    self.count = bytes.count
    tokens.reserveCapacity(capacity ?? count / 5)
  }

  /// Tokenizes the whole buffer.
  package mutating func run() {
    var index = 0
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      // A byte-order mark is not a character of the first line.
      index = 3
      cursor = 3
    }
    while index < count {
      let byte = bytes[index]
      if SwiftCharacters.isWhitespace(byte) {
        index += 1
        continue
      }
      index = lexToken(at: index, first: byte)
    }
  }

  /// Tokenizes from `start` until `limit` tokens are made or the buffer ends; lines and
  /// columns count from `start` as line 1, column 1.
  package mutating func run(from start: Int, limit: Int) {
    var index = start
    cursor = start
    while index < count, tokens.count < limit {
      let byte = bytes[index]
      if SwiftCharacters.isWhitespace(byte) {
        index += 1
        continue
      }
      index = lexToken(at: index, first: byte)
    }
  }

  /// Lexes the token that starts at `start` and returns where it ends.
  private mutating func lexToken(at start: Int, first byte: UInt8) -> Int {
    if SwiftCharacters.isIdentifierHead(byte) { return lexIdentifier(at: start) }
    if SwiftCharacters.isDigit(byte) { return lexNumber(at: start) }
    switch byte {
    case UInt8(ascii: "\""): return lexString(at: start, hashes: 0)
    case UInt8(ascii: "#"): return lexHash(at: start)
    case UInt8(ascii: "/"):
      if start + 1 < count, bytes[start + 1] == UInt8(ascii: "/") { return lexLineComment(start) }
      if start + 1 < count, bytes[start + 1] == UInt8(ascii: "*") { return lexBlockComment(start) }
      return lexOperator(at: start)
    case UInt8(ascii: "."): return lexPeriod(at: start)
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: "\\"):
      return emit(.punctuation, start, start + 1)
    case UInt8(ascii: "@"):
      let end = scanName(from: start + 1)
      return emit(end > start + 1 ? .attribute : .punctuation, start, max(end, start + 1))
    case UInt8(ascii: "`"): return lexBacktick(at: start)
    case UInt8(ascii: "$"):
      let end = scanIdentifierContinue(from: start + 1)
      return emit(end > start + 1 ? .identifier : .unknown, start, end)
    default:
      if SwiftCharacters.isOperatorASCII(byte) { return lexOperator(at: start) }
      if byte >= 0x80 { return lexNonASCII(at: start) }
      return emit(.unknown, start, start + 1)
    }
  }

  // MARK: Names

  private mutating func lexIdentifier(at start: Int) -> Int {
    let end = scanIdentifierContinue(from: start + 1)
    let isKeyword = !previousWasPeriod && keywords.contains(bytes, start..<end)
    return emit(isKeyword ? .keyword : .identifier, start, end)
  }

  /// The end of a run of identifier characters (ASCII letters, digits, `_`, and non-ASCII
  /// scalars that are neither operator characters nor white space) from `index`.
  private func scanIdentifierContinue(from index: Int) -> Int {
    var end = index
    while end < count {
      let byte = bytes[end]
      if byte < 0x80 {
        guard SwiftCharacters.isIdentifierContinue(byte) else { break }
        end += 1
      } else {
        guard let scalar = SwiftCharacters.decodeScalar(bytes, at: end),
          !SwiftCharacters.isOperatorContinue(scalar.value),
          !SwiftCharacters.isExtraWhitespace(scalar.value)
        else { break }
        end += scalar.length
      }
    }
    return end
  }

  /// The end of a name that must start with an identifier head, or `index` when none starts
  /// there; for `@name` and `#name`.
  private func scanName(from index: Int) -> Int {
    guard index < count else { return index }
    let byte = bytes[index]
    if byte < 0x80 {
      return SwiftCharacters.isIdentifierHead(byte) ? scanIdentifierContinue(from: index) : index
    }
    return scanIdentifierContinue(from: index)
  }

  private mutating func lexBacktick(at start: Int) -> Int {
    var end = start + 1
    while end < count, bytes[end] != UInt8(ascii: "`"), !SwiftCharacters.isNewline(bytes[end]) {
      end += 1
    }
    guard end < count, bytes[end] == UInt8(ascii: "`"), end > start + 1 else {
      return emit(.unknown, start, start + 1)
    }
    return emit(.identifier, start, end + 1, backticked: true)
  }

  private mutating func lexNonASCII(at start: Int) -> Int {
    guard let scalar = SwiftCharacters.decodeScalar(bytes, at: start) else {
      return emit(.unknown, start, start + 1)
    }
    if SwiftCharacters.isExtraWhitespace(scalar.value) { return start + scalar.length }
    if SwiftCharacters.isOperatorHead(scalar.value) { return lexOperator(at: start) }
    if SwiftCharacters.isOperatorContinue(scalar.value) {
      return emit(.unknown, start, start + scalar.length)
    }
    return emit(.identifier, start, scanIdentifierContinue(from: start))
  }

  // MARK: Numbers

  private mutating func lexNumber(at start: Int) -> Int {
    var end = start + 1
    var isFloat = false
    let radix = start + 1 < count && bytes[start] == UInt8(ascii: "0") ? bytes[start + 1] : 0
    if previousWasPeriod && previousEnd == start {
      // A tuple element: `t.0.1` is `t`, `.`, `0`, `.`, `1`.
      end = skip(from: end) { SwiftCharacters.isDigit($0) || $0 == UInt8(ascii: "_") }
    } else if radix == UInt8(ascii: "x") {
      end = skip(from: start + 2) { SwiftCharacters.isHexDigit($0) || $0 == UInt8(ascii: "_") }
      var candidate = end
      if candidate + 1 < count, bytes[candidate] == UInt8(ascii: "."),
        SwiftCharacters.isHexDigit(bytes[candidate + 1])
      {
        candidate = skip(from: candidate + 1) {
          SwiftCharacters.isHexDigit($0) || $0 == UInt8(ascii: "_")
        }
      }
      // A hexadecimal fraction needs an exponent; without one, `.` is member access.
      if let exponentEnd = exponent(at: candidate, marker: UInt8(ascii: "p")) {
        end = exponentEnd
        isFloat = true
      }
    } else if radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
      end = skip(from: start + 2) { SwiftCharacters.isDigit($0) || $0 == UInt8(ascii: "_") }
    } else {
      end = skip(from: end) { SwiftCharacters.isDigit($0) || $0 == UInt8(ascii: "_") }
      if end + 1 < count, bytes[end] == UInt8(ascii: "."), SwiftCharacters.isDigit(bytes[end + 1]) {
        isFloat = true
        end = skip(from: end + 1) { SwiftCharacters.isDigit($0) || $0 == UInt8(ascii: "_") }
      }
      if let exponentEnd = exponent(at: end, marker: UInt8(ascii: "e")) {
        end = exponentEnd
        isFloat = true
      }
    }
    // Letters glued to a number (`0xZZ`, `12abc`) are part of the malformed literal.
    end = skip(from: end) { SwiftCharacters.isIdentifierContinue($0) }
    return emit(isFloat ? .floatLiteral : .integerLiteral, start, end)
  }

  /// The end of an exponent (`e-3`, `P+2`) at `index`, or `nil` when none is there.
  private func exponent(at index: Int, marker: UInt8) -> Int? {
    guard index < count, bytes[index] | 0x20 == marker else { return nil }
    var digits = index + 1
    if digits < count, bytes[digits] == UInt8(ascii: "+") || bytes[digits] == UInt8(ascii: "-") {
      digits += 1
    }
    guard digits < count, SwiftCharacters.isDigit(bytes[digits]) else { return nil }
    return skip(from: digits) { SwiftCharacters.isDigit($0) || $0 == UInt8(ascii: "_") }
  }

  /// The first offset from `index` whose byte does not satisfy `predicate`.
  @inline(__always)
  private func skip(from index: Int, while predicate: (UInt8) -> Bool) -> Int {
    var end = index
    while end < count, predicate(bytes[end]) { end += 1 }
    return end
  }

  // MARK: Operators and punctuation

  private mutating func lexPeriod(at start: Int) -> Int {
    guard start + 1 < count, bytes[start + 1] == UInt8(ascii: ".") else {
      return emit(.punctuation, start, start + 1)
    }
    var end = start + 2
    while end < count {
      let byte = bytes[end]
      guard byte == UInt8(ascii: ".") || SwiftCharacters.isOperatorASCII(byte) else { break }
      if startsComment(at: end) { break }
      end += 1
    }
    return emit(.operator, start, end)
  }

  /// Lexes a run of operator characters; a lone `?` is punctuation.
  private mutating func lexOperator(at start: Int) -> Int {
    var end = start
    while end < count {
      let byte = bytes[end]
      if byte < 0x80 {
        guard SwiftCharacters.isOperatorASCII(byte) else { break }
        if end > start, startsComment(at: end) { break }
        end += 1
      } else {
        guard let scalar = SwiftCharacters.decodeScalar(bytes, at: end),
          end == start
            ? SwiftCharacters.isOperatorHead(scalar.value)
            : SwiftCharacters.isOperatorContinue(scalar.value)
        else { break }
        end += scalar.length
      }
    }
    if end == start { return emit(.unknown, start, start + 1) }
    let isQuestion = end == start + 1 && bytes[start] == UInt8(ascii: "?")
    return emit(isQuestion ? .punctuation : .operator, start, end)
  }

  /// Whether `//` or `/*` starts at `index`.
  @inline(__always)
  private func startsComment(at index: Int) -> Bool {
    bytes[index] == UInt8(ascii: "/") && index + 1 < count
      && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
  }

  /// `#` starts a raw string, an extended regular expression, a directive or keyword, or is
  /// punctuation on its own.
  private mutating func lexHash(at start: Int) -> Int {
    if start >= hashRunEnd { hashRunEnd = skip(from: start) { $0 == UInt8(ascii: "#") } }
    let afterHashes = hashRunEnd
    if afterHashes < count {
      switch bytes[afterHashes] {
      case UInt8(ascii: "\""): return lexString(at: start, hashes: afterHashes - start)
      case UInt8(ascii: "/"): return lexRegex(at: start, hashes: afterHashes - start)
      default: break
      }
    }
    let end = scanName(from: start + 1)
    guard end > start + 1 else { return emit(.punctuation, start, start + 1) }
    return emit(
      Self.isDirective(bytes, start + 1..<end) ? .poundDirective : .poundKeyword, start, end)
  }

  /// Whether the name is one of the conditional-compilation or line-control directives.
  private static func isDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    let name = UnsafeBufferPointer(rebasing: bytes[range])
    for directive in ["if", "elseif", "else", "endif", "sourceLocation"]
    where name.elementsEqual(directive.utf8) {
      return true
    }
    return false
  }

  // MARK: Emitting

  /// Appends a token and returns its end.
  @discardableResult
  mutating func emit(
    _ kind: SwiftTokenKind, _ start: Int, _ end: Int, unterminated: Bool = false,
    backticked: Bool = false
  ) -> Int {
    advanceLocation(to: start)
    tokens.append(
      SwiftToken(
        kind: kind, range: start..<end, location: SourceLocation(line: line, column: column),
        isUnterminated: unterminated, isBackticked: backticked))
    if !kind.isComment {
      previousWasPeriod = kind == .punctuation && bytes[start] == UInt8(ascii: ".")
      previousEnd = end
    }
    return end
  }

  /// Counts lines and columns up to `target`: `\n`, `\r\n` and a lone `\r` each end a line,
  /// and a column is a Unicode scalar (a byte that is not a UTF-8 continuation byte).
  private mutating func advanceLocation(to target: Int) {
    var index = cursor
    var line = line
    var column = column
    while index < target {
      let byte = bytes[index]
      if byte > 0x0D {
        // Every byte but a UTF-8 continuation byte starts a scalar.
        column &+= byte & 0xC0 == 0x80 ? 0 : 1
      } else if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte != 0x0D {
        column += 1
      }
      index += 1
    }
    cursor = index
    self.line = line
    self.column = column
  }
}
