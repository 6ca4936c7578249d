import CompatMatrix
import CompatMatrixSDK
import Foundation

/// Measures reading SDKs: the header scanner and the interface reader alone, `verify-sdk` as a
/// library call and as a process, and beside them `grep -rc API_AVAILABLE` over the same
/// headers and a process that does nothing, the floors.
enum SDKBenchmark {
  static func run(paths: [String]) throws {
    guard !paths.isEmpty else {
      FileHandle.standardError.write(
        Data("usage: compat-matrix-benchmark sdk SDK_FOLDER...\n".utf8))
      exit(64)
    }
    let folders = try paths.map { try SDKFolder(path: $0, displayName: $0) }
    var headers: [(String, [UInt8])] = []
    var interfaces: [(SDKFile, [UInt8])] = []
    for folder in folders {
      headers += try folder.headers.map { ($0, try folder.read($0)) }
      interfaces += try folder.interfaces.map { ($0, try folder.read($0.path)) }
    }
    let headerMiB = Double(headers.reduce(0) { $0 + $1.1.count }) / 1_048_576
    let interfaceMiB = Double(interfaces.reduce(0) { $0 + $1.1.count }) / 1_048_576
    print("sdk benchmark (swift run -c release compat-matrix-benchmark sdk SDK...)")
    print(
      "\(folders.count) SDKs: \(headers.count) headers, \(Measure.format(headerMiB)) MiB; "
        + "\(interfaces.count) interfaces, \(Measure.format(interfaceMiB)) MiB")
    print("")
    print("what (best of 3 or 5 runs)           seconds  MiB/s")
    let lexer = best {
      headers.reduce(0) { $0 + HeaderLexer.tokenize($1.1).count }
    }
    row("header lexer, one core", lexer, headerMiB)
    let headerSeconds = best {
      headers.reduce(0) { $0 + HeaderReader.read($1.1, file: $1.0).declarations.count }
    }
    row("headers read, one core", headerSeconds, headerMiB)
    let interfaceSeconds = best {
      interfaces.reduce(0) { total, entry in
        total
          + InterfaceReader.read(entry.1, file: entry.0.path, framework: entry.0.framework)
          .declarations.count
      }
    }
    row("interfaces read, one core", interfaceSeconds, interfaceMiB)
    let matrix = try MatrixLoader.load(shipped: MatrixLoader.embedded())
    let (report, verifySeconds) = try Measure.time {
      try SDKVerifier(matrix: matrix).verify(folders)
    }
    row("verify-sdk (library)", verifySeconds, headerMiB + interfaceMiB)
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("compat-matrix")
    if FileManager.default.isExecutableFile(atPath: binary.path) {
      let seconds = try Measure.timeProcess(binary.path, ["verify-sdk"] + paths)
      row("compat-matrix verify-sdk (process)", seconds, headerMiB + interfaceMiB)
    }
    let grepSeconds = try Measure.timeProcess(
      "/usr/bin/env",
      ["grep", "-rc", "API_AVAILABLE"]
        + folders.map { $0.absolutePath + "/" + SDKFolder.headerFolder })
    row("grep -rc API_AVAILABLE, headers", grepSeconds, headerMiB)
    row("a process that does nothing", try Measure.timeProcess("/usr/bin/env", ["true"]), 0)
    print("")
    print(
      "\(report.records.count) records checked; "
        + "peak memory \(Measure.format(Measure.peakMemoryMiB(), decimals: 1)) MiB")
  }

  /// The best of three runs of `body`, in seconds.
  private static func best(_ body: () -> Int) -> Double {
    (0..<3).map { _ in Measure.time(body).1 }.min() ?? 0
  }

  private static func row(_ name: String, _ seconds: Double, _ megabytes: Double) {
    print(
      name.padding(toLength: 37, withPad: " ", startingAt: 0)
        + Measure.format(seconds, decimals: 3).padding(toLength: 9, withPad: " ", startingAt: 0)
        + (megabytes > 0 ? Measure.format(megabytes / seconds, decimals: 1) : ""))
  }
}
