import Foundation

/// Runs the built `compat-matrix` binary as a subprocess, as a user or a script would.
enum BinaryRunner {
  /// What a run printed and returned.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built binary: next to the test bundle, or in `.build/debug`.
  static var binary: URL {
    let candidates = [
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("compat-matrix"),
      TestSupport.packageRoot.appendingPathComponent(".build/debug/compat-matrix"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[1]
  }

  /// A run that did not finish within its time limit: the child was killed.
  struct Timeout: Error, CustomStringConvertible {
    var arguments: [String]
    var seconds: Double

    var description: String {
      "\(arguments.joined(separator: " ")) did not finish within \(seconds) s; it was killed"
    }
  }

  /// Runs the binary with arguments, in a folder, with an environment, feeding no input.
  ///
  /// With `timeout`, a child still running after that many seconds is killed and the run
  /// throws `Timeout`, so that a hang fails its test instead of stalling the suite.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    executable: URL? = nil, timeout: Double? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = environment ?? ProcessInfo.processInfo.environment
    env["NO_COLOR"] = env["NO_COLOR"] ?? "1"
    process.environment = env
    // Files rather than pipes: nothing can block, however much the child prints.
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if let timeout, finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw Timeout(
        arguments: [process.executableURL?.lastPathComponent ?? ""] + arguments, seconds: timeout)
    }
    process.waitUntilExit()
    let outData = try Data(contentsOf: outURL)
    let errData = try Data(contentsOf: errURL)
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
