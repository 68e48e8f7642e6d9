import Dispatch
import PosixIO
import Synchronization

/// One computation that several requests wait for (single flight): the first asks for it, the
/// others join, and all get its one result.
final class SharedComputation<Value: Sendable>: Sendable {
  private let done = Latch()
  private let result = Mutex<Value?>(nil)

  /// Hands `value` to every request waiting and to those that join later.
  func finish(with value: Value) {
    result.withLock { $0 = value }
    done.signal()
  }

  /// The result, once finished within `timeout`; `nil` when it was not.
  func wait(timeout: DispatchTimeInterval) -> Value? {
    guard done.wait(timeout: .now() + timeout) else { return nil }
    return result.withLock { $0 }
  }
}
