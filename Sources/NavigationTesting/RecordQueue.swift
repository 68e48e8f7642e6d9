import NavigationCore
import Synchronization

/// The actions a store processed, waiting for a test to assert them: filled on the store's
/// queue, read by the test.
///
/// Each record is made from a copy the store made for its observers and keeps no hold of: it is
/// handed over to the test, the only one to read it from then on.
final class RecordQueue<State, Action>: Sendable {
  /// One processed action and the state after it.
  struct Record {
    let action: Action
    let state: State
    /// Whether the test sent it (rather than an effect).
    let isSentByTest: Bool
  }

  private let items = Mutex<[Handoff<Record>]>([])

  var isEmpty: Bool { items.withLock { $0.isEmpty } }
  var all: [Record] { items.withLock { $0 }.map(\.value) }

  func append(_ change: StoreChange<State, TestAction<Action>>) {
    let item = Handoff(
      Record(
        action: change.action.action, state: change.state,
        isSentByTest: change.action.origin == .test))
    items.withLock { $0.append(item) }
  }

  func contains(where predicate: (Action) -> Bool) -> Bool {
    all.contains { predicate($0.action) }
  }

  func popFirst() -> Record? {
    items.withLock { $0.isEmpty ? nil : $0.removeFirst() }?.value
  }

  /// Removes and returns the first record the test sent, leaving the others in their order.
  func popFirstSentByTest() -> Record? {
    items.withLock { items -> Handoff<Record>? in
      guard let index = items.firstIndex(where: { $0.value.isSentByTest }) else { return nil }
      return items.remove(at: index)
    }?.value
  }

  func takeAll() -> [Record] {
    items.withLock { items in
      defer { items.removeAll() }
      return items
    }.map(\.value)
  }
}
