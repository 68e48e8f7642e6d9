import Foundation

/// Waiting without starving the main actor: renders run on the main thread
/// (``MainActorRendering``), so a main thread that waits for something a room must render
/// first waits through its run loop, serving the main queue meanwhile; any other thread just
/// sleeps.
public enum MainThreadWaiting {
  /// Pauses for `seconds`, serving the main queue when on the main thread.
  public static func pause(_ seconds: Double) {
    guard Thread.isMainThread else { return Thread.sleep(forTimeInterval: seconds) }
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
  }

  /// Waits up to `seconds` for `semaphore` to be signalled, serving the main queue meanwhile
  /// when on the main thread: for work of the main actor (a view's `.task`) that signals it.
  /// Returns whether it was signalled.
  static func wait(for semaphore: DispatchSemaphore, seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    guard Thread.isMainThread else {
      return semaphore.wait(timeout: .now() + seconds) == .success
    }
    while semaphore.wait(timeout: .now()) == .timedOut {
      guard Date() < deadline else { return false }
      // Returns once the main queue ran a job (the one that signals, among others) or at the
      // deadline.
      _ = RunLoop.main.run(mode: .default, before: deadline)
    }
    return true
  }

  /// Runs `work` on another thread and waits for it, serving the main queue meanwhile when on
  /// the main thread: for a blocking call (stopping a server, waiting for it to stop) that may
  /// wait for a room that waits for a render.
  public static func run(_ work: @escaping @Sendable () -> Void) {
    guard Thread.isMainThread else { return work() }
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      work()
      done.signal()
      // Wakes the run loop below, which sleeps until the main queue has work.
      DispatchQueue.main.async {}
    }
    while done.wait(timeout: .now()) == .timedOut {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
