/// Sends to many connections made together from a thread that is not their loop's — a room's
/// broadcast — that wake each event loop once, after the last of them.
///
/// A send from another thread wakes the connection's loop unless a wake-up is already due, and
/// a loop that wakes while the broadcast is still going takes what is queued so far and sleeps
/// again: the sender and the loop then take turns through the thousands of connections, and
/// each turn costs a wake-up, a context switch and a short write pass. Inside a batch, wake-ups
/// wait for the end, and every loop then writes all of its connections in one pass.
public final class BroadcastBatch {
  /// The loops this batch owes a wake-up, each once.
  private var pending: [FlushRequests] = []

  private init() {}

  /// Runs `body`, whose sends go through the batch, then wakes every loop they queued for.
  public static func send<Result>(_ body: (BroadcastBatch) throws -> Result) rethrows -> Result {
    let batch = BroadcastBatch()
    defer { batch.wakeLoops() }
    return try body(batch)
  }

  /// Queues `message` for `connection` (see `WebSocketConnection.send(_:)`).
  public func send(_ message: OutboundMessage, to connection: WebSocketConnection) {
    connection.send(message, batch: self)
  }

  /// Replaces what waits for `connection` with `message` (see
  /// `WebSocketConnection.replaceQueued(with:)`).
  public func replaceQueued(with message: OutboundMessage, on connection: WebSocketConnection) {
    connection.replaceQueued(with: message, batch: self)
  }

  /// Notes that `requests` holds a flush whose wake-up is this batch's to give.
  func owesWakeUp(_ requests: FlushRequests) {
    if !pending.contains(where: { $0 === requests }) { pending.append(requests) }
  }

  private func wakeLoops() {
    for requests in pending { requests.wakeLoop() }
  }
}
