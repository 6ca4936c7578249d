/// File names as the file system holds them, bytes, carried in Swift strings.
///
/// A name on Linux (and on macOS in some archives) may be any bytes but `/` and NUL, not only
/// UTF-8, while a Swift string holds Unicode scalars only: `String(cString:)` turns a byte
/// that is not UTF-8 into U+FFFD, and the file can then no longer be opened by the name it
/// was listed under. Names read from the system go through `string(cString:)`, which keeps
/// each such byte as a scalar of its own, U+10FF00 plus the byte (in the last private-use
/// plane, which no file name uses); paths given to the system go through `withPath(_:_:)`,
/// which turns those scalars back into their bytes. The mapping is exact both ways: a name
/// that does hold a scalar of that range has its four bytes kept as four such scalars.
/// `MessageText.oneLine(_:)` shows such a byte as `\x{FF}`.
package enum SystemPath {
  /// The scalar that stands for byte 0; byte `b` is this plus `b`.
  static let byteBase: UInt32 = 0x10FF00

  /// The byte a scalar stands for, when it stands for one.
  package static func byte(of scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= byteBase ? UInt8(truncatingIfNeeded: scalar.value - byteBase) : nil
  }

  /// The string of a name or path the system gave as a NUL-terminated C string.
  package static func string(cString: UnsafePointer<CChar>) -> String {
    var length = 0
    while cString[length] != 0 { length += 1 }
    return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
      string(bytes: UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The string of a name or path the system gave as bytes.
  package static func string(bytes: UnsafeBufferPointer<UInt8>) -> String {
    // Most names are ASCII, or UTF-8 without the lead byte of the range: kept as they are.
    if !bytes.contains(where: { $0 >= 0x80 }) || (isUTF8(bytes) && !bytes.contains(0xF4)) {
      return String(decoding: bytes, as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      if let (value, length) = UTF8Validation.decodeScalar(bytes, at: index),
        value < byteBase, let scalar = Unicode.Scalar(value)
      {
        scalars.append(scalar)
        index += length
      } else {
        // Checked: the sum lies in the last plane, a valid scalar.
        scalars.append(Unicode.Scalar(byteBase + UInt32(bytes[index]))!)
        index += 1
      }
    }
    return String(scalars)
  }

  /// The bytes the system knows a path by.
  package static func bytes(_ path: String) -> [UInt8] {
    guard path.utf8.contains(0xF4) else { return Array(path.utf8) }
    var result: [UInt8] = []
    result.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if let byte = byte(of: scalar) {
        result.append(byte)
      } else {
        result += Array(String(scalar).utf8)
      }
    }
    return result
  }

  /// Calls `body` with the path as the system's C string.
  package static func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T)
    rethrows -> T
  {
    guard path.utf8.contains(0xF4) else { return try path.withCString(body) }
    let system = bytes(path) + [0]
    return try system.withUnsafeBufferPointer { buffer in
      // The buffer holds at least the terminating NUL, so it has an address.
      try buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
    }
  }

  /// Whether a string holds a byte that is not UTF-8 (a scalar of the range).
  package static func holdsRawBytes(_ text: String) -> Bool {
    text.utf8.contains(0xF4) && text.unicodeScalars.contains { $0.value >= byteBase }
  }

  private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      guard let (_, length) = UTF8Validation.decodeScalar(bytes, at: index) else { return false }
      index += length
    }
    return true
  }
}
