import CompatMatrixCore
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

/// A fast first pass over a file's bytes: whether any of a set of words occurs as a whole
/// identifier. A file without any of the lint patterns' anchor words cannot produce a
/// finding, so it is never tokenized; this keeps `lint` close to `grep` on large projects.
///
/// Words inside comments and strings count too: they only send a file through the full,
/// precise pass. `lint` anchors on its patterns' words; the architecture detector on the
/// names of navigation containers.
package struct AnchorWords: Sendable {
  /// The words and the scan for them.
  private let table: IdentifierWordTable
  /// Whether every file must be read whatever it holds.
  private let everything: Bool

  /// Creates the set; words longer than 255 bytes or not ASCII are ignored.
  package init(_ words: Set<String>, everything: Bool = false) {
    table = IdentifierWordTable(words)
    self.everything = everything
  }

  /// The anchor of each lint pattern (its longest literal identifier, which every match must
  /// contain), plus the words of availability checks and suppression comments.
  package init(patterns: [LintPattern]) {
    var words: Set<String> = ["available", "unavailable", "compat"]
    var everything = false
    for pattern in patterns {
      let bytes = Array(pattern.match.utf8)
      let identifiers = SwiftTokenizer.tokenize(bytes)
        .filter { $0.kind == .identifier || $0.kind == .keyword }
        .map { $0.text(in: bytes) }
        .filter { $0 != "*" && $0.unicodeScalars.allSatisfy(\.isASCII) }
      if let longest = identifiers.max(by: { $0.count < $1.count }) {
        words.insert(longest)
      } else {
        // A pattern without a word to anchor on: every file must be read.
        everything = true
      }
    }
    self.init(words, everything: everything)
  }

  /// Whether any word occurs in the bytes as a whole identifier.
  package func occurs(in bytes: [UInt8]) -> Bool {
    everything || table.occurring(in: bytes, stoppingAtFirst: true).contains { $0 != 0 }
  }
}

/// A set of words and the byte-level scan that finds which of them occur in a file as whole
/// identifiers (a run of `[A-Za-z_][A-Za-z0-9_]*` or non-ASCII bytes): the one scan behind
/// `lint`'s first pass and the architecture detector's.
package struct IdentifierWordTable: Sendable {
  /// The words, sorted by first byte, length, then bytes.
  package let words: [[UInt8]]
  /// For each `byte << 8 | length`, the range of `words` with that first byte and length:
  /// a flat table, so the check per identifier costs no hashing.
  private let buckets: [Range<Int32>]
  /// One bit per `byte << 8 | length` that has words: a table small enough to stay in the
  /// cache, which turns most identifiers away before the bucket table is read.
  private let occupied: [UInt64]

  /// Creates the table; empty words and words of 256 bytes or more are left out.
  package init(_ words: Set<String>) {
    let sorted = words.filter { !$0.isEmpty && $0.utf8.count < 256 }.map { Array($0.utf8) }
      .sorted { left, right in
        (left[0], left.count) != (right[0], right.count)
          ? (left[0], left.count) < (right[0], right.count) : left.lexicographicallyPrecedes(right)
      }
    var buckets = [Range<Int32>](repeating: 0..<0, count: 65_536)
    var occupied = [UInt64](repeating: 0, count: 1024)
    var start = 0
    while start < sorted.count {
      let key = Int(sorted[start][0]) << 8 | sorted[start].count
      var end = start + 1
      while end < sorted.count, Int(sorted[end][0]) << 8 | sorted[end].count == key { end += 1 }
      buckets[key] = Int32(start)..<Int32(end)
      occupied[key >> 6] |= 1 << UInt64(key & 63)
      start = end
    }
    self.words = sorted
    self.buckets = buckets
    self.occupied = occupied
  }

  /// The words as strings, in table order.
  package var strings: [String] {
    words.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bit set (bit `i` of word `i / 64`) of the words that occur in the bytes as whole
  /// identifiers; with `stoppingAtFirst`, the scan ends at the first word found.
  package func occurring(in bytes: [UInt8], stoppingAtFirst: Bool = false) -> [UInt64] {
    var found = [UInt64](repeating: 0, count: (words.count + 63) / 64)
    // The tables as raw buffers: the loop runs once per byte of every file.
    Self.classes.withUnsafeBufferPointer { classes in
      occupied.withUnsafeBufferPointer { occupied in
        bytes.withUnsafeBufferPointer { buffer in
          // An empty buffer has no words.
          guard let base = buffer.baseAddress else { return }
          let count = buffer.count
          var index = 0
          while index < count {
            let byte = base[index]
            guard classes[Int(byte)] & 1 != 0 else {
              index += 1
              continue
            }
            let start = index
            index += 1
            while index < count, classes[Int(base[index])] & 2 != 0 { index += 1 }
            let length = index - start
            guard length < 256 else { continue }
            let key = Int(byte) << 8 | length
            guard occupied[key >> 6] & (1 << UInt64(key & 63)) != 0 else { continue }
            for candidate in buckets[key] {
              // Words are never empty, so their storage has a base address.
              let equal = words[Int(candidate)].withUnsafeBufferPointer {
                memcmp($0.baseAddress!, base + start, length)
              }
              if equal == 0 {
                found[Int(candidate) / 64] |= 1 << UInt64(Int(candidate) % 64)
                if stoppingAtFirst { return }
                break
              }
            }
          }
        }
      }
    }
    return found
  }

  /// Bit 1: may start an identifier; bit 2: may continue one.
  private static let classes: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    let start = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    let body = start || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    return (start ? 1 : 0) | (body ? 2 : 0)
  }
}
