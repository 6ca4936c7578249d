#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces files whole, so that a reader never sees a half-written one: the new bytes go to a
/// hidden temporary file beside the target, named with the writing process's id
/// (`.Name.swift.4242.<random>.compat-matrix-tmp`), which is then renamed over the target in
/// one step.
///
/// `stage(_:in:for:permissions:)` and `commit(_:over:)` are the two halves, for a writer that
/// stages several files before renaming any (`docs --out`); `replace(_:with:)` does both for
/// one file and keeps its permissions.
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

  /// Whether a file name is one of the temporary files, left by an interrupted run.
  package static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.hasSuffix(temporarySuffix)
  }

  /// A temporary name for a file named `name`, with this process's id.
  package static func temporaryName(for name: String) -> String {
    "." + name + ".\(getpid())." + UUID().uuidString + temporarySuffix
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
    return kill(owner, 0) != 0 && errno == ESRCH
  }

  /// Writes `bytes` to a new temporary file in `directory`, named after `name`, and returns
  /// its path; `permissions` are given to it when set. A file left half-written by a failure
  /// is removed.
  package static func stage(
    _ bytes: [UInt8], in directory: String, for name: String, permissions: mode_t? = nil
  ) throws(Failure) -> String {
    let temporary = directory + "/" + temporaryName(for: name)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .system(errno) }
    var failure: Failure?
    if let permissions, fchmod(descriptor, permissions & 0o7777) != 0 {
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
    guard rename(temporary, target) == 0 else {
      let failure = Failure.system(errno)
      discard(temporary)
      throw failure
    }
  }

  /// Removes a staged file that will not be committed.
  package static func discard(_ temporary: String) {
    unlink(temporary)
  }

  /// Replaces the regular file at `path` with `bytes`, keeping its permissions.
  package static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    var status = stat()
    guard stat(path, &status) == 0 else { throw .system(errno) }
    let url = URL(fileURLWithPath: path)
    let staged = try stage(
      bytes, in: url.deletingLastPathComponent().path, for: url.lastPathComponent,
      permissions: status.st_mode)
    try commit(staged, over: path)
  }
}
