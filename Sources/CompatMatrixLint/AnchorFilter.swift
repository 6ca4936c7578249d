import CompatMatrixCore
import CompatMatrixProject
import CompatMatrixResolver
import CompatMatrixSource
import Foundation

/// A fast first pass over a file's bytes, before any tokenizing: which of the words the lint
/// patterns need occur in it as whole identifiers, and so whether any pattern can match. A
/// pattern can match only where every name of its `match`, `inside` and `with` occurs, so a
/// file that has `offset` but no `ToolbarItem` is never tokenized for the offset patterns. A
/// file that has none of a pattern's sets of words, no availability check and no suppression
/// comment cannot produce a finding, and is never tokenized; this keeps `lint` close to
/// `grep` on large projects.
///
/// Words inside comments and strings count too: they only send a file through the full,
/// precise pass.
struct AnchorFilter: Sendable {
  /// What the pass found in a file.
  struct Verdict: Sendable, Hashable {
    /// The groups (one per detector) with a pattern whose words are all in the file.
    var groups: [Int]
    /// Whether some pattern has all its words in the file.
    var patterns: Bool { !groups.isEmpty }
    /// Whether the file has `available` or `unavailable`: a check to judge.
    var availability: Bool
    /// Whether the file has `compat`: perhaps a suppression comment.
    var suppression: Bool

    /// Whether the file needs tokenizing at all.
    var needsTokens: Bool { patterns || availability || suppression }
  }

  /// The words, in buckets by first byte and length.
  private let words: [[UInt8]]
  /// For each `byte << 8 | length`, the range of `words` with that first byte and length:
  /// a flat table, so the check per identifier costs no hashing.
  private let buckets: [Range<Int32>]
  /// One bit per `byte << 8 | length` that has words: a table small enough to stay in the
  /// cache, which turns most identifiers away before the bucket table is read.
  private let occupied: [UInt64]
  /// Each pattern's words, as a bit set over `words`, with its group; a pattern without
  /// words has an empty set, which every file meets.
  private let requirements: [(group: Int, words: [UInt64])]
  /// The positions in `words` of `available`, `unavailable` and `compat`.
  private let availableWord: Int
  private let unavailableWord: Int
  private let compatWord: Int
  /// The filter for groups of patterns (a detector's): the names of each one's `match`,
  /// `inside` and `with`.
  init(groups: [[LintPattern]]) {
    var sets: [(group: Int, names: Set<String>)] = []
    for (group, pattern) in groups.enumerated().flatMap({ group, patterns in
      patterns.map { (group, $0) }
    }) {
      var names = Set<String>()
      for text in [pattern.match, pattern.inside, pattern.with].compactMap({ $0 }) {
        let bytes = Array(text.utf8)
        for token in SwiftTokenizer.tokenize(bytes) {
          switch token.kind {
          case .identifier, .keyword, .attribute, .poundKeyword, .poundDirective:
            let name = token.name(in: bytes)
            if name.unicodeScalars.allSatisfy(\.isASCII), !name.isEmpty { names.insert(name) }
          default: continue
          }
        }
      }
      sets.append((group, names))
    }
    let all = sets.reduce(into: Set(["available", "unavailable", "compat"])) {
      $0.formUnion($1.names)
    }
    let sorted = all.filter { $0.utf8.count < 256 }.map { Array($0.utf8) }
      .sorted { left, right in
        (left[0], left.count) != (right[0], right.count)
          ? (left[0], left.count) < (right[0], right.count) : left.lexicographicallyPrecedes(right)
      }
    var buckets = [Range<Int32>](repeating: 0..<0, count: 65_536)
    var start = 0
    while start < sorted.count {
      let key = Int(sorted[start][0]) << 8 | sorted[start].count
      var end = start + 1
      while end < sorted.count, Int(sorted[end][0]) << 8 | sorted[end].count == key { end += 1 }
      buckets[key] = Int32(start)..<Int32(end)
      start = end
    }
    var occupied = [UInt64](repeating: 0, count: 1024)
    for word in sorted {
      let key = Int(word[0]) << 8 | word.count
      occupied[key >> 6] |= 1 << UInt64(key & 63)
    }
    self.occupied = occupied
    var position: [String: Int] = [:]
    for (index, word) in sorted.enumerated() {
      position[String(decoding: word, as: UTF8.self)] = index
    }
    let size = (sorted.count + 63) / 64
    requirements = sets.map { group, names in
      var bits = [UInt64](repeating: 0, count: size)
      for name in names {
        guard let index = position[name] else { continue }
        bits[index / 64] |= 1 << UInt64(index % 64)
      }
      return (group, bits)
    }
    self.words = sorted
    self.buckets = buckets
    // The three are in the set, inserted above.
    availableWord = position["available"]!
    unavailableWord = position["unavailable"]!
    compatWord = position["compat"]!
  }

  /// Every word the pass looks for, sorted.
  var wordList: [String] {
    words.map { String(decoding: $0, as: UTF8.self) }.sorted()
  }

  /// The words of the patterns that occur in the bytes, and what they make necessary.
  func verdict(for bytes: [UInt8]) -> Verdict {
    let found = occurring(in: bytes)
    func has(_ index: Int) -> Bool { found[index / 64] & (1 << UInt64(index % 64)) != 0 }
    var groups: [Int] = []
    for (group, required) in requirements
    where groups.last != group && zip(required, found).allSatisfy({ $0 & $1 == $0 }) {
      groups.append(group)
    }
    return Verdict(
      groups: groups, availability: has(availableWord) || has(unavailableWord),
      suppression: has(compatWord))
  }

  /// The bit set of the words that occur in the bytes as whole identifiers.
  private func occurring(in bytes: [UInt8]) -> [UInt64] {
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
