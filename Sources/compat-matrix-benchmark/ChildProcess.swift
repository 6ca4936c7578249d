import Foundation

/// Runs a program as a child process, as a user would, and measures its wall time and peak
/// resident memory (from `wait4`'s resource usage), with its output thrown away.
enum ChildProcess {
  /// What one run measured.
  struct Run {
    /// Wall-clock seconds from spawning to reaping.
    var seconds: Double
    /// The child's peak resident memory, in MiB.
    var peakMiB: Double
    /// Its exit status.
    var status: Int32
  }

  /// Runs `arguments[0]` (looked up in `PATH`) with the rest as its arguments, in the
  /// benchmark's own folder.
  static func run(_ arguments: [String]) throws -> Run {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      // A pointer on Darwin, set by `posix_spawn_file_actions_init`.
      var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, Measure.environment)
    guard spawned == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: arguments[0]])
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let end = DispatchTime.now().uptimeNanoseconds
    let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Run(
      seconds: Double(end - start) / 1e9,
      peakMiB: Double(Measure.kibibytes(maxRSS: usage.ru_maxrss)) / 1024,
      status: exit)
  }
}
