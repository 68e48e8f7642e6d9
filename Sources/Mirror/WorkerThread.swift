import Foundation
import Synchronization

/// A thread of its own for long computations (flow maps, exported tests), so that they never
/// take a thread from the pool that reads files and answers the API: jobs run in order, one at
/// a time. The thread starts with the first job and ends when none is left.
final class WorkerThread: Sendable {
  private struct Jobs {
    var waiting: [@Sendable () -> Void] = []
    var isRunning = false
  }

  private let name: String
  private let jobs = Mutex(Jobs())

  /// A worker whose thread is called `name`.
  init(name: String) {
    self.name = name
  }

  /// Runs `job` after the jobs before it.
  func run(_ job: @escaping @Sendable () -> Void) {
    let starts = jobs.withLock { jobs in
      jobs.waiting.append(job)
      defer { jobs.isRunning = true }
      return !jobs.isRunning
    }
    guard starts else { return }
    let thread = Thread { [self] in
      while let next = jobs.withLock({ jobs -> (@Sendable () -> Void)? in
        guard !jobs.waiting.isEmpty else {
          jobs.isRunning = false
          return nil
        }
        return jobs.waiting.removeFirst()
      }) {
        next()
      }
    }
    thread.name = name
    thread.start()
  }
}
