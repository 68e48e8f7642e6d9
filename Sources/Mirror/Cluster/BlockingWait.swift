import Dispatch
import Synchronization

/// The longest a room's queue or the registry's waits for Redis: a Redis that stopped
/// answering (frozen, or cut off without a reset) must not hold them for good.
let longestRedisWait: Duration = .seconds(5)

/// Runs `body` and blocks the calling thread until it finished, or until `timeout` passed: for
/// the registry's own queue, a room's queue and the server's start, which are synchronous and
/// never on the event loop that answers.
///
/// - Throws: What `body` throws; `.redis` when it did not finish within `timeout` (it goes on,
///   and its outcome is dropped).
func waitFor<T: Sendable>(
  timeout: Duration = longestRedisWait,
  _ body: @escaping @Sendable () async throws(LedgerError) -> T
) throws(LedgerError) -> T {
  let outcome = Mutex<Result<T, LedgerError>?>(nil)
  let done = DispatchSemaphore(value: 0)
  Task {
    let result: Result<T, LedgerError>
    do throws(LedgerError) {
      result = .success(try await body())
    } catch {
      result = .failure(error)
    }
    outcome.withLock { $0 = result }
    done.signal()
  }
  let nanoseconds =
    Int(timeout.components.seconds) * 1_000_000_000
    + Int(timeout.components.attoseconds / 1_000_000_000)
  guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success,
    let result = outcome.withLock({ $0 })
  else {
    throw .redis("Redis did not answer within \(timeout)")
  }
  return try result.get()
}
