import PosixIO
import Synchronization

/// The connections of one loop that other threads queued messages for, waiting to be flushed.
///
/// A room broadcasts from its own queue, not from the loop: asking the loop once per connection
/// would cost a task, a lock and a thread switch for each of thousands of clients. Requests are
/// collected here instead, and the loop is woken once for all of them: it then writes to every
/// socket in one pass, as if the sends had been made on its own thread.
final class FlushRequests: Sendable {
  private let loop: EventLoop
  private let waiting = Mutex<[WebSocketConnection]>([])
  private let wakeUps = Atomic<Int>(0)

  init(loop: EventLoop) { self.loop = loop }

  /// Asks the loop to flush `connection`; only the first request since the loop last took
  /// them wakes it.
  func request(_ connection: WebSocketConnection) {
    if add(connection) { wakeLoop() }
  }

  /// Adds `connection` without waking the loop; true when it is the first since the loop last
  /// took them, and the caller then owes the loop a `wakeLoop()` (`BroadcastBatch`).
  func add(_ connection: WebSocketConnection) -> Bool {
    waiting.withLock { waiting in
      waiting.append(connection)
      return waiting.count == 1
    }
  }

  /// Wakes the loop to flush what was added.
  func wakeLoop() {
    wakeUps.add(1, ordering: .relaxed)
    loop.execute { [self] in flushWaiting() }
  }

  /// The loop was woken this many times to flush, for tests of the batching.
  var wakeUpCount: Int { wakeUps.load(ordering: .relaxed) }

  /// Flushes every connection asked for so far. Loop thread only.
  private func flushWaiting() {
    let connections = waiting.withLock { waiting in
      defer { waiting = [] }
      return waiting
    }
    for connection in connections { connection.connection?.flush() }
  }
}
