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

  init(loop: EventLoop) { self.loop = loop }

  /// Asks the loop to flush `connection`; only the first request since the loop last took
  /// them wakes it.
  func request(_ connection: WebSocketConnection) {
    let isFirst = waiting.withLock { waiting in
      waiting.append(connection)
      return waiting.count == 1
    }
    if isFirst { loop.execute { [self] in flushWaiting() } }
  }

  /// Flushes every connection asked for so far. Loop thread only.
  private func flushWaiting() {
    let connections = waiting.withLock { waiting in
      defer { waiting = [] }
      return waiting
    }
    for connection in connections { connection.connection?.flush() }
  }
}
