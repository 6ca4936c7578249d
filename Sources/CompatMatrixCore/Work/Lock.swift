#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`: what `NSLock` gives, without linking
/// Foundation, for the few classes whose state several threads share.
///
/// The mutex lives at a fixed address of its own, as POSIX requires, so the lock is a class.
package final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A lock, unlocked.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Waits for the lock and takes it.
  package func lock() {
    pthread_mutex_lock(mutex)
  }

  /// Gives the lock back.
  package func unlock() {
    pthread_mutex_unlock(mutex)
  }

  /// The result of `body`, run while holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
