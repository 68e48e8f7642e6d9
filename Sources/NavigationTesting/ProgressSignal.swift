import Foundation

/// Wakes a waiting test whenever the store it watches makes progress (an action ran, an effect
/// ended), so that a wait sleeps until something happens or its deadline passes instead of
/// checking its condition on a timer.
///
/// A waiter reads ``generation`` before it checks its condition and passes it to
/// ``wait(after:until:)``, so that progress made in between wakes it at once.
final class ProgressSignal: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`: the signals so far, the suspended waiters by number, and the waiters
  /// whose deadline passed before they suspended.
  private var signals = 0
  private var waiters: [Int: @Sendable () -> Void] = [:]
  private var expired: Set<Int> = []
  private var lastWaiter = 0

  /// The number of signals so far.
  var generation: Int { lock.withLock { signals } }

  /// Wakes every waiter.
  func signal() {
    let woken = lock.withLock {
      signals += 1
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    for wake in woken { wake() }
  }

  /// Returns at the first signal after `generation` (at once if there was one already), or
  /// at `deadline`.
  func wait(after generation: Int, until deadline: ContinuousClock.Instant) async {
    let number = lock.withLock {
      lastWaiter += 1
      return lastWaiter
    }
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      guard !Task.isCancelled else { return }
      self?.expire(number)
    }
    await withCheckedContinuation { continuation in
      let suspends = lock.withLock {
        guard signals == generation, expired.remove(number) == nil else { return false }
        waiters[number] = { continuation.resume() }
        return true
      }
      if !suspends { continuation.resume() }
    }
    timer.cancel()
    lock.withLock { _ = expired.remove(number) }
  }

  /// Blocks the calling thread until the first signal after `generation`, or `deadline`: for
  /// a deinitializer, which cannot suspend.
  func block(after generation: Int, until deadline: ContinuousClock.Instant) {
    let semaphore = DispatchSemaphore(value: 0)
    let number = lock.withLock { () -> Int? in
      guard signals == generation else { return nil }
      lastWaiter += 1
      waiters[lastWaiter] = { semaphore.signal() }
      return lastWaiter
    }
    guard let number else { return }
    let remaining = ContinuousClock.now.duration(to: deadline)
    let nanoseconds = max(0, remaining / .nanoseconds(1))
    _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
    lock.withLock { _ = waiters.removeValue(forKey: number) }
  }

  /// Resumes waiter `number` at its deadline, or marks it expired when it has not suspended
  /// yet.
  private func expire(_ number: Int) {
    let waiter = lock.withLock {
      guard let waiter = waiters.removeValue(forKey: number) else {
        expired.insert(number)
        return nil as (@Sendable () -> Void)?
      }
      return waiter
    }
    waiter?()
  }
}
