#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child process with `posix_spawn` and waits for it: its output read
/// whole, its time bounded. FoundationEssentials has no `Process`, and all of Foundation is
/// not linked (see the architecture guide), so this is the package's one way to run a program.
///
/// The child runs in a process group of its own, with no input (`/dev/null`) and the signal
/// mask and Ctrl-C handling of a fresh process; its standard output and error come back
/// through two pipes, read as they fill, so a child that writes much never blocks. When
/// `timeout` passes first, the whole group is killed (a compiler driver and the frontend it
/// started) and the result says so. No descriptor of the parent leaks into the child: the
/// pipes are close-on-exec, so children started at the same time on other threads never hold
/// each other's pipes open.
package enum ChildProcess {
  /// How the child ended.
  package enum Termination: Sendable, Hashable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It ran past the time limit and was killed.
    case timedOut
  }

  /// What a run gave.
  package struct Result: Sendable, Hashable {
    /// How it ended.
    package var termination: Termination
    /// Its standard output.
    package var output: [UInt8]
    /// Its standard error.
    package var errors: [UInt8]
    /// Wall-clock seconds from spawning to reaping.
    package var seconds: Double
    /// Its peak resident memory in KiB, as `wait4` reports it.
    package var peakKiB: Int

    /// Whether it exited with status 0.
    package var succeeded: Bool { termination == .exited(0) }
  }

  /// Why a program could not be started.
  package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The program.
    package let program: String
    /// Why, in the system's words.
    package let reason: String

    /// `cannot run '/usr/bin/swiftc': No such file or directory`.
    package var description: String { "cannot run '\(program)': \(reason)" }
  }

  /// Runs `arguments[0]` (a path, or a name looked up in `PATH`) with the rest as its
  /// arguments, in the current folder and environment; `timeout` in seconds, or `nil` for none.
  /// With `discardingOutput`, the child writes to `/dev/null` instead (a benchmark's run,
  /// where reading the output would be measured too) and the result's output is empty.
  package static func run(
    _ arguments: [String], timeout: Double? = nil, discardingOutput: Bool = false
  ) throws(Failure) -> Result {
    guard let program = arguments.first else { throw Failure(program: "", reason: "no program") }
    if discardingOutput {
      let start = ContinuousClock.now
      let pid = try spawn(arguments, output: nil, errors: nil)
      return reap(pid, start: start, timedOut: false, output: [], errors: [])
    }
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    guard makePipe(&output), makePipe(&errors) else {
      let reason = SystemErrorText.reason(errno: errno)
      for descriptor in output + errors where descriptor >= 0 { close(descriptor) }
      throw Failure(program: program, reason: reason)
    }
    let start = ContinuousClock.now
    let pid: pid_t
    do {
      pid = try spawn(arguments, output: output[1], errors: errors[1])
    } catch {
      for descriptor in output + errors { close(descriptor) }
      throw error
    }
    close(output[1])
    close(errors[1])
    let deadline = timeout.map { start + .milliseconds(Int64(($0 * 1000).rounded(.up))) }
    let (standardOutput, standardError, timedOut) = drain(
      output[0], errors[0], until: deadline, group: pid)
    close(output[0])
    close(errors[0])
    return reap(
      pid, start: start, timedOut: timedOut, output: standardOutput, errors: standardError)
  }

  /// Waits for the child, and says how it ended.
  private static func reap(
    _ pid: pid_t, start: ContinuousClock.Instant, timedOut: Bool, output: [UInt8],
    errors: [UInt8]
  ) -> Result {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let termination: Termination =
      timedOut
      ? .timedOut
      : (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    return Result(
      termination: termination, output: output, errors: errors,
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18,
      peakKiB: peakKiB(usage))
  }

  /// A one-way channel whose two ends close on `exec`, made in one call, so that a child
  /// another thread starts meanwhile cannot inherit it: on Linux a socket pair with
  /// `SOCK_CLOEXEC` (Glibc does not offer `pipe2` to Swift); on Darwin a pipe, whose children
  /// get only the descriptors named (`POSIX_SPAWN_CLOEXEC_DEFAULT`).
  private static func makePipe(_ ends: inout [Int32]) -> Bool {
    #if os(Linux)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return false }
      // One way: the parent only reads, the child only writes.
      shutdown(ends[0], Int32(SHUT_WR))
      return true
    #else
      guard pipe(&ends) == 0 else { return false }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return true
    #endif
  }

  /// Starts the child in a process group of its own, its output and errors into the pipes
  /// (`nil`: `/dev/null`).
  private static func spawn(_ arguments: [String], output: Int32?, errors: Int32?)
    throws(Failure) -> pid_t
  {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      // Pointers on Darwin, set by the `init` functions.
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (descriptor, target) in [(output, Int32(1)), (errors, Int32(2))] {
      if let descriptor {
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
      }
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if !os(Linux)
      // Only the three descriptors given reach the child, whatever other threads open.
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
    guard code == 0 else {
      throw Failure(program: arguments[0], reason: SystemErrorText.reason(errno: code))
    }
    return pid
  }

  /// This process's environment: `environ` on Linux; Darwin does not export it to Swift,
  /// where `_NSGetEnviron` gives it (see `man environ`).
  private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if os(Linux)
      environ
    #else
      _NSGetEnviron().pointee
    #endif
  }

  /// Reads both pipes until both are closed; past the deadline, kills the child's group and
  /// reads what is left. Returns the bytes, and whether the deadline passed.
  private static func drain(
    _ output: Int32, _ errors: Int32, until deadline: ContinuousClock.Instant?, group: pid_t
  ) -> ([UInt8], [UInt8], Bool) {
    var buffers: [[UInt8]] = [[], []]
    var open = [true, true]
    var timedOut = false
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while open[0] || open[1] {
      var waits = [
        pollfd(fd: open[0] ? output : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open[1] ? errors : -1, events: Int16(POLLIN), revents: 0),
      ]
      var wait: Int32 = -1
      if let deadline, !timedOut {
        let left = deadline - ContinuousClock.now
        let milliseconds =
          left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        wait = Int32(clamping: max(0, milliseconds + 1))
      }
      let ready = poll(&waits, 2, wait)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if ready == 0 {
        // The deadline passed: the group goes, and its pipes close.
        timedOut = true
        kill(-group, SIGKILL)
        continue
      }
      for (index, descriptor) in [output, errors].enumerated()
      where open[index] && waits[index].revents != 0 {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          buffers[index] += chunk[..<count]
        } else if count == 0 || errno != EINTR {
          open[index] = false
        }
      }
    }
    return (buffers[0], buffers[1], timedOut)
  }

  /// `ru_maxrss` in KiB: Linux reports KiB, Darwin bytes.
  private static func peakKiB(_ usage: rusage) -> Int {
    #if os(Linux)
      Int(usage.ru_maxrss)
    #else
      Int(usage.ru_maxrss) / 1024
    #endif
  }
}
