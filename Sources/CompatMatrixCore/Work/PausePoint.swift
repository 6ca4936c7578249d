#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hidden hook for tests of what happens while files are written: a named point where the
/// writer waits until the test lets it go on, so that the test can kill it, signal it or edit
/// a file at that very moment rather than by timing.
///
/// The command line makes one from `COMPAT_MATRIX_TEST_PAUSE=POINT:BASE`, `BASE` a path in
/// a folder of the test's. At the `k`-th stop at a point of that name, the writer appends
/// one byte to the file `BASE.stops` (its size tells the test that the writer stands at stop
/// `k`), then waits, looking every millisecond, until the file `BASE.go` (which the test
/// replaces whole, by a rename) holds `run`, which lets it run on, or a number at least `k`,
/// which lets it past this stop to stop again at the next. The one point is `before-rename`:
/// the new texts are in their temporary files and the next is not yet renamed over its
/// file. Without the variable nothing waits; users never set it.
package final class PausePoint: Sendable {
  /// The environment variable that names the point and the files.
  package static let environmentVariable = "COMPAT_MATRIX_TEST_PAUSE"

  /// The point's name.
  package let name: String
  /// The path the two files' names start with.
  let base: String
  /// How many stops the writer made, and whether the test let it run on.
  private let state = Mutex((stops: 0, released: false))

  /// The point of a `POINT:BASE` value; `nil` for anything else.
  package init?(_ value: String?) {
    guard let value, let colon = value.firstIndex(of: ":") else { return nil }
    name = String(value[..<colon])
    base = String(value[value.index(after: colon)...])
    guard !name.isEmpty, !base.isEmpty else { return nil }
  }

  /// Waits at the point named `point` until the test lets the writer go on; returns at once
  /// at any other point, or once released.
  package func reached(_ point: String) {
    guard point == name else { return }
    // Held while the writer waits: a second thread at the point waits its turn.
    state.withLock { state in
      guard !state.released else { return }
      state.stops += 1
      let marks = SystemPath.withPath(base + ".stops") {
        open($0, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
      }
      guard marks >= 0 else {
        state.released = true
        return
      }
      var mark = UInt8(ascii: ".")
      var count = 0
      repeat { count = write(marks, &mark, 1) } while count < 0 && errno == EINTR
      close(marks)
      while true {
        let word = Self.contents(base + ".go")
        if word == "run" {
          state.released = true
          return
        }
        if let passed = Int(word), passed >= state.stops { return }
        usleep(1_000)
      }
    }
  }

  /// The first bytes of a file, as text; empty when it cannot be read.
  private static func contents(_ path: String) -> String {
    let descriptor = SystemPath.withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = read(descriptor, &buffer, buffer.count)
    return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
  }
}
