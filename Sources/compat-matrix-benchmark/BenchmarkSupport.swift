import Foundation

/// Wall-clock timing, peak memory and a deterministic random generator for the benchmarks.
enum Measure {
  /// Runs `body` and returns its result and the seconds it took.
  static func time<Result>(_ body: () throws -> Result) rethrows -> (Result, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try body()
    let end = DispatchTime.now().uptimeNanoseconds
    return (result, Double(end - start) / 1e9)
  }

  /// The process's peak resident memory in MiB: on Linux from /proc/self/status (VmHWM),
  /// elsewhere from `getrusage`.
  static func peakMemoryMiB() -> Double {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return 0
      }
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        return (digits.first ?? 0) / 1024
      }
      return 0
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Double(kibibytes(maxRSS: usage.ru_maxrss)) / 1024
    #endif
  }

  /// A `ru_maxrss` in KiB: Linux reports kibibytes, Darwin bytes.
  static func kibibytes(maxRSS: Int) -> Int {
    #if os(Linux)
      maxRSS
    #else
      maxRSS / 1024
    #endif
  }

  /// The best of five runs of a process, in seconds.
  static func timeProcess(_ path: String, _ arguments: [String]) throws -> Double {
    try (0..<5).map { _ in try timeProcessOnce(path, arguments) }.min() ?? 0
  }

  /// The seconds one run of a process takes; with `mustSucceed`, throws when it exits with
  /// another status than 0, so that a failure is never timed as a fast run.
  static func timeProcessOnce(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil,
    mustSucceed: Bool = false
  ) throws -> Double {
    try runProcess(path, arguments, environment: environment, mustSucceed: mustSucceed).wall
  }

  /// One run of a process: its wall time and the processor time (user and system) it used,
  /// in seconds. On a shared machine the processor time is the steadier of the two.
  static func runProcess(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil,
    mustSucceed: Bool = false
  ) throws -> (wall: Double, cpu: Double) {
    let before = childrenCPUSeconds()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let (_, seconds) = try Measure.time {
      try process.run()
      process.waitUntilExit()
    }
    guard !mustSucceed || process.terminationStatus == 0 else {
      throw ProcessFailure(
        description: "\(path) \(arguments.joined(separator: " ")) exited with status "
          + "\(process.terminationStatus)")
    }
    return (seconds, childrenCPUSeconds() - before)
  }

  /// The processor time of the child processes that have ended, in seconds.
  private static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// A timed process that failed.
  struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The best of five runs of `body`, in seconds, with its last result.
  static func best<Result>(_ body: () throws -> Result) rethrows -> (Result, Double) {
    var result = try time(body)
    for _ in 1..<5 {
      let next = try time(body)
      result = (next.0, min(result.1, next.1))
    }
    return result
  }

  /// A number with a fixed count of decimals, for aligned tables.
  static func format(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
  }
}
