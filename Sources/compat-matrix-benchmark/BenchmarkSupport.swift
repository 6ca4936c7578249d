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

  /// The process's peak resident memory in MiB, from /proc/self/status (VmHWM).
  static func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.split(separator: " ").compactMap { Double($0) }
      return (digits.first ?? 0) / 1024
    }
    return 0
  }

  /// A number with a fixed count of decimals, for aligned tables.
  static func format(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
  }
}
