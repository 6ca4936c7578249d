/// Line arithmetic over a file's bytes, for edits that remove or replace whole lines: where a
/// line starts and ends, its indentation, and the file's line ending.
struct SourceLines {
  /// The file's bytes.
  let bytes: [UInt8]
  /// Whether the file's first line ending is `\r\n`: new lines then end the same way.
  let usesCRLF: Bool

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
    usesCRLF = newline.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } ?? false
  }

  /// The line ending new lines get.
  var newline: [UInt8] { usesCRLF ? [0x0D, 0x0A] : [0x0A] }

  /// Where the line holding `offset` starts.
  func lineStart(_ offset: Int) -> Int {
    var index = min(offset, bytes.count)
    while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  /// Where the line holding `offset` ends: its `\r\n` or `\n`, or the end of the file.
  func lineEnd(_ offset: Int) -> Int {
    var index = max(0, offset)
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    if index > 0, index <= bytes.count, index > offset, bytes[index - 1] == UInt8(ascii: "\r") {
      return index - 1
    }
    return index
  }

  /// Where the next line starts after the line holding `offset`, or the end of the file.
  func nextLineStart(_ offset: Int) -> Int {
    var index = max(0, offset)
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return min(bytes.count, index + 1)
  }

  /// Whether `range` holds only spaces and tabs.
  func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> ArraySlice<UInt8> {
    let start = lineStart(offset)
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return bytes[start..<end]
  }
}

extension ArraySlice where Element == UInt8 {
  /// The slice without spaces, tabs and carriage returns at either end.
  var trimmed: ArraySlice<UInt8> {
    var lower = startIndex
    var upper = endIndex
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
    while lower < upper, isSpace(self[lower]) { lower += 1 }
    while upper > lower, isSpace(self[upper - 1]) { upper -= 1 }
    return self[lower..<upper]
  }
}
