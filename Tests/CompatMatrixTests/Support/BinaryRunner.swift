import Foundation
import Testing

/// Runs the built `compat-matrix` binary as a subprocess, as a user or a script would.
enum BinaryRunner {
  /// What a run printed and returned.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary built with these tests: `compat-matrix` in the build folder that holds the
  /// test executable. Nothing else is ever run, so a binary left from another build (such as
  /// `.build/debug` after a release test run) cannot stand in for the code under test.
  ///
  /// A binary that is missing, or older than an object file it links, records an issue that
  /// says so; `run` then throws `MissingBinary` without running anything.
  static var binary: URL {
    if let problem = binaryProblem { Issue.record(Comment(rawValue: problem)) }
    return builtBinary
  }

  /// Where the binary built with these tests is: beside the test product.
  private static let builtBinary = testProductFolder.appendingPathComponent("compat-matrix")

  /// The build folder that holds the running test product.
  ///
  /// On Linux the tests are one executable (`CompatMatrixPackageTests.xctest`), found through
  /// `/proc/self/exe`. On macOS they are a bundle that a runner loads (`xctest`,
  /// `swiftpm-testing-helper`, Xcode), so the running executable is the runner's; the folder
  /// is the one holding the bundle this code was loaded from: SwiftPM's `.build/TRIPLE/debug`
  /// or Xcode's `Build/Products/Debug`, where the `compat-matrix` product is built too.
  static let testProductFolder: URL = {
    #if os(Linux)
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    #else
      Bundle(for: BundleMarker.self).bundleURL.resolvingSymlinksInPath()
        .deletingLastPathComponent()
    #endif
  }()

  #if !os(Linux)
    /// A class of the test bundle, to find the bundle by (as SwiftPM's `Bundle.module` does).
    private final class BundleMarker {}
  #endif

  /// Why `builtBinary` cannot be the one just built, or `nil` when it can.
  private static let binaryProblem: String? = {
    let files = FileManager.default
    let path = builtBinary.path
    let build = builtBinary.deletingLastPathComponent()
    guard files.isExecutableFile(atPath: path),
      let linked = try? files.attributesOfItem(atPath: path)[.modificationDate] as? Date
    else {
      return "\(path) does not exist: the compat-matrix binary is built next to the test "
        + "product by `swift build --build-tests` or `swift test`; no other binary is used"
    }
    // Linked after every object it is made of (SwiftPM lists them for the link), or it runs
    // older code than the tests see.
    let list = build.appendingPathComponent("compat-matrix.product/Objects.LinkFileList")
    let objects = ((try? String(contentsOf: list, encoding: .utf8)) ?? "")
      .split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    for object in objects {
      if let built = try? files.attributesOfItem(atPath: object)[.modificationDate] as? Date,
        built > linked
      {
        return "\(path) is older than \(object), which it links: it was not rebuilt with the "
          + "code under test; run `swift build --build-tests` first"
      }
    }
    return nil
  }()

  /// The binary built with these tests is missing or stale; see `binary`.
  struct MissingBinary: Error, CustomStringConvertible {
    var description: String
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
    if executable == nil, let problem = binaryProblem { throw MissingBinary(description: problem) }
    process.executableURL = executable ?? builtBinary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    // Files rather than pipes: nothing can block, however much the child prints.
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var env = environment ?? ProcessInfo.processInfo.environment
    env["NO_COLOR"] = env["NO_COLOR"] ?? "1"
    // `docs --out` keeps a cache in the user's cache folder: a test's run keeps it in its own
    // folder, removed with it, unless the test gives one.
    if environment?["XDG_CACHE_HOME"] == nil {
      env["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    }
    process.environment = env
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
