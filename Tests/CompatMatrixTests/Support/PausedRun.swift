import Foundation
import Testing

/// A run of the built binary that its writer stops at a named point until the test lets it go
/// on, through the hidden test hook `COMPAT_MATRIX_TEST_PAUSE=POINT:FIFO`: at each such point
/// the writer opens the FIFO for reading, which waits until the test opens it for writing
/// (`waitUntilPaused()`), then reads one byte: `n` stops it again at the next point, anything
/// else (or nothing) lets it run on. No sleeping and no timing: the test acts while the writer
/// is known to stand still, so a signal or an edit lands exactly where the test wants it.
final class PausedRun {
  let process = Process()
  /// The folder of the run's output and its FIFO.
  let folder: URL
  /// The FIFO the writer waits on.
  let fifo: String
  /// The test's end of the FIFO while the writer waits.
  private var descriptor: Int32 = -1

  /// Starts the binary in `directory`, to stop at `point` (`before-rename`).
  init(_ arguments: [String], in directory: URL, at point: String) throws {
    folder = try TestSupport.temporaryDirectory()
    fifo = folder.appendingPathComponent("pause").path
    guard mkfifo(fifo, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    process.executableURL = BinaryRunner.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    environment["COMPAT_MATRIX_TEST_PAUSE"] = "\(point):\(fifo)"
    process.environment = environment
    for name in ["stdout", "stderr"] {
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(name).path, contents: nil)
    }
    process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
    process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// The run's process id.
  var pid: Int32 { process.processIdentifier }

  /// Waits until the writer stands at the point; `false` when the run ended first (or did not
  /// get there within `timeout` seconds, a hang, after which it is killed).
  func waitUntilPaused(timeout: Double = 300) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      // Opening for writing without waiting succeeds once the writer has opened its end.
      let opened = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      if opened >= 0 {
        descriptor = opened
        return true
      }
      guard errno == ENXIO, process.isRunning else { return false }
      usleep(2_000)
    }
    kill(pid, SIGKILL)
    return false
  }

  /// Lets the writer go on; with `again`, it stops at the next point.
  func resume(again: Bool = false) {
    guard descriptor >= 0 else { return }
    var byte = UInt8(ascii: again ? "n" : "r")
    _ = write(descriptor, &byte, 1)
    close(descriptor)
    descriptor = -1
  }

  /// Sends a signal to the run.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Waits for the end: the exit status (or the signal that ended it), whether a signal ended
  /// it, and what it printed.
  func finish(timeout: Double = 300) -> (
    status: Int32, signalled: Bool, stdout: String, stderr: String
  ) {
    resume()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    if process.isRunning { kill(pid, SIGKILL) }
    process.waitUntilExit()
    let read = { (name: String) in
      (try? String(contentsOf: self.folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal, read("stdout"),
      read("stderr")
    )
  }
}

/// A small tree of Swift files whose rewrites change each of them, for the tests of the writer.
enum RewriteTree {
  /// The files, by path: each holds an availability check that iOS 16 makes dead.
  static func files(_ names: [String] = ["A", "B", "C"]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: names.map { name in
        ("Sources/\(name).swift", source(name))
      })
  }

  /// One file's text before the rewrite.
  static func source(_ name: String) -> String {
    """
    import SwiftUI

    func make\(name)() {
        if #available(iOS 15, *) {
            print("new \(name)")
        } else {
            print("old \(name)")
        }
    }

    """
  }

  /// The same file after `upgrade --to 16 --apply` or `lint --fix --min 16`.
  static func rewritten(_ name: String) -> String {
    """
    import SwiftUI

    func make\(name)() {
        print("new \(name)")
    }

    """
  }

  /// A folder holding the tree.
  static func make(_ names: [String] = ["A", "B", "C"]) throws -> URL {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(files(names), in: root)
    return root
  }

  /// The two rewriting commands, over `Sources`, each with the flag that writes.
  static let writingCommands: [[String]] = [
    ["upgrade", "--from", "14", "--to", "16", "--path", "Sources", "--apply"],
    ["lint", "--fix", "--min", "16", "Sources"],
  ]

  /// The text of a file of the tree.
  static func text(_ root: URL, _ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file below `root` whose name marks it as a temporary file of the writer.
  static func temporaries(_ root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".compat-matrix-tmp") { found.append(path) }
    }
    return found.sorted()
  }
}
