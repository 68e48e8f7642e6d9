import Synchronization

/// One computation that several requests wait for (single flight): the first asks for it,
/// the others join, and all are handed its one result, without a thread waiting meanwhile.
final class SharedComputation<Value: Sendable>: Sendable {
  private enum Progress {
    case running(waiters: [@Sendable (Value) -> Void])
    case finished(Value)
  }

  private let progress = Mutex(Progress.running(waiters: []))

  /// Calls `waiter` with the result: at once when there is one, else when it comes.
  func whenFinished(_ waiter: @escaping @Sendable (Value) -> Void) {
    let value = progress.withLock { progress -> Value? in
      switch progress {
      case .running(let waiters):
        progress = .running(waiters: waiters + [waiter])
        return nil
      case .finished(let value):
        return value
      }
    }
    if let value { waiter(value) }
  }

  /// Hands `value` to every waiter, and to those that come later.
  func finish(with value: Value) {
    let waiters = progress.withLock { progress -> [@Sendable (Value) -> Void] in
      guard case .running(let waiters) = progress else { return [] }
      progress = .finished(value)
      return waiters
    }
    for waiter in waiters { waiter(value) }
  }
}
