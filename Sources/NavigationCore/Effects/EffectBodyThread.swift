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
package final class EffectBodyThread: TaskExecutor, Sendable {
  private struct Jobs {
    var fifo = JobFIFO<UnownedJob>()
    var isRunning = false
    var isClosed = false
    /// How many jobs ever arrived: a waiter compares it before and after to see new work.
    var arrived = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let jobs = Mutex(Jobs())
  /// Signalled once per job queued, and once on close (a signal, not a lock).
  private let arrivals = DispatchSemaphore(value: 0)

  /// Starts the thread.
  package init() {
    let thread = Thread { [self] in run() }
    thread.name = "navmirror.effect-bodies"
    thread.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let queued = jobs.withLock { jobs in
      guard !jobs.isClosed else { return false }
      jobs.fifo.push(job)
      jobs.arrived += 1
      return true
    }
    if queued {
      arrivals.signal()
    } else {
      globalConcurrentExecutor.enqueue(ExecutorJob(job))
    }
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
      let isIdle = jobs.withLock { jobs in
        if jobs.isClosed || (!jobs.isRunning && jobs.fifo.isEmpty) { return true }
        jobs.idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  /// Stops the thread once the queued jobs ran; jobs arriving later run on the global
  /// executor (bodies that outlive their test store, ignoring cancellation).
  package func close() {
    let waiters = jobs.withLock { jobs in
      jobs.isClosed = true
      return jobs.idleWaiters.take()
    }
    for waiter in waiters { waiter.resume() }
    arrivals.signal()
  }

  private func releaseIdleWaiters() {
    let waiters = jobs.withLock { $0.idleWaiters.take() }
    for waiter in waiters { waiter.resume() }
  }

  private func run() {
    while true {
      arrivals.wait()
      let next = jobs.withLock {
        jobs -> (job: UnownedJob?, idle: [CheckedContinuation<Void, Never>]) in
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
      let idle = jobs.withLock { jobs -> [CheckedContinuation<Void, Never>] in
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
