import CompatMatrixCore
import CompatMatrixSource

/// A parser for old-style (OpenStep) ASCII property lists, the format of `project.pbxproj`.
///
/// It reads dictionaries `{ key = value; }`, arrays `( a, b, )` with an optional trailing
/// comma, quoted strings (`"..."` or `'...'`) with backslash escapes, unquoted strings of
/// letters, digits and `_$+/:.-`, data `<0fbd 7771>`, and `/* ... */` and `// ...` comments.
/// Containers are tracked on an explicit stack rather than by recursion, and nesting is
/// limited, so no input can overflow the call stack. Errors give a line and column.
struct PropertyListParser {
  /// The deepest nesting of dictionaries and arrays accepted.
  package static let depthLimit = 256

  /// An open dictionary or array.
  private struct Frame {
    var isDictionary: Bool
    package var start: SourceLocation
    package var entries: [PropertyListEntry] = []
    package var elements: [PropertyListValue] = []
    /// The key whose value is being read, in a dictionary.
    package var key: (text: String, location: SourceLocation)?

    package var value: PropertyListValue {
      PropertyListValue(
        kind: isDictionary ? .dictionary(entries) : .array(elements), location: start)
    }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document: one value, surrounded by optional white space and comments.
  ///
  /// A UTF-8 byte-order mark at the start is skipped.
  package static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
    if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
      let location = UTF8Validation.location(ofByte: offset, in: bytes)
      throw PropertyListSyntaxError(location: location, problem: .invalidUTF8)
    }
    var parser = PropertyListParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    try parser.skipTrivia()
    guard parser.current != nil else {
      throw PropertyListSyntaxError(location: parser.location, problem: .emptyDocument)
    }
    let value = try parser.parseValue()
    try parser.skipTrivia()
    if parser.current != nil {
      throw PropertyListSyntaxError(location: parser.location, problem: .trailingContent)
    }
    return value
  }

  private var location: SourceLocation { SourceLocation(line: line, column: column) }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

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

  /// Skips white space and comments.
  private mutating func skipTrivia() throws(PropertyListSyntaxError) {
    while let byte = current {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        advance()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let next = current, next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        let start = location
        advance()
        advance()
        while true {
          guard let next = current else {
            throw PropertyListSyntaxError(location: start, problem: .unterminatedComment)
          }
          if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            advance()
            advance()
            break
          }
          advance()
        }
      default:
        return
      }
    }
  }

  private func unexpected(expected: PropertyListSyntaxError.Expectation)
    -> PropertyListSyntaxError
  {
    guard index < bytes.count else {
      return PropertyListSyntaxError(
        location: location, problem: .unexpectedEnd(expected: expected))
    }
    let found = UTF8Validation.character(at: index, in: bytes)
    return PropertyListSyntaxError(
      location: location, problem: .unexpectedCharacter(found, expected: expected))
  }

  /// Parses one value and everything nested in it, keeping open containers on `stack`.
  private mutating func parseValue() throws(PropertyListSyntaxError) -> PropertyListValue {
    var stack: [Frame] = []
    while true {
      var value: PropertyListValue
      if let closed = try closeOrReadKey(&stack) {
        value = closed
      } else {
        try skipTrivia()
        let start = location
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
          if stack.count >= PropertyListParser.depthLimit {
            throw PropertyListSyntaxError(location: start, problem: .nestingTooDeep)
          }
          stack.append(Frame(isDictionary: current == UInt8(ascii: "{"), start: start))
          advance()
          continue
        default:
          guard let scalar = try parseScalar() else { throw unexpected(expected: .value) }
          value = scalar
        }
      }
      guard !stack.isEmpty else { return value }
      try attach(value, to: &stack)
    }
  }

  /// Closes the innermost container when its closing bracket comes next, returning it; in a
  /// dictionary otherwise reads the next key and its `=`.
  private mutating func closeOrReadKey(_ stack: inout [Frame]) throws(PropertyListSyntaxError)
    -> PropertyListValue?
  {
    guard let top = stack.last else { return nil }
    try skipTrivia()
    if top.isDictionary {
      if current == UInt8(ascii: "}") {
        advance()
        return stack.removeLast().value
      }
      let keyLocation = location
      // Keys are strings; data cannot be one.
      guard current != UInt8(ascii: "<"), let key = try parseScalar()?.string else {
        throw unexpected(expected: .key)
      }
      try skipTrivia()
      guard current == UInt8(ascii: "=") else { throw unexpected(expected: .equals) }
      advance()
      stack[stack.count - 1].key = (key, keyLocation)
      return nil
    }
    if current == UInt8(ascii: ")") {
      advance()
      return stack.removeLast().value
    }
    return nil
  }

  /// Adds a finished value to the innermost container and reads the separator after it.
  private mutating func attach(_ value: PropertyListValue, to stack: inout [Frame])
    throws(PropertyListSyntaxError)
  {
    let top = stack.count - 1
    if stack[top].isDictionary {
      // closeOrReadKey stored the key before this value was read.
      let key = stack[top].key!
      stack[top].entries.append(
        PropertyListEntry(key: key.text, keyLocation: key.location, value: value))
      stack[top].key = nil
      try skipTrivia()
      guard current == UInt8(ascii: ";") else { throw unexpected(expected: .semicolon) }
      advance()
    } else {
      stack[top].elements.append(value)
      try skipTrivia()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: ")"): break  // closed on the next turn
      default: throw unexpected(expected: .arraySeparator)
      }
    }
  }

  /// Parses a string or data value, or returns `nil`, consuming nothing, when none starts here.
  private mutating func parseScalar() throws(PropertyListSyntaxError) -> PropertyListValue? {
    let start = location
    guard let byte = current else { return nil }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return PropertyListValue(kind: .string(try parseQuotedString()), location: start)
    case UInt8(ascii: "<"):
      return PropertyListValue(kind: .data(try parseData()), location: start)
    default:
      let first = index
      while let next = current, Self.isUnquotedCharacter(next) { advance() }
      guard index > first else { return nil }
      let text = String(decoding: bytes[first..<index], as: UTF8.self)
      return PropertyListValue(kind: .string(text), location: start)
    }
  }

  private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default:
      false
    }
  }

  private mutating func parseQuotedString() throws(PropertyListSyntaxError) -> String {
    let start = location
    let quote = bytes[index]
    advance()
    var text: [UInt8] = []
    while true {
      guard let byte = current else {
        throw PropertyListSyntaxError(location: start, problem: .unterminatedString)
      }
      advance()
      if byte == quote { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard let escaped = current else {
        throw PropertyListSyntaxError(location: start, problem: .unterminatedString)
      }
      text.append(contentsOf: parseEscape(escaped).utf8)
    }
  }

  /// Decodes the escape whose first character, after the backslash, is `byte`.
  ///
  /// Unknown escapes stand for the character itself, as in Apple's parser.
  private mutating func parseEscape(_ byte: UInt8) -> String {
    advance()
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "a"): return "\u{07}"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "v"): return "\u{0B}"
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = UInt32(byte - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard let next = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else {
          break
        }
        value = value * 8 + UInt32(next - UInt8(ascii: "0"))
        advance()
      }
      return Unicode.Scalar(value).map { String($0) } ?? "\u{FFFD}"
    case UInt8(ascii: "U"):
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let next = current, let digit = Self.hexValue(next) else { break }
        value = value << 4 | UInt32(digit)
        advance()
      }
      return Unicode.Scalar(value).map { String($0) } ?? "\u{FFFD}"
    default:
      // A multi-byte character after the backslash: keep all of its bytes.
      var scalarBytes = [byte]
      while let next = current, next & 0xC0 == 0x80 {
        scalarBytes.append(next)
        advance()
      }
      return String(decoding: scalarBytes, as: UTF8.self)
    }
  }

  private mutating func parseData() throws(PropertyListSyntaxError) -> [UInt8] {
    let start = location
    advance()  // the '<'
    var data: [UInt8] = []
    var high: UInt8?
    while true {
      guard let byte = current else {
        throw PropertyListSyntaxError(location: start, problem: .invalidData)
      }
      if byte == UInt8(ascii: ">") {
        guard high == nil else {
          throw PropertyListSyntaxError(location: start, problem: .invalidData)
        }
        advance()
        return data
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        advance()
        continue
      }
      guard let digit = Self.hexValue(byte) else {
        throw PropertyListSyntaxError(location: location, problem: .invalidData)
      }
      advance()
      if let first = high {
        data.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
