import RedisClient

/// Sends `SET`s on one connection in batches: the next batch goes out when every reply of the
/// one before has come, as `redis-benchmark -P` does.
///
/// `@unchecked Sendable`: confined to the loop thread of its connection: `start` is called
/// there and the completions of its commands run there.
final class BatchSender: @unchecked Sendable {
  private let connection: RedisConnection
  private let batchSize: Int
  private var toSend: Int
  private var awaited = 0
  private var done: () -> Void = {}
  /// The first error a command got, which ends the run.
  private(set) var failure: RedisError?

  init(connection: RedisConnection, batchSize: Int, total: Int) {
    self.connection = connection
    self.batchSize = max(1, batchSize)
    toSend = total
  }

  /// Sends the first batch; `done` runs when the last reply has come (or a command failed).
  func start(done: @escaping () -> Void) {
    self.done = done
    sendBatch()
  }

  private func sendBatch() {
    guard toSend > 0, failure == nil else { return done() }
    awaited = min(batchSize, toSend)
    toSend -= awaited
    for _ in 0..<awaited {
      connection.send(["SET", "key:__rand_int__", "xxx"]) { [self] result in
        if case .failure(let error) = result, failure == nil { failure = error }
        awaited -= 1
        if awaited == 0 { sendBatch() }
      }
    }
  }
}
