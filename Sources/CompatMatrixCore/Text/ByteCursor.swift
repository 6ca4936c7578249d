/// A parser's place in a UTF-8 document: the byte it is at, and that byte's line and column
/// for messages. The JSON and property-list parsers read through one.
///
/// The document is checked to be UTF-8 before anything is read, so a parser may decode any
/// run of bytes it reads. `Syntax` is the format read; the errors a cursor makes are its.
package struct ByteCursor<Syntax: DocumentSyntax> {
  /// The document.
  package let bytes: [UInt8]
  /// The offset of the current byte; `bytes.count` at the end.
  package private(set) var index = 0
  private var line = 1
  private var column = 1

  /// A cursor at the start of `bytes`, past a UTF-8 byte-order mark; throws `invalidUTF8`,
  /// located at the first byte that does not belong to well-formed UTF-8.
  package init(document bytes: [UInt8]) throws(SyntaxError<Syntax>) {
    if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
      let location = UTF8Validation.location(ofByte: offset, in: bytes)
      throw SyntaxError(location: location, problem: .invalidUTF8)
    }
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The line and column of the current byte.
  package var location: SourceLocation { SourceLocation(line: line, column: column) }

  /// The current byte, or `nil` at the end.
  package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The byte `offset` bytes after the current one, or `nil` past the end.
  package func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Moves past the current byte, keeping line and column up to date: a column is a Unicode
  /// scalar, and a `\r` takes none.
  package mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
      column += 1
    }
  }

  /// Moves past the bytes that satisfy `predicate`.
  package mutating func advance(while predicate: (UInt8) -> Bool) {
    while let byte = current, predicate(byte) { advance() }
  }

  /// The text of the bytes from `start` to the current one.
  package func text(from start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// An error of `problem` at `location`, the current byte's by default.
  package func error(_ problem: SyntaxProblem<Syntax>, at location: SourceLocation? = nil)
    -> SyntaxError<Syntax>
  {
    SyntaxError(location: location ?? self.location, problem: problem)
  }

  /// The error for finding the current byte, or the end, where `expected` should be.
  package func unexpected(expected: Syntax.Expectation) -> SyntaxError<Syntax> {
    guard index < bytes.count else { return error(.unexpectedEnd(expected: expected)) }
    let found = UTF8Validation.character(at: index, in: bytes)
    return error(.unexpectedCharacter(found, expected: expected))
  }

  /// Throws `emptyDocument` when nothing is left: for the start of a document, once what
  /// may stand before its value is skipped.
  package func requireValue() throws(SyntaxError<Syntax>) {
    if index >= bytes.count { throw error(.emptyDocument) }
  }

  /// Throws `trailingContent` when anything is left: for the end of a document, once what
  /// may stand after its value is skipped.
  package func requireEnd() throws(SyntaxError<Syntax>) {
    if index < bytes.count { throw error(.trailingContent) }
  }
}

extension UInt8 {
  /// The value of the byte as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` when it
  /// is not one.
  package var hexDigitValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
