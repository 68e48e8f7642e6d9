import Synchronization

/// Slows guessing on each connection: after a wrong driver token, the connection's next token
/// is not looked at before a delay that doubles with each wrong one (1×, 2×, 4×, … the base).
///
/// Nothing is kept per address: guesses from the driver's own address (behind a NAT or a
/// proxy, everyone's) never keep the driver, on a connection of its own, from driving. What
/// makes guessing infeasible is the token's length (``AccessPolicy/weakness(of:)``); this
/// only makes each connection's guesses slow.
final class AuthThrottle: Sendable {
  private struct Record {
    var failures: Int
    /// When, on the throttle's clock, the connection may present its next token.
    var retryAt: Duration
  }

  private let baseDelay: Duration
  private let elapsed: @Sendable () -> Duration
  /// Connections remembered at once; past it, those whose delay is over are forgotten first.
  static let maxTracked = 4_096
  private let records = Mutex<[UInt64: Record]>([:])

  /// A throttle whose first delay is `baseDelay`, reading the time from `elapsed` (the
  /// server's clock, a `TestClock` in tests).
  init(baseDelay: Duration, elapsed: @escaping @Sendable () -> Duration) {
    self.baseDelay = baseDelay
    self.elapsed = elapsed
  }

  /// How long `connection` must still wait before presenting a token; `nil` when it may now.
  func remainingDelay(for connection: UInt64) -> Duration? {
    let now = elapsed()
    return records.withLock { records in
      guard let retryAt = records[connection]?.retryAt, now < retryAt else { return nil }
      return retryAt - now
    }
  }

  /// Notes a wrong token on `connection`: its next one waits twice as long as the last.
  func recordFailure(on connection: UInt64) {
    let now = elapsed()
    records.withLock { records in
      if records.count >= Self.maxTracked, records[connection] == nil {
        records = records.filter { $0.value.retryAt > now }
        // Every remembered connection still waits: the oldest wait is forgotten.
        if records.count >= Self.maxTracked,
          let first = records.min(by: { $0.value.retryAt < $1.value.retryAt })
        {
          records[first.key] = nil
        }
      }
      let failures = (records[connection]?.failures ?? 0) + 1
      let delay = baseDelay * (1 << min(failures - 1, 20))
      records[connection] = Record(failures: failures, retryAt: now + delay)
    }
  }

  /// Forgets `connection`'s wrong tokens, after it presented the right one.
  func recordSuccess(on connection: UInt64) {
    _ = records.withLock { records in records.removeValue(forKey: connection) }
  }
}
