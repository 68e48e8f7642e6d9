import Dispatch
import Synchronization

/// A one-shot latch: `wait()` blocks until `signal()` has been called once, from any thread.
///
/// Each waiter parks on a semaphore of its own, registered under the mutex; `signal()` wakes
/// every one registered, and later waiters see the latch open and do not park.
public final class Latch: Sendable {
  private struct State {
    var isSignalled = false
    var waiters: [DispatchSemaphore] = []
  }

  private let state = Mutex(State())

  /// Creates an unsignalled latch.
  public init() {}

  /// Whether `signal()` was called.
  public var isSignalled: Bool { state.withLock { $0.isSignalled } }

  /// Releases every current and future `wait()`.
  public func signal() {
    let waiters = state.withLock { state -> [DispatchSemaphore] in
      state.isSignalled = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.signal() }
  }

  /// Blocks until `signal()` was called.
  public func wait() {
    _ = wait(timeout: .distantFuture)
  }

  /// Blocks until `signal()` was called or `timeout` passed; returns whether it was called.
  public func wait(timeout: DispatchTime) -> Bool {
    let waiter = state.withLock { state -> DispatchSemaphore? in
      if state.isSignalled { return nil }
      let waiter = DispatchSemaphore(value: 0)
      state.waiters.append(waiter)
      return waiter
    }
    guard let waiter else { return true }
    if waiter.wait(timeout: timeout) == .success { return true }
    // Timed out: leave the list, unless `signal()` took this waiter meanwhile.
    let stillWaiting = state.withLock { state in
      guard let index = state.waiters.firstIndex(where: { $0 === waiter }) else { return false }
      state.waiters.remove(at: index)
      return true
    }
    if stillWaiting { return false }
    waiter.wait()
    return true
  }
}
