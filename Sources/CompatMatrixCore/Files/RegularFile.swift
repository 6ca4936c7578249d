#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads regular files, and only those, with a limit on how much is read.
///
/// The file is opened without blocking and checked after opening, so a FIFO, a device such
/// as `/dev/zero` or a socket is refused at once rather than waited on or read forever, and
/// nothing can swap the file between the check and the read. Symbolic links are followed; a
/// loop of links is refused by the system.
package enum RegularFile {
  /// Why a file could not be read: the catalogue of reasons, worded to follow
  /// `cannot read 'FILE': `.
  package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path, or a symbolic link leads nowhere.
    case notFound
    /// The path is a folder.
    case directory
    /// The path is something other than a regular file or folder: `a FIFO`, `a device`.
    case notRegular(kind: String)
    /// The permissions forbid reading it.
    case permissionDenied
    /// Symbolic links that lead back to themselves.
    case symbolicLinkLoop
    /// Any other error the system reports, in its words.
    case system(String)

    /// The reason, for `cannot read 'FILE': REASON`.
    package var description: String {
      switch self {
      case .notFound: "the file does not exist"
      case .directory: "it is a folder, not a file"
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .permissionDenied: "permission denied"
      case .symbolicLinkLoop: "too many levels of symbolic links"
      case .system(let message): message
      }
    }
  }

  /// Reads at most `limit` bytes of the regular file at `path`.
  ///
  /// A caller that must tell "exactly at the limit" from "above it" asks for one byte more
  /// than it accepts.
  package static func read(_ path: String, upTo limit: Int) throws(Failure) -> [UInt8] {
    try readStamped(path, upTo: limit).bytes
  }

  /// Reads at most `limit` bytes of the regular file at `path`, with the file's stamp as it
  /// was when it was opened, for a writer that must tell later whether it changed.
  package static func readStamped(_ path: String, upTo limit: Int) throws(Failure) -> (
    bytes: [UInt8], stamp: FileStamp
  ) {
    let descriptor = SystemPath.withPath(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    switch FileKind(mode: status.st_mode) {
    case .regular: break
    case .directory: throw .directory
    case let kind: throw .notRegular(kind: kind.description)
    }
    // Sized from the file, one byte more to notice a file that grew meanwhile, and read into
    // the array's storage uninitialised (no zeroing, no copy); a file that grows further is
    // read in more steps, each as large as what was read so far, never past the limit.
    var wanted = max(1, min(limit, Int(status.st_size) + 1))
    var bytes = try readChunk(descriptor, count: wanted)
    while bytes.count == wanted, bytes.count < limit {
      let more = min(bytes.count, limit - bytes.count)
      wanted = bytes.count + more
      bytes += try readChunk(descriptor, count: more)
    }
    return (bytes, FileStamp(status))
  }

  /// Up to `count` bytes (at least 1) read from where the descriptor stands, fewer where the
  /// file ends.
  private static func readChunk(_ descriptor: Int32, count: Int) throws(Failure) -> [UInt8] {
    var error: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      // `count` is at least 1, so the buffer has an address.
      initialized = readFully(descriptor, into: buffer.baseAddress!, count: count, error: &error)
    }
    if error != 0 { throw failure(error) }
    return bytes
  }

  /// Reads until `count` bytes are read or the file ends; returns how many were read, and
  /// sets `error` to the system's error code when a read fails.
  private static func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, error: inout Int32
  ) -> Int {
    var filled = 0
    while filled < count {
      let read = systemRead(descriptor, buffer + filled, count - filled)
      if read < 0 {
        if errno == EINTR { continue }
        error = errno
        return filled
      }
      if read == 0 { break }
      filled += read
    }
    return filled
  }

  private static func failure(_ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: .notFound
    case EACCES, EPERM: .permissionDenied
    case ELOOP: .symbolicLinkLoop
    case EISDIR: .directory
    default: .system(SystemErrorText.reason(errno: code))
    }
  }
}

#if canImport(Glibc)
  /// `read(2)`, named apart from the methods called `read` in this file.
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  /// `read(2)`, named apart from the methods called `read` in this file.
  private let systemRead = Darwin.read
#endif
