import Dispatch
import Synchronization

/// Wakes a waiting test whenever the store it watches makes progress (an action ran, an effect
/// ended), so that a wait sleeps until something happens or its deadline passes instead of
/// checking its condition on a timer.
///
/// A waiter reads ``generation`` before it checks its condition and passes it to
/// ``wait(after:until:)``, so that progress made in between wakes it at once.
final class ProgressSignal: Sendable {
  private struct Waiters {
    /// The signals so far.
    var signals = 0
    /// The suspended waiters, by number.
    var suspended: [Int: @Sendable () -> Void] = [:]
    /// The waiters whose deadline passed before they suspended.
    var expired: Set<Int> = []
    var lastWaiter = 0
  }

  private let waiters = Mutex(Waiters())

  /// The number of signals so far.
  var generation: Int { waiters.withLock { $0.signals } }

  /// Wakes every waiter.
  func signal() {
    let woken = waiters.withLock { waiters in
      waiters.signals += 1
      defer { waiters.suspended.removeAll() }
      return Array(waiters.suspended.values)
    }
    for wake in woken { wake() }
  }

  /// Returns at the first signal after `generation` (at once if there was one already), or
  /// at `deadline`.
  func wait(after generation: Int, until deadline: ContinuousClock.Instant) async {
    let number = waiters.withLock { waiters in
      waiters.lastWaiter += 1
      return waiters.lastWaiter
    }
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      guard !Task.isCancelled else { return }
      self?.expire(number)
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let suspends = waiters.withLock { waiters in
        guard waiters.signals == generation, waiters.expired.remove(number) == nil else {
          return false
        }
        waiters.suspended[number] = { continuation.resume() }
        return true
      }
      if !suspends { continuation.resume() }
    }
    timer.cancel()
    waiters.withLock { _ = $0.expired.remove(number) }
  }

  /// Blocks the calling thread until the first signal after `generation`, or `deadline`: for
  /// a deinitializer, which cannot suspend.
  func block(after generation: Int, until deadline: ContinuousClock.Instant) {
    let woken = DispatchSemaphore(value: 0)
    let number = waiters.withLock { waiters -> Int? in
      guard waiters.signals == generation else { return nil }
      waiters.lastWaiter += 1
      waiters.suspended[waiters.lastWaiter] = { woken.signal() }
      return waiters.lastWaiter
    }
    guard let number else { return }
    let remaining = ContinuousClock.now.duration(to: deadline)
    let nanoseconds = max(0, remaining / .nanoseconds(1))
    _ = woken.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
    waiters.withLock { _ = $0.suspended.removeValue(forKey: number) }
  }

  /// Resumes waiter `number` at its deadline, or marks it expired when it has not suspended
  /// yet.
  private func expire(_ number: Int) {
    let waiter = waiters.withLock { waiters in
      guard let waiter = waiters.suspended.removeValue(forKey: number) else {
        waiters.expired.insert(number)
        return nil as (@Sendable () -> Void)?
      }
      return waiter
    }
    waiter?()
  }
}
