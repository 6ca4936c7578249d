#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding a run of bytes in a file's bytes without making a string of either: `memchr`
/// finds each candidate first byte, `memcmp` checks the rest.
package enum ByteSearch {
  /// The offset from the start of `bytes` of the first occurrence of `needle` that begins at
  /// or after `start`; `nil` when there is none, and always for an empty needle.
  package static func firstOffset(
    of needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int = 0
  ) -> Int? {
    guard let first = needle.first, start >= 0, bytes.count - start >= needle.count else {
      return nil
    }
    return bytes.withUnsafeBufferPointer { (haystack: UnsafeBufferPointer<UInt8>) -> Int? in
      needle.withUnsafeBufferPointer { (pattern: UnsafeBufferPointer<UInt8>) -> Int? in
        // Both buffers hold at least one byte, checked above.
        let base = UnsafeRawPointer(haystack.baseAddress!)
        let wanted = UnsafeRawPointer(pattern.baseAddress!)
        let last = haystack.count - pattern.count
        var offset = start
        while offset <= last {
          guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else {
            return nil
          }
          let position = UnsafeRawPointer(hit) - base
          if memcmp(hit, wanted, pattern.count) == 0 { return position }
          offset = position + 1
        }
        return nil
      }
    }
  }

  /// Whether `needle` occurs in `bytes`; never for an empty needle.
  package static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    firstOffset(of: needle, in: bytes) != nil
  }

  /// Whether `needle` occurs in `bytes`; never for an empty needle.
  package static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    contains(bytes[...], needle)
  }
}
