@testable import CompatMatrixCore

/// Random inputs for the tests that feed readers what a damaged file might hold: bytes drawn
/// from an alphabet, and valid files with random edits. Seeded, so a failure repeats exactly.
extension SplitMix64 {
  /// Up to `maxLength` bytes drawn from `alphabet`.
  mutating func bytes(from alphabet: [UInt8], maxLength: Int) -> [UInt8] {
    (0..<Int.random(in: 0...maxLength, using: &self)).map { _ in
      alphabet[Int.random(in: 0..<alphabet.count, using: &self)]
    }
  }

  /// The input for one round of a test that feeds damaged files to a reader: random bytes from
  /// `alphabet` (up to `maxLength`) in even rounds, `valid` after up to `edits` random edits
  /// in odd ones.
  mutating func damaged(
    _ valid: [UInt8], round: Int, edits: Int, alphabet: [UInt8], maxLength: Int
  ) -> [UInt8] {
    round.isMultiple(of: 2)
      ? bytes(from: alphabet, maxLength: maxLength)
      : edit(valid, edits: edits, alphabet: alphabet)
  }

  /// `valid` after one to `edits` random edits, each deleting a byte, inserting one from
  /// `alphabet` or cutting off the rest.
  mutating func edit(_ valid: [UInt8], edits: Int, alphabet: [UInt8]) -> [UInt8] {
    var bytes = valid
    for _ in 0..<Int.random(in: 1...edits, using: &self) {
      let index = Int.random(in: 0...bytes.count, using: &self)
      switch Int.random(in: 0..<8, using: &self) {
      case 0: bytes.removeSubrange(index...)
      case 1...4 where index < bytes.count: bytes.remove(at: index)
      default: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &self)], at: index)
      }
    }
    return bytes
  }
}

extension TestSupport {
  /// Whether a message is one line with no control characters, as every message must be.
  static func isOneLine(_ message: String) -> Bool {
    !message.contains(where: \.isNewline) && !message.unicodeScalars.contains { $0.value < 0x20 }
  }

  /// The most lines text can hold, counting every line break Swift's `Character` knows:
  /// a bound for any line a reader reports in it.
  static func lineBound(_ text: String) -> Int {
    text.count(where: \.isNewline) + 1
  }
}
