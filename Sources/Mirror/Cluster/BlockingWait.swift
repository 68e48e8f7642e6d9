import Dispatch
import Synchronization

/// Runs `body` and blocks the calling thread until it finished: for the registry's own queue
/// and the server's start, which are synchronous and never on the event loop that answers.
func waitFor<T: Sendable>(
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
  done.wait()
  return try outcome.withLock { $0! }.get()
}
