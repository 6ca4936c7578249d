#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM held back while files are being replaced, so that a writer
/// can remove its temporary files and stop between two files instead of dying in the middle.
///
/// `deferring(_:)` installs a handler that only writes the signal's number to a pipe (the
/// self-pipe pattern: `write(2)` is safe in a signal handler, nothing else is done there);
/// the writer asks `Interruption.caught` between steps, on its own thread, and when a signal
/// came it cleans up and returns, and the command line ends the run with 128 plus the
/// signal's number (130, 143), as a shell expects of a program stopped by it. A signal the
/// process was started ignoring (a background job of a script) stays ignored; one it was
/// started blocking (a mask inherited by accident: Foundation's `Process` passes on its
/// thread's) is unblocked on the writer's thread meanwhile, else it could not come. Outside
/// `deferring(_:)` the signals keep their usual effect: a run stopped while it only reads
/// leaves nothing behind.
package final class Interruption {
  /// The signals held back.
  package static let signals: [Int32] = [SIGINT, SIGTERM]

  /// The first signal that came, once `caught` has seen it.
  private var received: Int32?

  private init() {}

  /// The first signal that came since `deferring(_:)` began, or `nil`.
  package var caught: Int32? {
    if received == nil {
      var byte: UInt8 = 0
      if read(interruptionPipe.read, &byte, 1) == 1 { received = Int32(byte) }
    }
    return received
  }

  /// The name of a signal held back, for messages: `SIGINT`.
  package static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }

  /// Runs `body` with the signals held back; `body` asks the `Interruption` it is given
  /// whether one came. The signals' former handling is back when it returns.
  package static func deferring<T>(_ body: (Interruption) throws -> T) rethrows -> T {
    let pipe = interruptionPipe
    let interruption = Interruption()
    guard pipe.read >= 0 else { return try body(interruption) }
    drain(pipe.read)
    let ignored = withUnsafeBytes(of: SIG_IGN) { Array($0) }
    var previous: [(Int32, SignalHandler)] = []
    for number in signals {
      let former = signal(number, noteInterruption)
      if withUnsafeBytes(of: former, { Array($0) }) == ignored {
        signal(number, SIG_IGN)
      } else {
        previous.append((number, former))
      }
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals { sigaddset(&unblocked, number) }
    var formerMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &unblocked, &formerMask)
    defer {
      pthread_sigmask(SIG_SETMASK, &formerMask, nil)
      for (number, former) in previous { signal(number, former) }
    }
    return try body(interruption)
  }

  /// Empties the pipe of signals that came before.
  private static func drain(_ descriptor: Int32) {
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) == 1 {}
  }
}

#if canImport(Glibc)
  /// A signal handler as `signal(2)` takes and returns it.
  typealias SignalHandler = __sighandler_t?
#elseif canImport(Darwin)
  /// A signal handler as `signal(2)` takes and returns it.
  typealias SignalHandler = sig_t?
#endif

/// The self-pipe: both ends non-blocking, closed on `exec`; `(-1, -1)` when no pipe could be
/// made, and then signals are not held back. Made once, before a handler can use it.
private let interruptionPipe: (read: Int32, write: Int32) = {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else { return (-1, -1) }
  for end in ends {
    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
  }
  return (ends[0], ends[1])
}()

/// The handler: writes the signal's number to the pipe, and nothing else.
private func noteInterruption(_ signal: Int32) {
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(interruptionPipe.write, &byte, 1)
  errno = saved
}
