import CompatMatrixCore

/// Runs a program as a child process, as a user would, and measures its wall time and peak
/// resident memory, with its output thrown away: the library's `ChildProcess`, which spawns
/// it and reads `wait4`'s resource usage.
enum BenchmarkProcess {
  /// What one run measured.
  struct Run {
    /// Wall-clock seconds from spawning to reaping.
    var seconds: Double
    /// The child's peak resident memory, in MiB.
    var peakMiB: Double
    /// Its exit status (128 plus the signal's number for a child a signal ended).
    var status: Int32
  }

  /// Runs `arguments[0]` (looked up in `PATH`) with the rest as its arguments, in the
  /// benchmark's own folder.
  static func run(_ arguments: [String]) throws -> Run {
    let result = try ChildProcess.run(arguments, discardingOutput: true)
    let status: Int32 =
      switch result.termination {
      case .exited(let code): code
      case .signalled(let signal): 128 + signal
      case .timedOut: 128 + 9
      }
    return Run(seconds: result.seconds, peakMiB: Double(result.peakKiB) / 1024, status: status)
  }
}
