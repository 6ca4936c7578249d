#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of names looked up by a byte range without making a string, for indexing only the
/// names lint patterns use.
package struct NameSet: Sendable {
  private let buckets: [Int: [(bytes: [UInt8], name: String)]]
  private let lengths: [Bool]

  /// Creates the set.
  package init(_ names: Set<String>) {
    var buckets: [Int: [(bytes: [UInt8], name: String)]] = [:]
    var lengths = [Bool](repeating: false, count: 256)
    for name in names where !name.isEmpty && name.utf8.count < 256 {
      let bytes = Array(name.utf8)
      buckets[Int(bytes[0]) << 8 | bytes.count, default: []].append((bytes, name))
      lengths[bytes.count] = true
    }
    self.buckets = buckets
    self.lengths = lengths
  }

  /// The names every part (`match`, `inside`, `with`, `without`, `fix.replace`) of the
  /// patterns uses, and those of `extra` patterns.
  package init(patterns: [LintPattern], extra: [String] = []) {
    var names = Set<String>()
    let texts = patterns.flatMap { pattern in
      [pattern.match, pattern.inside, pattern.with, pattern.without, pattern.fix?.replace]
        .compactMap { $0 }
    }
    for text in texts + extra {
      let bytes = Array(text.utf8)
      for token in SwiftTokenizer.tokenize(bytes)
      where token.kind == .identifier || token.kind == .keyword || token.kind == .attribute {
        names.insert(token.name(in: bytes))
      }
    }
    self.init(names)
  }

  /// The name the bytes in `range` spell, if it is in the set.
  package func name(in bytes: [UInt8], _ range: Range<Int>) -> String? {
    let length = range.count
    guard length > 0, length < 256, range.upperBound <= bytes.count, lengths[length],
      let candidates = buckets[Int(bytes[range.lowerBound]) << 8 | length]
    else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      // The range is inside the buffer and not empty, checked above.
      let start = buffer.baseAddress! + range.lowerBound
      return candidates.first { candidate in
        candidate.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, length) == 0 }
      }?.name
    }
  }
}
