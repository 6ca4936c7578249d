/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records where every value starts.
///
/// Foundation's parser reports only a character offset and drops duplicate keys; this one
/// gives line and column for every value and keeps duplicates so validation can name them.
/// Nesting is limited, so hostile input cannot overflow the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let depthLimit = 128

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document: exactly one value, surrounded by optional white space.
  ///
  /// A UTF-8 byte-order mark at the start is skipped.
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
      let location = UTF8Validation.location(ofByte: offset, in: bytes)
      throw JSONSyntaxError(location: location, problem: .invalidUTF8)
    }
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw JSONSyntaxError(location: parser.location, problem: .emptyDocument)
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw JSONSyntaxError(location: parser.location, problem: .trailingContent)
    }
    return value
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past one byte, keeping line and column up to date.
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      advance()
    }
  }

  private func unexpected(expected: JSONSyntaxError.Expectation) -> JSONSyntaxError {
    guard index < bytes.count else {
      return JSONSyntaxError(location: location, problem: .unexpectedEnd(expected: expected))
    }
    let found = UTF8Validation.character(at: index, in: bytes)
    let problem: JSONSyntaxError.Problem
    switch found {
    case "/": problem = .comment
    case "'": problem = .singleQuote
    default: problem = .unexpectedCharacter(found, expected: expected)
    }
    return JSONSyntaxError(location: location, problem: problem)
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
    let startIndex = index
    let expected = word.withUTF8Buffer { Array($0) }
    for byte in expected {
      guard current == byte else {
        index = startIndex
        throw JSONSyntaxError(location: start, problem: .invalidLiteral)
      }
      advance()
    }
  }

  private mutating func enter(depth: Int) throws(JSONSyntaxError) {
    if depth > JSONParser.depthLimit {
      throw JSONSyntaxError(location: location, problem: .nestingTooDeep)
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
          throw JSONSyntaxError(location: location, problem: .trailingComma)
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
        throw JSONSyntaxError(location: location, problem: .trailingComma)
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
    let startIndex = index
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while let byte = parser.current, byte >= 0x30, byte <= 0x39 {
        parser.advance()
        count += 1
      }
      return count
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
    let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
    guard valid else { throw JSONSyntaxError(location: start, problem: .invalidNumber(text)) }
    return text
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = location
    advance()  // the opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: JSONParser, upTo end: Int) {
      if runStart < end {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard let byte = current else {
        throw JSONSyntaxError(location: start, problem: .unterminatedString)
      }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: index)
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, upTo: index)
        let escapeLocation = location
        advance()
        scalars.append(try parseEscape(at: escapeLocation))
        runStart = index
      case 0x00..<0x20:
        throw JSONSyntaxError(location: location, problem: .controlCharacter(byte))
      default:
        advance()
      }
    }
  }

  private mutating func parseEscape(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    guard let byte = current else {
      throw JSONSyntaxError(location: escapeLocation, problem: .unterminatedString)
    }
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
          throw JSONSyntaxError(location: escapeLocation, problem: .invalidUnicodeEscape)
        }
        advance()
        guard current == UInt8(ascii: "u") else {
          throw JSONSyntaxError(location: escapeLocation, problem: .invalidUnicodeEscape)
        }
        advance()
        let low = try parseHexQuad(at: escapeLocation)
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
          throw JSONSyntaxError(location: escapeLocation, problem: .invalidUnicodeEscape)
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw JSONSyntaxError(location: escapeLocation, problem: .invalidUnicodeEscape)
      }
      return scalar
    default:
      throw JSONSyntaxError(
        location: escapeLocation,
        problem: .invalidEscape(UTF8Validation.character(at: index - 1, in: bytes)))
    }
  }

  private mutating func parseHexQuad(at escapeLocation: SourceLocation) throws(JSONSyntaxError)
    -> UInt32
  {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else {
        throw JSONSyntaxError(location: escapeLocation, problem: .invalidUnicodeEscape)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
