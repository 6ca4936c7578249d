#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that several threads share, reached only while holding its lock: the one place
/// in the package where shared mutable state lives, as the standard library's
/// `Synchronization.Mutex` (`mutex.withLock { $0.count += 1 }`).
///
/// The standard library's `Mutex` needs macOS 15, above the package's macOS 13, so this is a
/// small class over `pthread_mutex_t`, which both Linux and macOS have. It is the package's
/// only `@unchecked Sendable` type: the value is read and written only inside `withLock`,
/// under the lock, so sharing the class between threads is safe. Every other type that
/// threads share is a value, or a class whose stored properties are constants of `Sendable`
/// types, which the compiler checks.
///
/// The lock is not recursive: `withLock` inside `withLock` on the same mutex waits forever.
package final class Mutex<Value: Sendable>: @unchecked Sendable {
  /// The lock, at a fixed address of its own, as POSIX requires.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// The value; read and written only while `mutex` is held.
  private var value: Value

  /// A mutex holding `value`, unlocked.
  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// The result of `body`, given the value to read or change while the lock is held.
  ///
  /// Other threads wait for the lock meanwhile, so `body` should be short, unless making the
  /// value is the point (building it once, for every thread that asks).
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
