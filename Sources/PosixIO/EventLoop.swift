import CLinuxShims
import Glibc
import Synchronization

/// Something that owns a descriptor registered with an `EventLoop`.
public protocol EventHandler: AnyObject {
  /// Called on the loop thread when the descriptor is ready.
  func handleEvents(_ events: EpollEvents)
}

/// Identifies a timer scheduled with `EventLoop.schedule(after:_:)`.
public struct TimerID: Hashable, Sendable {
  fileprivate let value: UInt64
}

/// One thread running `epoll_wait`: it dispatches readiness to handlers, runs tasks submitted
/// from other threads (woken through an `eventfd`) and fires timers.
///
/// Everything except `execute(_:)`, `stop()`, `join()`, `now()` and `inEventLoop` must be
/// called on the loop thread.
///
/// `@unchecked Sendable`: the handlers, timers and deadlines are confined to the loop thread
/// (the methods that touch them must be called there, as said above); what other threads
/// share with it, the submitted tasks and the stop request, is inside `inbox`'s mutex.
public final class EventLoop: @unchecked Sendable {
  /// What other threads hand to the loop.
  private struct Inbox {
    var tasks: [@Sendable () -> Void] = []
    var shouldStop = false
  }

  private let epoll: Epoll
  private let wakeup: EventFD
  private var handlers: [Int32: EventHandler] = [:]
  private var timers: [UInt64: (deadline: UInt64, task: () -> Void)] = [:]
  /// Deadlines in a binary min-heap, so the next deadline and the due timers cost O(log n)
  /// with thousands of connections' timers. Cancelled timers leave their entry behind; it is
  /// skipped when it surfaces, and the heap is rebuilt when such entries dominate.
  private var deadlines = TimerHeap()
  private var nextTimerID: UInt64 = 0
  /// Work deferred to the end of the current iteration (`executeAfterEvents(_:)`).
  private var afterEvents: [() -> Void] = []
  private let inbox = Mutex(Inbox())
  private let finishedCondition = Latch()
  private let clock: @Sendable () -> UInt64

  /// Creates the epoll instance and the wake-up eventfd, reading time from `clock`
  /// (monotonic nanoseconds; ``monotonicNow()`` by default). The thread starts with `start()`.
  public init(clock: @escaping @Sendable () -> UInt64 = EventLoop.monotonicNow) throws {
    self.clock = clock
    epoll = try Epoll()
    wakeup = try EventFD()
    try epoll.add(wakeup.fd, interest: .readable)
  }

  /// The loop running on the current thread, in a thread-local slot: `inEventLoop` is asked
  /// once per message sent, so it takes no lock.
  private static let currentLoopKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether the caller runs on this loop's thread.
  public var inEventLoop: Bool {
    pthread_getspecific(Self.currentLoopKey) == Unmanaged.passUnretained(self).toOpaque()
  }

  /// The loop's time in nanoseconds, from the clock it was created with: timers and the
  /// deadlines of its connections are measured with it.
  public func now() -> UInt64 { clock() }

  /// The system's monotonic time in nanoseconds (`CLOCK_MONOTONIC`).
  @Sendable public static func monotonicNow() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// Spawns the loop thread.
  public func start() throws {
    let box = Unmanaged.passRetained(self).toOpaque()
    var tid = pthread_t()
    let result = pthread_create(
      &tid, nil,
      { argument in
        guard let argument else { return nil }
        let loop = Unmanaged<EventLoop>.fromOpaque(argument).takeRetainedValue()
        loop.run()
        return nil
      }, box)
    guard result == 0 else {
      Unmanaged<EventLoop>.fromOpaque(box).release()
      throw IOError(errnoCode: result, function: "pthread_create")
    }
    // Joined through `finishedCondition`, never with pthread_join: let the system reclaim it.
    pthread_detach(tid)
  }

  /// Queues `task` to run on the loop thread and wakes the loop. Safe from any thread.
  public func execute(_ task: @escaping @Sendable () -> Void) {
    let wasEmpty = inbox.withLock { inbox -> Bool in
      inbox.tasks.append(task)
      return inbox.tasks.count == 1
    }
    if wasEmpty { wakeup.signal() }
  }

  /// Asks the loop to exit after the current iteration. Safe from any thread.
  public func stop() {
    inbox.withLock { $0.shouldStop = true }
    wakeup.signal()
  }

  /// Blocks until the loop thread has exited.
  public func join() {
    finishedCondition.wait()
  }

  /// Registers `handler` for readiness of `fd`.
  public func register(_ fd: Int32, interest: EpollEvents, handler: EventHandler) throws {
    try epoll.add(fd, interest: interest)
    handlers[fd] = handler
  }

  /// Changes the readiness `fd` is watched for.
  public func modify(_ fd: Int32, interest: EpollEvents) throws {
    try epoll.modify(fd, interest: interest)
  }

  /// Stops watching `fd`. Call before closing it.
  public func deregister(_ fd: Int32) {
    epoll.remove(fd)
    handlers[fd] = nil
  }

  /// Runs `task` on the loop thread after `seconds`.
  @discardableResult
  public func schedule(after seconds: Double, _ task: @escaping () -> Void) -> TimerID {
    nextTimerID += 1
    let deadline = now() + UInt64(max(0, seconds) * 1_000_000_000)
    timers[nextTimerID] = (deadline, task)
    deadlines.push(deadline: deadline, id: nextTimerID)
    return TimerID(value: nextTimerID)
  }

  /// Runs `task` on the loop thread once the events, tasks and timers of the current
  /// iteration are handled, before the loop waits again: how writes are corked, so that every
  /// message one read produces for a socket leaves in one system call.
  public func executeAfterEvents(_ task: @escaping () -> Void) {
    afterEvents.append(task)
  }

  /// Cancels a timer that has not fired yet.
  public func cancel(_ timer: TimerID) {
    timers[timer.value] = nil
    if deadlines.count > 64, deadlines.count > 4 * timers.count {
      deadlines = TimerHeap(timers.map { (deadline: $0.value.deadline, id: $0.key) })
    }
  }

  private func run() {
    pthread_setspecific(Self.currentLoopKey, Unmanaged.passUnretained(self).toOpaque())
    defer { pthread_setspecific(Self.currentLoopKey, nil) }
    while !inbox.withLock({ $0.shouldStop }) {
      var timeout: Int32 = -1
      while let top = deadlines.top, timers[top.id] == nil { deadlines.pop() }
      if let earliest = deadlines.top?.deadline {
        let now = now()
        timeout = earliest <= now ? 0 : Int32(min((earliest - now + 999_999) / 1_000_000, 60_000))
      }
      do {
        try epoll.wait(timeoutMilliseconds: timeout) { fd, events in
          if fd == wakeup.fd {
            wakeup.drain()
          } else {
            handlers[fd]?.handleEvents(events)
          }
        }
      } catch {
        // epoll_wait only fails on programming errors (EBADF, EINVAL); stop rather than spin.
        break
      }
      runTasks()
      fireTimers()
      runAfterEvents()
    }
    runTasks()
    runAfterEvents()
    handlers.removeAll()
    timers.removeAll()
    deadlines = TimerHeap()
    finishedCondition.signal()
  }

  private func runTasks() {
    let tasks = inbox.withLock { inbox -> [@Sendable () -> Void] in
      defer { inbox.tasks.removeAll() }
      return inbox.tasks
    }
    for task in tasks { task() }
  }

  private func runAfterEvents() {
    // A deferred task may defer another; it runs in this same pass.
    while !afterEvents.isEmpty {
      let tasks = afterEvents
      afterEvents = []
      for task in tasks { task() }
    }
  }

  private func fireTimers() {
    guard !timers.isEmpty else { return }
    let now = now()
    while let top = deadlines.top, top.deadline <= now {
      deadlines.pop()
      if let timer = timers.removeValue(forKey: top.id) { timer.task() }
    }
  }
}

/// A binary min-heap of (deadline, timer id).
struct TimerHeap {
  private var entries: [(deadline: UInt64, id: UInt64)] = []

  init() {}

  init(_ entries: [(deadline: UInt64, id: UInt64)]) {
    for entry in entries { push(deadline: entry.deadline, id: entry.id) }
  }

  var count: Int { entries.count }
  var top: (deadline: UInt64, id: UInt64)? { entries.first }

  mutating func push(deadline: UInt64, id: UInt64) {
    entries.append((deadline, id))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].deadline < entries[parent].deadline else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() {
    guard !entries.isEmpty else { return }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left].deadline < entries[smallest].deadline {
        smallest = left
      }
      if right < entries.count, entries[right].deadline < entries[smallest].deadline {
        smallest = right
      }
      if smallest == parent { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
