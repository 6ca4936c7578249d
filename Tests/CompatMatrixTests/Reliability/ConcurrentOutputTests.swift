import Foundation
import Testing

@testable import CompatMatrixCore
@testable import CompatMatrixOutput
@testable import CompatMatrixRender

/// Two `docs --out` runs on one folder (issue 16, item 2): one writes while the other waits or
/// gives up with exit 75, never both at once; a run removes only the temporary files of runs
/// that have ended. Real processes of the built binary throughout.
@Suite(.serialized) struct ConcurrentOutputTests {
  private static let manager = FileManager.default

  /// A running binary, with its output in files.
  final class Child {
    let process = Process()
    let folder: URL

    init(_ arguments: [String], in directory: URL) throws {
      folder = try TestSupport.temporaryDirectory()
      process.executableURL = BinaryRunner.binary
      process.arguments = arguments
      process.currentDirectoryURL = directory
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
      process.environment = environment
      for name in ["stdout", "stderr"] {
        _ = FileManager.default.createFile(
          atPath: folder.appendingPathComponent(name).path, contents: nil)
      }
      process.standardOutput = try FileHandle(
        forWritingTo: folder.appendingPathComponent("stdout"))
      process.standardError = try FileHandle(
        forWritingTo: folder.appendingPathComponent("stderr"))
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }

    deinit {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      try? FileManager.default.removeItem(at: folder)
    }

    /// Waits for the end, killing the child after `timeout` seconds; its status and stderr.
    func finish(timeout: Double = 120) -> (status: Int32, stderr: String) {
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning, Date() < deadline { usleep(10_000) }
      if process.isRunning {
        kill(process.processIdentifier, SIGCONT)
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      let stderr =
        (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8))
      return (process.terminationStatus, stderr ?? "")
    }
  }

  /// A team's matrices of many concerns, so that a run holds its lock long enough to be seen.
  static func writeTeamMatrices(in root: URL, concerns: Int = 300) throws {
    let list = (0..<concerns).map { index in
      let id = "team-\(index)"
      return #"""
        {"id": "\#(id)", "title": "Team \#(index)", "question": "Which?", "summary": "Team.",
         "tags": [], "strategies": [{"id": "\#(id)-a", "title": "A", "summary": "A.",
         "origin": "first-party", "requires": [], "framework": "SwiftUI", "sources": ["https://example.com/team"]}]}
        """#
    }
    let folder = root.appendingPathComponent("m")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"concerns": [\#(list.joined(separator: ",\n"))]}"#.utf8)
      .write(to: folder.appendingPathComponent("team.json"))
  }

  /// The files of a folder with their text; hidden ones too when asked.
  static func contents(_ folder: URL, hidden: Bool = false) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try manager.contentsOfDirectory(atPath: folder.path)
    where hidden || !name.hasPrefix(".") {
      result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return result
  }

  /// Starts a run that writes `out` and stops it (SIGSTOP) while it holds the lock: its pid is
  /// in the lock file. Tries again if a run ends before it is caught.
  static func stoppedHolder(in root: URL, range: String) throws -> Child {
    let lock = root.appendingPathComponent("out/\(OutputLock.fileName)")
    for _ in 0..<20 {
      let child = try Child(["docs", "--out", "out", "--matrices", "m", range], in: root)
      let pid = child.process.processIdentifier
      while child.process.isRunning {
        if let text = try? String(contentsOf: lock, encoding: .utf8), text == "\(pid)\n" {
          kill(pid, SIGSTOP)
          // Still holding it once stopped: the file is its own and the process did not end.
          if child.process.isRunning,
            (try? String(contentsOf: lock, encoding: .utf8)) == "\(pid)\n"
          {
            return child
          }
          kill(pid, SIGCONT)
        }
        usleep(500)
      }
      _ = child.finish()
    }
    throw CocoaError(.fileLocking)
  }

  @Test func aSecondRunWaitsForTheFirstThenGivesUpWithExit75() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    try Self.writeTeamMatrices(in: root)
    let holder = try Self.stoppedHolder(in: root, range: "13+")
    let pid = holder.process.processIdentifier

    // Without waiting, and after waiting two seconds: the same message, exit 75, nothing
    // written.
    let before = try Self.contents(root.appendingPathComponent("out"), hidden: true)
    for wait in ["0", "2"] {
      let start = Date()
      let second = try BinaryRunner.run(
        ["docs", "--out", "out", "--matrices", "m", "--wait", wait, "16+"], in: root,
        timeout: 120)
      let waited = Date().timeIntervalSince(start)
      #expect(second.status == 75, "\(second.stderr)")
      #expect(
        second.stderr
          == "error: another compat-matrix run (process \(pid)) is writing out; try again when "
          + "it has finished, or wait longer with --wait\n")
      #expect(second.stdout.isEmpty)
      if wait == "2" { #expect(waited >= 2, "gave up after \(waited) s") }
      #expect(try Self.contents(root.appendingPathComponent("out"), hidden: true) == before)
    }

    // A run that waits long enough writes once the first has finished.
    let patient = try Child(
      ["docs", "--out", "out", "--matrices", "m", "--wait", "120", "16+"], in: root)
    usleep(300_000)
    kill(pid, SIGCONT)
    #expect(holder.finish().status == 0)
    let last = patient.finish()
    #expect(last.status == 0, "\(last.stderr)")
    let expected = try BinaryRunner.run(
      ["docs", "--out", "alone", "--matrices", "m", "16+"], in: root, timeout: 120)
    #expect(expected.status == 0)
    #expect(
      try Self.contents(root.appendingPathComponent("out"), hidden: true)
        == Self.contents(root.appendingPathComponent("alone"), hidden: true))
  }

  /// Runs started together with different ranges: each ends 0 (one waits for the other), and
  /// the folder holds exactly one run's docs, never a mix, and no lock or temporary file.
  @Test(arguments: 1...3)
  func runsStartedTogetherNeverMixTheirPages(round: Int) throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    try Self.writeTeamMatrices(in: root, concerns: 100)
    var alone: [[String: String]] = []
    for (folder, range) in [("first", "13+"), ("second", "16+")] {
      let run = try BinaryRunner.run(
        ["docs", "--out", folder, "--matrices", "m", range], in: root, timeout: 120)
      #expect(run.status == 0)
      alone.append(try Self.contents(root.appendingPathComponent(folder), hidden: true))
    }
    let runs = try ["13+", "16+"].map { range in
      try Child(["docs", "--out", "out", "--matrices", "m", "--wait", "120", range], in: root)
    }
    for run in runs {
      let end = run.finish()
      #expect(end.status == 0, "\(end.stderr)")
    }
    let result = try Self.contents(root.appendingPathComponent("out"), hidden: true)
    #expect(result == alone[0] || result == alone[1], "round \(round): pages of two ranges")
  }

  /// Temporary files of a run that has ended are removed; those of a running process are not.
  @Test func onlyTheTemporaryFilesOfEndedRunsAreRemoved() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? Self.manager.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    #expect(try BinaryRunner.run(["docs", "--out", "out"], in: root, timeout: 120).status == 0)
    // A process that has ended, and one that is running (this test's own).
    let ended = Process()
    // `/bin/sh`, which every POSIX system has (macOS has no `/bin/true`).
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let text = "<!-- Generated by compat-matrix docs; do not edit. -->\npartial"
    let gone = ".README.md.\(ended.processIdentifier).ABCD.compat-matrix-tmp"
    let live = ".README.md.\(getpid()).EFGH.compat-matrix-tmp"
    let unnamed = ".README.md.0123-4567.compat-matrix-tmp"
    for name in [gone, live, unnamed] {
      try Data(text.utf8).write(to: out.appendingPathComponent(name))
    }
    // A run killed between creating a temporary file and writing it leaves it empty.
    let empty = ".apis.md.\(ended.processIdentifier).IJKL.compat-matrix-tmp"
    try Data().write(to: out.appendingPathComponent(empty))
    let run = try BinaryRunner.run(["docs", "--out", "out", "16+"], in: root, timeout: 120)
    #expect(run.status == 0, "\(run.stderr)")
    let hidden = Set(
      try Self.manager.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") })
    #expect(hidden == [live], "the lock file is gone, and only the live run's file is kept")
  }

  @Test func theNameOfATemporaryFileCarriesItsOwner() {
    let name = AtomicFile.temporaryName(for: "pop-to-root.md")
    #expect(AtomicFile.isTemporaryName(name))
    #expect(AtomicFile.owner(ofTemporary: name) == getpid())
    #expect(!AtomicFile.isLeftover(name), "this process is running")
    #expect(AtomicFile.owner(ofTemporary: ".README.md.1B2C-3D.compat-matrix-tmp") == nil)
    #expect(AtomicFile.isLeftover(".README.md.1B2C-3D.compat-matrix-tmp"))
  }
}
