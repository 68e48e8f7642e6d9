/// A first-in, first-out queue of jobs that reuses its storage: the queue of the executors
/// that run effect bodies one job at a time.
struct JobFIFO<Job> {
  private var jobs: [Job] = []
  private var head = 0

  var isEmpty: Bool { head == jobs.count }

  mutating func push(_ job: Job) {
    jobs.append(job)
  }

  /// The oldest job, removed; `nil` when there is none.
  mutating func pop() -> Job? {
    guard head < jobs.count else { return nil }
    let job = jobs[head]
    head += 1
    if head == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      head = 0
    }
    return job
  }

  /// Empties the queue and returns what it held, oldest first.
  mutating func removeAll() -> ArraySlice<Job> {
    defer {
      jobs = []
      head = 0
    }
    return jobs[head...]
  }
}
