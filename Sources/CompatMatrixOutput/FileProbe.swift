import CompatMatrixCore

/// Reads what the plan needs to know about a file, never waiting on a FIFO or reading a
/// device.
enum FileProbe {
  /// How many bytes `head` reads: enough for the marker line.
  static let headLength = 256

  /// At most `limit` bytes of the regular file at `path`.
  package static func read(_ path: String, upTo limit: Int, shown: String) throws(OutputError)
    -> [UInt8]
  {
    do {
      return try RegularFile.read(path, upTo: limit)
    } catch {
      throw .unreadable(shown, reason: error.description)
    }
  }

  /// The first bytes of the regular file at `path`.
  package static func head(_ path: String, shown: String) throws(OutputError) -> [UInt8] {
    try read(path, upTo: headLength, shown: shown)
  }
}
