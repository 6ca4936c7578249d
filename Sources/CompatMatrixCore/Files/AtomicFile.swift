#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files whole, so that a reader never sees a half-written one: the new bytes go to a
/// hidden temporary file beside the target, named with the writing process's id
/// (`.Name.swift.4242.<random>.compat-matrix-tmp`, within the 255 bytes a name may have),
/// which is then renamed over the target in one step.
///
/// `stage(_:in:for:permissions:like:)` and `commit(_:over:)` are the two halves, for a writer
/// that stages several files before renaming any (`docs --out`, the rewrites);
/// `replace(_:with:)` does both for one file and keeps its owner, group and mode.
package enum AtomicFile {
  /// Why a file could not be written, in the system's words.
  package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, such as `Permission denied` or `No space left on device`.
    package let reason: String

    /// Creates a failure from a reason.
    package init(_ reason: String) {
      self.reason = reason
    }

    /// The failure for the current `errno`.
    static func system(_ code: Int32) -> Failure {
      Failure(String(cString: strerror(code)))
    }

    /// The reason.
    package var description: String { reason }
  }

  /// The suffix of temporary files; it never ends in the extension of a file the tool writes.
  package static let temporarySuffix = ".compat-matrix-tmp"

  /// The longest file name the file systems the tool writes to accept, in bytes (`NAME_MAX`).
  package static let nameLimit = 255

  /// Whether a file name is one of the temporary files, left by an interrupted run.
  package static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(temporarySuffix)
  }

  /// A temporary name for a file named `name`, with this process's id and 64 random bits:
  /// `.Name.swift.4242.0123456789abcdef.compat-matrix-tmp`. The name is cut short (at a
  /// character) so that the whole stays within `nameLimit` bytes: the temporary file of a
  /// long but legal name can always be made.
  package static func temporaryName(for name: String) -> String {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let tag =
      ".\(getpid())." + String(repeating: "0", count: 16 - random.count) + random
      + temporarySuffix
    let room = nameLimit - 1 - tag.utf8.count
    var stem = String.UnicodeScalarView()
    var length = 0
    for scalar in name.unicodeScalars {
      // A byte of a name that is not UTF-8 is one byte on disk (`SystemPath`).
      let size = SystemPath.byte(of: scalar) == nil ? String(scalar).utf8.count : 1
      guard length + size <= room else { break }
      stem.append(scalar)
      length += size
    }
    return "." + String(stem) + tag
  }

  /// The id of the process that wrote a temporary file, from its name; `nil` for a name
  /// without one (written before names carried it).
  package static func owner(ofTemporary name: String) -> Int32? {
    let parts = name.dropLast(temporarySuffix.count).split(separator: ".")
    guard parts.count >= 3 else { return nil }
    let candidate = parts[parts.count - 2]
    guard candidate.allSatisfy(\.isASCII), candidate.allSatisfy(\.isNumber) else { return nil }
    return Int32(candidate)
  }

  /// Whether a name is a temporary file an interrupted run left behind: one whose owner is
  /// no longer running. A process that has ended but not been waited for still counts as
  /// running, and so does one of another user (`EPERM`): its files are left alone.
  package static func isLeftover(_ name: String) -> Bool {
    guard isTemporaryName(name) else { return false }
    guard let owner = owner(ofTemporary: name), owner > 0 else { return true }
    return !isRunning(owner)
  }

  /// Whether the file at `path` is a temporary file that an ended run of this user left:
  /// a regular file (not a link), of this user, named with the marker and with the id of a
  /// process that is no longer running. Anything else is left alone: a name without a
  /// process id, a live run's file, another user's.
  package static func isOwnLeftover(atPath path: String) -> Bool {
    let name = String(path.split(separator: "/").last ?? "")
    guard isTemporaryName(name), let owner = owner(ofTemporary: name), owner > 0,
      !isRunning(owner)
    else { return false }
    var status = stat()
    guard SystemPath.withPath(path, { lstat($0, &status) }) == 0 else { return false }
    return FileKind(mode: status.st_mode) == .regular && status.st_uid == geteuid()
  }

  /// Whether a process is running (or ended and not yet waited for, or another user's).
  private static func isRunning(_ process: Int32) -> Bool {
    kill(process, 0) == 0 || errno != ESRCH
  }

  /// Writes `bytes` to a new temporary file in `directory`, named after `name`, and returns
  /// its path. With `like`, the status of the file it will replace, the new file gets that
  /// file's owner and group (where this process may give them: root may, others only a group
  /// they belong to) and its mode; otherwise `permissions` when set, else `0644`. A file left
  /// half-written by a failure is removed.
  package static func stage(
    _ bytes: [UInt8], in directory: String, for name: String, permissions: mode_t? = nil,
    like original: Ownership? = nil
  ) throws(Failure) -> String {
    var temporary = ""
    var descriptor: Int32 = -1
    // A name taken already (by chance, 64 random bits) is tried again with other bits.
    for _ in 0..<8 {
      temporary = directory + "/" + temporaryName(for: name)
      descriptor = SystemPath.withPath(temporary) {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      }
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .system(errno) }
    var failure: Failure?
    if let original {
      // Refused to a process that may not give the file away: it stays this user's.
      _ = fchown(descriptor, original.owner, original.group)
    }
    let mode = original.map { $0.mode } ?? permissions ?? 0o644
    // After `fchown`, which clears the set-user-id and set-group-id bits.
    if fchmod(descriptor, mode & 0o7777) != 0 {
      failure = .system(errno)
    }
    var offset = 0
    while failure == nil, offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        // The loop runs only while bytes remain, so the buffer is not empty.
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = .system(errno)
      } else {
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = .system(errno) }
    if close(descriptor) != 0, failure == nil { failure = .system(errno) }
    if let failure {
      discard(temporary)
      throw failure
    }
    return temporary
  }

  /// Renames a staged file over `target`, replacing it in one step; the staged file is
  /// removed when the rename fails.
  package static func commit(_ temporary: String, over target: String) throws(Failure) {
    let renamed = SystemPath.withPath(temporary) { from in
      SystemPath.withPath(target) { rename(from, $0) }
    }
    guard renamed == 0 else {
      let failure = Failure.system(errno)
      discard(temporary)
      throw failure
    }
  }

  /// Removes a staged file that will not be committed.
  package static func discard(_ temporary: String) {
    _ = SystemPath.withPath(temporary) { unlink($0) }
  }

  /// Replaces the regular file at `path` with `bytes`, keeping its owner, group and mode
  /// where this process may.
  package static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    var status = stat()
    guard SystemPath.withPath(path, { stat($0, &status) }) == 0 else { throw .system(errno) }
    let (directory, name) = split(path)
    let staged = try stage(bytes, in: directory, for: name, like: Ownership(status))
    try commit(staged, over: path)
  }

  /// The owner, group and mode of a file, which its replacement is given.
  package struct Ownership: Sendable, Hashable {
    /// The owner's user id.
    package let owner: uid_t
    /// The group's id.
    package let group: gid_t
    /// The mode, permission bits and the file's kind.
    package let mode: mode_t

    /// The ownership a `stat` result gives.
    package init(_ status: stat) {
      owner = status.st_uid
      group = status.st_gid
      mode = status.st_mode
    }
  }

  /// A path's folder and name: `/a/b.swift` is `/a` and `b.swift`.
  package static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.index(after: slash)...]))
  }
}
