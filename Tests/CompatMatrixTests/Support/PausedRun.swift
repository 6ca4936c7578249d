import Foundation
import Testing

/// A run of the built binary that its writer stops at a named point until the test lets it go
/// on, through the hidden test hook `COMPAT_MATRIX_TEST_PAUSE=POINT:BASE` (`PausePoint`): at
/// its `k`-th stop the writer appends a byte to `BASE.stops`, then waits until `BASE.go`
/// holds `run` or a number at least `k`. No sleeping for a time and no race: the test acts
/// while the writer is known to stand still, so a signal or an edit lands exactly where the
/// test wants it.
final class PausedRun {
  let process = Process()
  /// The folder of the run's output and of the pause files.
  let folder: URL
  /// The path the pause files' names start with.
  let base: String
  /// How many stops the test has seen.
  private var stops = 0

  /// Starts the binary in `directory`, to stop at `point` (`before-rename`).
  init(_ arguments: [String], in directory: URL, at point: String) throws {
    folder = try TestSupport.temporaryDirectory()
    base = folder.appendingPathComponent("pause").path
    process.executableURL = BinaryRunner.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    environment["COMPAT_MATRIX_TEST_PAUSE"] = "\(point):\(base)"
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
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// The run's process id.
  var pid: Int32 { process.processIdentifier }

  /// Waits until the writer stands at its next stop; `false` when the run ended first (or did
  /// not get there within `timeout` seconds, a hang, after which it is killed).
  func waitUntilPaused(timeout: Double = 300) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    let marks = base + ".stops"
    while Date() < deadline {
      var status = stat()
      if stat(marks, &status) == 0, Int(status.st_size) > stops {
        stops += 1
        return true
      }
      guard process.isRunning else { return false }
      usleep(2_000)
    }
    kill(pid, SIGKILL)
    return false
  }

  /// Lets the writer go on; with `again`, it stops at the next point.
  func resume(again: Bool = false) {
    let word = again ? "\(stops)" : "run"
    let staged = base + ".go.new"
    // Whole, by a rename: the writer never reads half of it.
    guard FileManager.default.createFile(atPath: staged, contents: Data(word.utf8)) else { return }
    _ = rename(staged, base + ".go")
  }

  /// Sends a signal to the run.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Lets the run go on and waits for its end: the exit status (or the signal that ended it),
  /// whether a signal ended it, and what it printed.
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
