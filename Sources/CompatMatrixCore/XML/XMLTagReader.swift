/// Reads the tags of an XML document in order, checking that it is well-formed, for the few
/// XML files a project holds (storyboards, a workspace's `contents.xcworkspacedata`): their
/// meaning is in their elements and attributes, so text, comments, CDATA sections, the
/// document type and processing instructions are skipped.
///
/// It checks what a reader of such files needs: names and quoted attributes, each end tag
/// closing the element open, one root element, the five predefined entities and character
/// references. It does not read a DTD, so an entity a document type declares is an error.
/// Open elements are tracked on an explicit stack, so no input can overflow the call stack.
package struct XMLTagReader {
  /// The deepest nesting of elements accepted.
  package static let depthLimit = 1024

  private var cursor: ByteCursor<XMLSyntax>
  private var open: [String] = []
  private var tags: [XMLTag] = []

  /// The tags of a whole document, in order; throws at the first problem, with its line and
  /// column. A UTF-8 byte-order mark at the start is skipped.
  package static func tags(in bytes: [UInt8]) throws(XMLSyntaxError) -> [XMLTag] {
    var reader = XMLTagReader(cursor: try ByteCursor(document: bytes))
    try reader.readDocument()
    return reader.tags
  }

  private var current: UInt8? { cursor.current }

  private func peek(_ offset: Int) -> UInt8? { cursor.peek(offset) }

  private mutating func advance() { cursor.advance() }

  private func error(_ problem: XMLSyntax.Problem, at location: SourceLocation? = nil)
    -> XMLSyntaxError
  {
    cursor.error(.format(problem), at: location)
  }

  private mutating func readDocument() throws(XMLSyntaxError) {
    var rootClosed = false
    while let byte = current {
      guard byte == UInt8(ascii: "<") else {
        // Text: inside the root element it is content; outside, only white space may stand.
        if open.isEmpty, !Self.isSpace(byte) {
          if rootClosed { throw cursor.error(.trailingContent) }
          throw cursor.unexpected(expected: .elementName)
        }
        advance()
        continue
      }
      if try skipMarkup() { continue }
      if rootClosed, open.isEmpty { throw cursor.error(.trailingContent) }
      try readTag()
      if open.isEmpty { rootClosed = true }
    }
    if let element = open.last { throw cursor.unexpected(expected: .endTag(element)) }
    if !rootClosed { throw cursor.error(.emptyDocument) }
  }

  /// Skips a comment, CDATA section, document type or processing instruction at `<`;
  /// `false` when the `<` starts a tag.
  private mutating func skipMarkup() throws(XMLSyntaxError) -> Bool {
    let start = cursor.location
    if starts(with: "<?") {
      try skip(past: "?>", what: "processing instruction", from: start)
    } else if starts(with: "<!--") {
      try skip(past: "-->", what: "comment; expected '-->'", from: start)
    } else if starts(with: "<![CDATA[") {
      try skip(past: "]]>", what: "CDATA section; expected ']]>'", from: start)
    } else if starts(with: "<!") {
      // A document type: up to the `>` outside its internal subset's brackets.
      var depth = 0
      while let byte = current {
        advance()
        if byte == UInt8(ascii: "[") { depth += 1 }
        if byte == UInt8(ascii: "]") { depth -= 1 }
        if byte == UInt8(ascii: ">"), depth <= 0 { return true }
      }
      throw error(.unterminated("document type declaration; expected '>'"), at: start)
    } else {
      return false
    }
    return true
  }

  /// A start, empty-element or end tag, at its `<`.
  private mutating func readTag() throws(XMLSyntaxError) {
    let location = cursor.location
    advance()
    let isEnd = current == UInt8(ascii: "/")
    if isEnd { advance() }
    let name = try readName(expected: .elementName)
    if isEnd {
      cursor.advance(while: Self.isSpace)
      guard current == UInt8(ascii: ">") else { throw cursor.unexpected(expected: .endTagClose) }
      advance()
      guard let element = open.last else { throw error(.strayEndTag(name), at: location) }
      guard element == name else {
        throw error(.mismatchedEndTag(found: name, open: element), at: location)
      }
      open.removeLast()
      tags.append(XMLTag(kind: .end, name: name, location: location))
      return
    }
    var attributes: [(name: String, value: String)] = []
    while true {
      let hadSpace = current.map(Self.isSpace) ?? false
      cursor.advance(while: Self.isSpace)
      if current == UInt8(ascii: ">") {
        advance()
        guard open.count < Self.depthLimit else { throw cursor.error(.nestingTooDeep) }
        open.append(name)
        tags.append(XMLTag(kind: .start, name: name, attributes: attributes, location: location))
        return
      }
      if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
        advance()
        advance()
        tags.append(XMLTag(kind: .empty, name: name, attributes: attributes, location: location))
        return
      }
      guard hadSpace else { throw cursor.unexpected(expected: .attributeOrEnd) }
      let attributeLocation = cursor.location
      let attribute = try readName(expected: .attributeOrEnd)
      if attributes.contains(where: { $0.name == attribute }) {
        throw error(.duplicateAttribute(attribute), at: attributeLocation)
      }
      cursor.advance(while: Self.isSpace)
      guard current == UInt8(ascii: "=") else { throw cursor.unexpected(expected: .equals) }
      advance()
      cursor.advance(while: Self.isSpace)
      attributes.append((attribute, try readValue()))
    }
  }

  /// A name at the cursor.
  private mutating func readName(expected: XMLSyntax.Expectation) throws(XMLSyntaxError)
    -> String
  {
    guard let first = current, Self.isNameStart(first) else {
      throw cursor.unexpected(expected: expected)
    }
    let start = cursor.index
    cursor.advance(while: Self.isNameByte)
    return cursor.text(from: start)
  }

  /// A quoted attribute value, its references replaced.
  private mutating func readValue() throws(XMLSyntaxError) -> String {
    guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw cursor.unexpected(expected: .quotedValue)
    }
    let start = cursor.location
    advance()
    var value: [UInt8] = []
    while let byte = current {
      if byte == quote {
        advance()
        return String(decoding: value, as: UTF8.self)
      }
      if byte == UInt8(ascii: "<") { throw cursor.unexpected(expected: .quotedValue) }
      if byte == UInt8(ascii: "&") {
        value.append(contentsOf: try readReference())
        continue
      }
      value.append(byte)
      advance()
    }
    throw cursor.error(.unterminatedString, at: start)
  }

  /// The bytes an entity or character reference at `&` stands for.
  private mutating func readReference() throws(XMLSyntaxError) -> [UInt8] {
    let location = cursor.location
    advance()
    let start = cursor.index
    cursor.advance { $0 != UInt8(ascii: ";") && !Self.isSpace($0) && $0 != UInt8(ascii: "<") }
    let name = cursor.text(from: start)
    guard current == UInt8(ascii: ";"), !name.isEmpty else {
      throw error(.bareAmpersand, at: location)
    }
    advance()
    switch name {
    case "amp": return [UInt8(ascii: "&")]
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default: break
    }
    let code: UInt32? =
      name.hasPrefix("#x")
      ? UInt32(name.dropFirst(2), radix: 16)
      : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
    guard let code, code != 0, let scalar = Unicode.Scalar(code) else {
      throw error(.unknownEntity(name), at: location)
    }
    return Array(String(Character(scalar)).utf8)
  }

  /// Whether the bytes at the cursor are `text`.
  private func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard cursor.index + count <= cursor.bytes.count else { return false }
    return text.withUTF8Buffer { prefix in
      (0..<count).allSatisfy { cursor.bytes[cursor.index + $0] == prefix[$0] }
    }
  }

  /// Moves past the next `end`; throws `unterminated(what)` located at `start` without one.
  private mutating func skip(past end: StaticString, what: String, from start: SourceLocation)
    throws(XMLSyntaxError)
  {
    while current != nil {
      if starts(with: end) {
        for _ in 0..<end.utf8CodeUnitCount { advance() }
        return
      }
      advance()
    }
    throw error(.unterminated(what), at: start)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }
}
