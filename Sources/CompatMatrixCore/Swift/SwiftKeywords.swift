/// Swift's reserved words, looked up from bytes without making a `String`.
///
/// Contextual keywords (`some`, `any`, `get`, `set`, `actor`, `open`, `mutating` …) are not
/// here: Swift lets them be used as names, so the tokenizer leaves them identifiers.
struct SwiftKeywords: Sendable {
  /// Every reserved word.
  package static let all: [String] = [
    // Declarations.
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "precedencegroup", "protocol", "private",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Patterns.
    "_",
  ]

  /// The longest reserved word's length in bytes.
  static let maximumLength = 15

  /// The shared table.
  package static let table = SwiftKeywords()

  /// `bucketStart[length * 128 + firstByte]` is where that bucket's words start in `words`.
  private let bucketStart: [Int]
  /// The words packed into two integers each, grouped by bucket.
  private let words: [PackedWord]

  private struct PackedWord: Sendable {
    package var low: UInt64
    package var high: UInt64
  }

  private init() {
    var buckets = [[PackedWord]](repeating: [], count: (Self.maximumLength + 1) * 128)
    for word in Self.all {
      let bytes = Array(word.utf8)
      // Every word is ASCII and non-empty, so its first byte is below 128.
      buckets[bytes.count * 128 + Int(bytes[0])].append(Self.pack(bytes[...]))
    }
    var start: [Int] = []
    var words: [PackedWord] = []
    for bucket in buckets {
      start.append(words.count)
      words += bucket
    }
    start.append(words.count)
    bucketStart = start
    self.words = words
  }

  /// Whether `bytes[range]` is a reserved word.
  package func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let length = range.count
    guard length >= 1, length <= Self.maximumLength else { return false }
    let first = bytes[range.lowerBound]
    guard first < 128 else { return false }
    let bucket = length * 128 + Int(first)
    let lower = bucketStart[bucket]
    let upper = bucketStart[bucket + 1]
    guard lower < upper else { return false }
    let packed = Self.pack(UnsafeBufferPointer(rebasing: bytes[range])[...])
    for index in lower..<upper where words[index].low == packed.low {
      if words[index].high == packed.high { return true }
    }
    return false
  }

  /// Packs up to 16 bytes into two integers, little end first.
  private static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> PackedWord {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (offset, byte) in bytes.enumerated() where offset < 16 {
      if offset < 8 {
        low |= UInt64(byte) << (8 * UInt64(offset))
      } else {
        high |= UInt64(byte) << (8 * UInt64(offset - 8))
      }
    }
    return PackedWord(low: low, high: high)
  }
}
