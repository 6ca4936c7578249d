#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding a run of bytes in a file's bytes without making a string of either: `memchr`
/// finds each candidate first byte, `memcmp` checks the rest.
package enum ByteSearch {
  /// Whether `needle` occurs in `bytes`; never for an empty needle.
  package static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, bytes.count >= needle.count else { return false }
    return bytes.withUnsafeBufferPointer { (haystack: UnsafeBufferPointer<UInt8>) -> Bool in
      needle.withUnsafeBufferPointer { (pattern: UnsafeBufferPointer<UInt8>) -> Bool in
        // Both buffers hold at least one byte, checked above.
        let start = UnsafeRawPointer(haystack.baseAddress!)
        let wanted = UnsafeRawPointer(pattern.baseAddress!)
        let last = haystack.count - pattern.count
        var offset = 0
        while offset <= last {
          guard let hit = memchr(start + offset, Int32(first), last - offset + 1) else {
            return false
          }
          if memcmp(hit, wanted, pattern.count) == 0 { return true }
          offset = UnsafeRawPointer(hit) - start + 1
        }
        return false
      }
    }
  }

  /// Whether `needle` occurs in `bytes`; never for an empty needle.
  package static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    contains(bytes[...], needle)
  }
}
