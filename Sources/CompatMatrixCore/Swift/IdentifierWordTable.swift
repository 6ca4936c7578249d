#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of words and the byte-level scan that finds which of them occur in a file as whole
/// identifiers (a run of `[A-Za-z_][A-Za-z0-9_]*` or non-ASCII bytes): the one scan behind
/// `lint`'s first pass and the architecture detector's, and the one lookup of a name by its
/// bytes behind `NameSet`.
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

  /// The position in `words` of the word the bytes in `range` spell, or `nil`.
  package func position(of range: Range<Int>, in bytes: [UInt8]) -> Int? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count else {
      return nil
    }
    return occupied.withUnsafeBufferPointer { occupied in
      bytes.withUnsafeBufferPointer { buffer in
        // The range is inside the buffer and not empty, checked above.
        position(of: buffer.baseAddress! + range.lowerBound, range.count, occupied: occupied)
      }
    }
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
            guard classes[Int(base[index])] & 1 != 0 else {
              index += 1
              continue
            }
            let start = index
            index += 1
            while index < count, classes[Int(base[index])] & 2 != 0 { index += 1 }
            guard let word = position(of: base + start, index - start, occupied: occupied)
            else { continue }
            found[word / 64] |= 1 << UInt64(word % 64)
            if stoppingAtFirst { return }
          }
        }
      }
    }
    return found
  }

  /// The position in `words` of the word spelt by `length` bytes at `start`, or `nil`.
  @inline(__always)
  private func position(
    of start: UnsafePointer<UInt8>, _ length: Int, occupied: UnsafeBufferPointer<UInt64>
  ) -> Int? {
    guard length > 0, length < 256 else { return nil }
    let key = Int(start.pointee) << 8 | length
    guard occupied[key >> 6] & (1 << UInt64(key & 63)) != 0 else { return nil }
    for candidate in buckets[key] {
      // Words are never empty, so their storage has a base address.
      let equal = words[Int(candidate)].withUnsafeBufferPointer {
        memcmp($0.baseAddress!, start, length)
      }
      if equal == 0 { return Int(candidate) }
    }
    return nil
  }

  /// Bit 1: may start an identifier; bit 2: may continue one.
  private static let classes: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    let start = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    let body = start || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
    return (start ? 1 : 0) | (body ? 2 : 0)
  }
}
