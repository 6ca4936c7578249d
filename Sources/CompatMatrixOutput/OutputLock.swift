import CompatMatrixCore

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

/// An exclusive lock on an output folder, so that two runs never write one folder at once.
///
/// The lock is `flock(2)` on a hidden file in the folder, `.compat-matrix.lock`, which holds
/// the holder's process id for the message another run shows. The system releases the lock
/// when its holder ends, however it ends, so a run that was killed never leaves the folder
/// locked; `release()` removes the file, and a run that finds the file it locked removed (or
/// replaced) by the holder before it locks again, so the lock always lives in the file at the
/// path. A folder that does not exist is created first, as the writer would create it.
package struct OutputLock: Sendable {
  /// The lock file's name inside the output folder; hidden, so no generated file or stale
  /// check ever takes it for a page.
  package static let fileName = ".compat-matrix.lock"

  /// The lock file's path.
  let path: String
  /// The open lock file, or `nil` for a folder this process cannot write to, which needs no
  /// lock: nothing will be written there.
  private let descriptor: Int32?

  /// Takes the lock on `directory`, waiting up to `wait` seconds for another run to release
  /// it; throws `busy` when it does not in time.
  ///
  /// - Parameters:
  ///   - directory: the output folder, absolute; created when missing.
  ///   - displayName: the folder as the user wrote it, for messages.
  ///   - wait: how long to wait for another run, in seconds; 0 tries once.
  package static func acquire(_ directory: String, displayName: String, wait: Double)
    throws(OutputError) -> OutputLock
  {
    switch FileKind.at(directory) {
    case .directory?: break
    case nil:
      try OutputPlan.checkCreatable(directory, shown: displayName)
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreateDirectory(displayName, reason: SystemErrorText.reason(error))
      }
    case let kind?:
      throw .notADirectory(displayName, kind: kind.description)
    }
    let path = directory + "/" + fileName
    let deadline = Date().addingTimeInterval(max(0, wait))
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        let code = errno
        // A folder this process cannot write to needs no lock: the writer will not write
        // there, and says so if it has to.
        if code == EACCES || code == EROFS { return OutputLock(path: path, descriptor: nil) }
        throw .cannotLock(displayName, reason: SystemErrorText.reason(errno: code))
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // The holder may have released and removed the file between the open and the lock:
        // then this is a lock on a file no one else will open; try again with the one there.
        if isStillAtPath(descriptor, path) {
          writeHolder(descriptor)
          return OutputLock(path: path, descriptor: descriptor)
        }
        close(descriptor)
        continue
      }
      let code = errno
      let holder = holder(of: descriptor)
      close(descriptor)
      guard code == EWOULDBLOCK || code == EINTR else {
        throw .cannotLock(displayName, reason: SystemErrorText.reason(errno: code))
      }
      if Date() >= deadline { throw .busy(displayName, holder: holder) }
      usleep(50_000)
    }
  }

  /// Removes the lock file and releases the lock.
  package func release() {
    guard let descriptor else { return }
    unlink(path)
    close(descriptor)
  }

  /// Whether the open file is still the one at the path.
  private static func isStillAtPath(_ descriptor: Int32, _ path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(descriptor, &open) == 0, lstat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// Writes this process's id into the lock file, for the message another run shows.
  private static func writeHolder(_ descriptor: Int32) {
    let text = Array("\(getpid())\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// The process id the holder wrote, when it is there yet.
  private static func holder(of descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self)
    return Int32(text.trimming(" \t\n"))
  }
}
