/// A log that keeps nothing (`--in-memory`): every append is "durable" at once.
final class UnsavedLog: RoomLog {
  func append(
    _ record: LogRecord, completion: @escaping @Sendable (Result<String, LogError>) -> Void
  ) {
    completion(.success(""))
  }

  func checkpoint(
    _ checkpoint: LogCheckpoint, completion: @escaping @Sendable (Result<Void, LogError>) -> Void
  ) {
    completion(.success(()))
  }
}
