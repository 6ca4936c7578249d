/// A 64-bit FNV-1a hash of bytes: the same bytes give the same value in every process and on
/// every machine, unlike `Hasher`, whose seed changes with each run. For telling whether data
/// changed (a cache key), not for security.
package struct StableHash: Sendable, Hashable {
  /// The hash so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty hash.
  package init() {}

  /// Adds bytes.
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    var value = self.value
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    self.value = value
  }

  /// Adds a string, with its length first, so that `"ab", "c"` and `"a", "bc"` differ.
  package mutating func combine(_ text: String) {
    combine(String(text.utf8.count).utf8)
    combine(":".utf8)
    combine(text.utf8)
  }

  /// The hash as 16 lower-case hexadecimal digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hash of bytes, as 16 hexadecimal digits.
  package static func hex(of bytes: some Sequence<UInt8>) -> String {
    var hash = StableHash()
    hash.combine(bytes)
    return hash.hex
  }
}
