import Dispatch
import Synchronization

/// An executor whose serial context and `.run` bodies share one FIFO of jobs, run one at a
/// time, in the order they arrived, on the thread that calls
/// ``drive(expectingMore:advanceClock:deadline:whenLate:)``: how a flow-map step runs effects
/// deterministically.
///
/// Bodies are tasks that prefer this executor (`Task(executorPreference:)`), so every job of
/// theirs — their start, each resumption after a `Task.yield()` or a clock's wake-up — comes
/// here and runs on the driving thread. The driver waits only when the FIFO is empty while a
/// body is still running: then it is waiting for something another thread will resume.
package final class DeterministicEffectExecutor: TaskExecutor, EffectExecutor {
  private enum Job: Sendable {
    case work(@Sendable () -> Void)
    case task(UnownedJob)
    /// The step's deadline passed.
    case deadline
  }

  private struct Jobs {
    var queue = JobFIFO<Job>()
    /// Once the step is over: jobs of bodies still alive go to the global executor.
    var isClosed = false
    /// Whether the driver sleeps until the next job arrives.
    var driverSleeps = false
  }

  private let jobs = Mutex(Jobs())
  /// Wakes the driver when a job arrives while it sleeps (a signal, not a lock). The driver
  /// never waits on it with a timeout: a timed wait sleeps at least the kernel's timer slack,
  /// which would cost every step that much.
  private let arrivals = DispatchSemaphore(value: 0)

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if !append(.task(job)) {
      globalConcurrentExecutor.enqueue(ExecutorJob(job))
    }
  }

  func schedule(_ work: @escaping @Sendable () -> Void) {
    _ = append(.work(work))
  }

  /// The serial context is whichever thread drives the queue: nothing to check.
  func assertOnSerialContext() {}

  func startTask(
    priority: TaskPriority?, _ body: sending @escaping () async -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: self, priority: priority, operation: body)
  }

  /// Queues `job`; `false` once closed.
  private func append(_ job: Job) -> Bool {
    let (queued, wakesDriver) = jobs.withLock { jobs in
      guard !jobs.isClosed else { return (false, false) }
      jobs.queue.push(job)
      defer { jobs.driverSleeps = false }
      return (true, jobs.driverSleeps)
    }
    if wakesDriver { arrivals.signal() }
    return queued
  }

  /// The next job; when there is none, `nil`, or with `waiting`, the next one to arrive.
  private func next(waiting: Bool) -> Job? {
    while true {
      let job = jobs.withLock { jobs -> Job? in
        if let job = jobs.queue.pop() { return job }
        jobs.driverSleeps = waiting
        return nil
      }
      if let job { return job }
      guard waiting else { return nil }
      arrivals.wait()
    }
  }

  /// Runs the queued jobs in order on this thread until there are none left and
  /// `expectingMore` says no more will come. When none is queued but more will come, it first
  /// moves the step's clock (`advanceClock`): the sleepers it resumes queue their jobs. When
  /// the clock's next wake-up is past its limit, `whenLate` runs (it cancels what is still
  /// running) and the driver waits no more. When nothing sleeps on the clock (a body waits for
  /// another thread), it waits for the next job; `deadline` is started the first time it
  /// does, and when it returns, `whenLate` runs likewise.
  package func drive(
    expectingMore: () -> Bool,
    advanceClock: () -> StepClock.Advance,
    deadline: @escaping @Sendable () async -> Void,
    whenLate: () -> Void
  ) {
    var timer: Task<Void, Never>?
    defer { timer?.cancel() }
    var isLate = false
    func run(_ job: Job) {
      switch job {
      case .work(let work):
        work()
      case .task(let job):
        job.runSynchronously(on: asUnownedTaskExecutor())
      case .deadline:
        guard !isLate else { return }
        isLate = true
        whenLate()
      }
    }
    while true {
      if let job = next(waiting: false) {
        run(job)
        continue
      }
      guard !isLate, expectingMore() else { return }
      switch advanceClock() {
      case .advanced:
        continue
      case .pastLimit:
        isLate = true
        whenLate()
        continue
      case .noSleepers:
        break
      }
      if timer == nil {
        timer = Task { [weak self] in
          await deadline()
          guard !Task.isCancelled else { return }
          _ = self?.append(.deadline)
        }
      }
      guard let job = next(waiting: true) else { return }
      run(job)
    }
  }

  /// Ends the step: jobs still queued or still to come from bodies that outlive it (ignoring
  /// cancellation) run on the global executor; the rest of the queued work is dropped.
  package func close() {
    let left = jobs.withLock { jobs in
      jobs.isClosed = true
      return jobs.queue.removeAll()
    }
    for job in left {
      if case .task(let job) = job { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }
  }
}
