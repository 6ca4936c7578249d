/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records where every value starts.
///
/// Foundation's parser reports only a character offset and drops duplicate keys; this one
/// gives line and column for every value and keeps duplicates so validation can name them.
/// Nesting is limited, so hostile input cannot overflow the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let depthLimit = 128

  private var cursor: ByteCursor<JSONSyntax>

  /// Parses a whole document: exactly one value, surrounded by optional white space.
  ///
  /// A UTF-8 byte-order mark at the start is skipped.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(cursor: try ByteCursor(document: bytes))
    parser.skipWhitespace()
    try parser.cursor.requireValue()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    try parser.cursor.requireEnd()
    return value
  }

  private var location: SourceLocation { cursor.location }

  private var current: UInt8? { cursor.current }

  private mutating func advance() { cursor.advance() }

  private mutating func skipWhitespace() {
    cursor.advance { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  private func error(_ problem: JSONSyntax.Problem, at location: SourceLocation? = nil)
    -> JSONSyntaxError
  {
    cursor.error(.format(problem), at: location)
  }

  private func unexpected(expected: JSONSyntax.Expectation) -> JSONSyntaxError {
    switch current {
    case UInt8(ascii: "/"): error(.comment)
    case UInt8(ascii: "'"): error(.singleQuote)
    default: cursor.unexpected(expected: expected)
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    let start = location
    guard let byte = current else { throw unexpected(expected: .value) }
    switch byte {
    case UInt8(ascii: "{"):
      return JSONValue(.object(try parseObject(depth: depth + 1)), at: start)
    case UInt8(ascii: "["):
      return JSONValue(.array(try parseArray(depth: depth + 1)), at: start)
    case UInt8(ascii: "\""):
      return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return JSONValue(.null, at: start)
    default:
      throw unexpected(expected: .value)
    }
  }

  private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = location
    let expected = word.withUTF8Buffer { Array($0) }
    for byte in expected {
      guard current == byte else { throw error(.invalidLiteral, at: start) }
      advance()
    }
  }

  private mutating func enter(depth: Int) throws(JSONSyntaxError) {
    if depth > JSONParser.depthLimit {
      throw cursor.error(.nestingTooDeep)
    }
    advance()  // the opening bracket
    skipWhitespace()
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONMember] {
    try enter(depth: depth)
    var members: [JSONMember] = []
    if current == UInt8(ascii: "}") {
      advance()
      return members
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}"), !members.isEmpty {
          throw error(.trailingComma)
        }
        throw unexpected(expected: .key)
      }
      let keyLocation = location
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw unexpected(expected: .colon) }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "}"):
        advance()
        return members
      default:
        throw unexpected(expected: .objectSeparator)
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    try enter(depth: depth)
    var elements: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      advance()
      return elements
    }
    while true {
      if current == UInt8(ascii: "]"), !elements.isEmpty {
        throw error(.trailingComma)
      }
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "]"):
        advance()
        return elements
      default:
        throw unexpected(expected: .arraySeparator)
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = location
    let startIndex = cursor.index
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.cursor.index
      parser.cursor.advance { $0 >= 0x30 && $0 <= 0x39 }
      return parser.cursor.index - first
    }
    if current == UInt8(ascii: "-") { advance() }
    let leadingZero = current == UInt8(ascii: "0")
    let integerDigits = digits(&self)
    var valid = integerDigits > 0 && !(leadingZero && integerDigits > 1)
    if valid, current == UInt8(ascii: ".") {
      advance()
      valid = digits(&self) > 0
    }
    if valid, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      valid = digits(&self) > 0
    }
    let text = cursor.text(from: startIndex)
    guard valid else { throw error(.invalidNumber(text), at: start) }
    return text
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = location
    advance()  // the opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = cursor.index
    func flush(_ parser: JSONParser) {
      if runStart < parser.cursor.index {
        scalars.append(contentsOf: parser.cursor.text(from: runStart).unicodeScalars)
      }
    }
    while true {
      guard let byte = current else { throw cursor.error(.unterminatedString, at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self)
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self)
        let escapeLocation = location
        advance()
        scalars.append(try parseEscape(at: escapeLocation))
        runStart = cursor.index
      case 0x00..<0x20:
        throw error(.controlCharacter(byte))
      default:
        advance()
      }
    }
  }

  private mutating func parseEscape(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    guard let byte = current else { throw cursor.error(.unterminatedString, at: escapeLocation) }
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHexQuad(at: escapeLocation)
      if (0xD800...0xDBFF).contains(high) {
        guard current == UInt8(ascii: "\\") else {
          throw error(.invalidUnicodeEscape, at: escapeLocation)
        }
        advance()
        guard current == UInt8(ascii: "u") else {
          throw error(.invalidUnicodeEscape, at: escapeLocation)
        }
        advance()
        let low = try parseHexQuad(at: escapeLocation)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
          throw error(.invalidUnicodeEscape, at: escapeLocation)
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error(.invalidUnicodeEscape, at: escapeLocation)
      }
      return scalar
    default:
      throw error(
        .invalidEscape(UTF8Validation.character(at: cursor.index - 1, in: cursor.bytes)),
        at: escapeLocation)
    }
  }

  private mutating func parseHexQuad(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
    -> UInt32
  {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = current?.hexDigitValue else {
        throw error(.invalidUnicodeEscape, at: escapeLocation)
      }
      value = value << 4 | UInt32(digit)
      advance()
    }
    return value
  }
}
