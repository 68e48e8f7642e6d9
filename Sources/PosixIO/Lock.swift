import Glibc

/// A pthread mutex. Used instead of `Synchronization.Mutex` so the package keeps building for
/// the platforms declared in Package.swift.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates an unlocked mutex.
  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` while holding the lock.
  @inlinable
  public func withLock<T>(_ body: () throws -> T) rethrows -> T {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Acquires the lock.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock.
  public func unlock() { pthread_mutex_unlock(mutex) }
}
