/// A parser for old-style (OpenStep) ASCII property lists, the format of `project.pbxproj`.
///
/// It reads dictionaries `{ key = value; }`, arrays `( a, b, )` with an optional trailing
/// comma, quoted strings (`"..."` or `'...'`) with backslash escapes, unquoted strings of
/// letters, digits and `_$+/:.-`, data `<0fbd 7771>`, and `/* ... */` and `// ...` comments.
/// Containers are tracked on an explicit stack rather than by recursion, and nesting is
/// limited, so no input can overflow the call stack. Errors give a line and column.
package struct PropertyListParser {
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

  private var cursor: ByteCursor<PropertyListSyntax>

  /// Parses a whole document: one value, surrounded by optional white space and comments.
  ///
  /// A UTF-8 byte-order mark at the start is skipped.
  package static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
    var parser = PropertyListParser(cursor: try ByteCursor(document: bytes))
    try parser.skipTrivia()
    try parser.cursor.requireValue()
    let value = try parser.parseValue()
    try parser.skipTrivia()
    try parser.cursor.requireEnd()
    return value
  }

  private var location: SourceLocation { cursor.location }

  private var current: UInt8? { cursor.current }

  private func peek(_ offset: Int) -> UInt8? { cursor.peek(offset) }

  private mutating func advance() { cursor.advance() }

  private func error(_ problem: PropertyListSyntax.Problem, at location: SourceLocation? = nil)
    -> PropertyListSyntaxError
  {
    cursor.error(.format(problem), at: location)
  }

  /// Skips white space and comments.
  private mutating func skipTrivia() throws(PropertyListSyntaxError) {
    while let byte = current {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        advance()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        cursor.advance { $0 != UInt8(ascii: "\n") }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        let start = location
        advance()
        advance()
        while true {
          guard let next = current else {
            throw error(.unterminatedComment, at: start)
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
            throw cursor.error(.nestingTooDeep, at: start)
          }
          stack.append(Frame(isDictionary: current == UInt8(ascii: "{"), start: start))
          advance()
          continue
        default:
          guard let scalar = try parseScalar() else { throw cursor.unexpected(expected: .value) }
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
        throw cursor.unexpected(expected: .key)
      }
      try skipTrivia()
      guard current == UInt8(ascii: "=") else { throw cursor.unexpected(expected: .equals) }
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
      guard current == UInt8(ascii: ";") else { throw cursor.unexpected(expected: .semicolon) }
      advance()
    } else {
      stack[top].elements.append(value)
      try skipTrivia()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: ")"): break  // closed on the next turn
      default: throw cursor.unexpected(expected: .arraySeparator)
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
      let first = cursor.index
      cursor.advance(while: Self.isUnquotedCharacter)
      guard cursor.index > first else { return nil }
      let text = cursor.text(from: first)
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
    // parseScalar calls this only at a quote.
    let quote = current!
    advance()
    var text: [UInt8] = []
    while true {
      guard let byte = current else {
        throw cursor.error(.unterminatedString, at: start)
      }
      advance()
      if byte == quote { return String(decoding: text, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        text.append(byte)
        continue
      }
      guard let escaped = current else {
        throw cursor.error(.unterminatedString, at: start)
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
        guard let digit = current?.hexDigitValue else { break }
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
        throw error(.invalidData, at: start)
      }
      if byte == UInt8(ascii: ">") {
        guard high == nil else {
          throw error(.invalidData, at: start)
        }
        advance()
        return data
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        advance()
        continue
      }
      guard let digit = byte.hexDigitValue else { throw error(.invalidData) }
      advance()
      if let first = high {
        data.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
  }
}
