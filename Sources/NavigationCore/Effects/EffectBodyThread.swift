import Dispatch
import Foundation
import Synchronization

/// A task executor that runs the jobs of effect bodies one at a time, in the order they
/// arrive, on one thread of its own, and tells when it has nothing left to run: how a
/// `TestStore` runs effects.
///
/// The store's decisions about effects stay on its queue (``LiveEffectExecutor``); only the
/// bodies' jobs come here. Because they run in one FIFO, "nothing queued and nothing running"
/// means every body has either ended or is suspended waiting for something outside (a clock,
/// a stream the test feeds): ``waitUntilIdle(timeout:)`` is how `send` lets what an action
/// started run as far as it can, as TCA's test store yields to the main serial executor.
///
/// A task outside the thread that wakes a body — a test advancing its `TestClock`, feeding a
/// stream — waits in ``enqueue(_:)`` until what it woke has run as far as it can (see
/// ``whenWoken(_:)``): when `clock.advance(by:)` moves on to the next sleeper, a timer's next
/// sleep is already on the clock, on any number of cores, as it is on TCA's main serial
/// executor.
package final class EffectBodyThread: TaskExecutor, Sendable {
  private enum IdleWaiter {
    case task(CheckedContinuation<Void, Never>)
    case thread(DispatchSemaphore)

    func resume() {
      switch self {
      case .task(let continuation): continuation.resume()
      case .thread(let semaphore): semaphore.signal()
      }
    }
  }

  private struct Jobs {
    var fifo = JobFIFO<UnownedJob>()
    var isRunning = false
    var isClosed = false
    /// How many jobs ever arrived: a waiter compares it before and after to see new work.
    var arrived = 0
    var idleWaiters: [IdleWaiter] = []
    /// What a task that woke a body runs before it goes on.
    var woken: (@Sendable () -> Void)?
    /// How many ``holding(_:)`` calls keep queued jobs from starting.
    var holds = 0
    /// Whether the thread waits for the last hold to end.
    var waitsForRelease = false
  }

  private let jobs = Mutex(Jobs())
  /// Signalled once per job queued, and once on close (a signal, not a lock).
  private let arrivals = DispatchSemaphore(value: 0)
  /// Signalled when the last hold ends while the thread waits for it (a signal, not a lock).
  private let releases = DispatchSemaphore(value: 0)
  /// Marks the thread, so that a job it queues for itself does not wait for itself.
  private static let runningThread = ThreadLocal<EffectBodyThread>()

  /// Starts the thread.
  package init() {
    let thread = Thread { [self] in Self.runningThread.withValue(self) { run() } }
    thread.name = "navmirror.effect-bodies"
    thread.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (queued, woken) = jobs.withLock { jobs -> (Bool, (@Sendable () -> Void)?) in
      guard !jobs.isClosed else { return (false, nil) }
      jobs.fifo.push(job)
      jobs.arrived += 1
      return (true, jobs.woken)
    }
    guard queued else {
      globalConcurrentExecutor.enqueue(ExecutorJob(job))
      return
    }
    arrivals.signal()
    // Only a task waits: a body started by the store, or resumed by a timer or by another
    // body, is nothing anyone waits on.
    guard let woken, Self.runningThread.value !== self,
      withUnsafeCurrentTask(body: { $0 != nil })
    else { return }
    woken()
  }

  /// Has every task that wakes a body run `settle` before it goes on: how a test store makes
  /// the wake-up's consequences happen before the waker's next step.
  package func whenWoken(_ settle: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.woken = settle }
  }

  /// Runs `body` while no queued job starts (a job already running finishes): how a test store
  /// asserts an action's state before the effects the action started run, as TCA's test store
  /// does on the main serial executor, so that an effect changing shared state does not race
  /// the assertion.
  package func holding<R>(_ body: () throws -> R) rethrows -> R {
    jobs.withLock { $0.holds += 1 }
    defer {
      let wakesThread = jobs.withLock { jobs -> Bool in
        jobs.holds -= 1
        guard jobs.holds == 0, jobs.waitsForRelease else { return false }
        jobs.waitsForRelease = false
        return true
      }
      if wakesThread { releases.signal() }
    }
    return try body()
  }

  /// How many jobs have arrived so far.
  package var arrivedCount: Int { jobs.withLock { $0.arrived } }

  /// Returns once no job is queued or running, or after `timeout` (a body that never stops
  /// yielding would otherwise hold the caller forever).
  package func waitUntilIdle(timeout: Duration) async {
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      self?.releaseIdleWaiters()
    }
    defer { timer.cancel() }
    await withCheckedContinuation { continuation in
      if !wait(.task(continuation)) { continuation.resume() }
    }
  }

  /// Blocks the calling thread until no job is queued or running, or until `deadline`.
  package func blockUntilIdle(until deadline: ContinuousClock.Instant) {
    let semaphore = DispatchSemaphore(value: 0)
    guard wait(.thread(semaphore)) else { return }
    let left = ContinuousClock.now.duration(to: deadline).components
    let nanoseconds = left.seconds * 1_000_000_000 + left.attoseconds / 1_000_000_000
    let timeout = DispatchTime.now() + .nanoseconds(Int(max(0, nanoseconds)))
    guard semaphore.wait(timeout: timeout) == .timedOut else { return }
    // Gone from the waiters unless a wake-up took it in the meantime (then its signal is
    // simply never waited for).
    jobs.withLock { jobs in
      jobs.idleWaiters.removeAll {
        if case .thread(let waiting) = $0 { return waiting === semaphore }
        return false
      }
    }
  }

  /// Adds `waiter` to those woken when the thread idles; `false` when it is idle already.
  private func wait(_ waiter: IdleWaiter) -> Bool {
    jobs.withLock { jobs in
      if jobs.isClosed || (!jobs.isRunning && jobs.fifo.isEmpty) { return false }
      jobs.idleWaiters.append(waiter)
      return true
    }
  }

  /// Stops the thread once the queued jobs ran; jobs arriving later run on the global
  /// executor (bodies that outlive their test store, ignoring cancellation).
  package func close() {
    let (waiters, wakesThread) = jobs.withLock { jobs in
      jobs.isClosed = true
      jobs.woken = nil
      defer { jobs.waitsForRelease = false }
      return (jobs.idleWaiters.take(), jobs.waitsForRelease)
    }
    for waiter in waiters { waiter.resume() }
    if wakesThread { releases.signal() }
    arrivals.signal()
  }

  private func releaseIdleWaiters() {
    let waiters = jobs.withLock { $0.idleWaiters.take() }
    for waiter in waiters { waiter.resume() }
  }

  private func run() {
    while true {
      arrivals.wait()
      let held = jobs.withLock { jobs -> Bool in
        guard jobs.holds > 0, !jobs.isClosed else { return false }
        jobs.waitsForRelease = true
        return true
      }
      if held { releases.wait() }
      let next = jobs.withLock {
        jobs -> (job: UnownedJob?, idle: [IdleWaiter]) in
        if let job = jobs.fifo.pop() {
          jobs.isRunning = true
          return (job, [])
        }
        jobs.isRunning = false
        return (nil, jobs.idleWaiters.take())
      }
      guard let job = next.job else {
        // Only `close` signals without queuing a job.
        for waiter in next.idle { waiter.resume() }
        return
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
      let idle = jobs.withLock { jobs -> [IdleWaiter] in
        jobs.isRunning = false
        return jobs.fifo.isEmpty ? jobs.idleWaiters.take() : []
      }
      for waiter in idle { waiter.resume() }
    }
  }
}

extension Array {
  /// Empties the array and returns what it held.
  fileprivate mutating func take() -> Self {
    defer { self = [] }
    return self
  }
}
