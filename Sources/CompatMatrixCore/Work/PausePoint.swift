#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hidden hook for tests of what happens while files are written: a named point where the
/// writer waits until the test lets it go on, so that the test can kill it, signal it or edit
/// a file at that very moment rather than by timing.
///
/// The command line makes one from `COMPAT_MATRIX_TEST_PAUSE=POINT:FIFO`. At each point of
/// that name, the writer opens the FIFO for reading, which waits until the test opens it for
/// writing, then reads one byte: `n` stops it again at the next such point, anything else
/// (or nothing, the test's end closed) lets it run on. The points are `before-rename` (the
/// new text of a file is written to its temporary file, which is not yet renamed over it)
/// and `locked` (a rewrite holds the tree's lock, before it reads the files).
package final class PausePoint: @unchecked Sendable {
  /// The environment variable that names the point and the FIFO.
  package static let environmentVariable = "COMPAT_MATRIX_TEST_PAUSE"

  /// The point's name.
  package let name: String
  /// The FIFO's path.
  let fifo: String
  /// Whether the test let the writer run on.
  private var released = false
  private let lock = Lock()

  /// The point of a `POINT:FIFO` value; `nil` for anything else.
  package init?(_ value: String?) {
    guard let value, let colon = value.firstIndex(of: ":") else { return nil }
    name = String(value[..<colon])
    fifo = String(value[value.index(after: colon)...])
    guard !name.isEmpty, !fifo.isEmpty else { return nil }
  }

  /// Waits at the point named `point` until the test lets the writer go on; returns at once
  /// at any other point, or once released.
  package func reached(_ point: String) {
    guard point == name else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !released else { return }
    var descriptor: Int32
    repeat {
      descriptor = SystemPath.withPath(fifo) { open($0, O_RDONLY | O_CLOEXEC) }
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      released = true
      return
    }
    var byte: UInt8 = 0
    var count: Int
    repeat {
      count = read(descriptor, &byte, 1)
    } while count < 0 && errno == EINTR
    close(descriptor)
    released = count != 1 || byte != UInt8(ascii: "n")
  }
}
