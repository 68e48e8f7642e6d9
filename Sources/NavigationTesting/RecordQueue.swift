import Foundation
import NavigationCore

/// The actions a store processed, waiting for a test to assert them: filled on the store's
/// queue, read by the test.
final class RecordQueue<State, Action>: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var items: [StoreChange<State, Action>] = []

  var isEmpty: Bool { lock.withLock { items.isEmpty } }
  var all: [StoreChange<State, Action>] { lock.withLock { items } }

  func append(_ item: StoreChange<State, Action>) { lock.withLock { items.append(item) } }
  func prepend(_ new: [StoreChange<State, Action>]) {
    lock.withLock { items.insert(contentsOf: new, at: 0) }
  }
  func contains(where predicate: (Action) -> Bool) -> Bool {
    lock.withLock { items.contains { predicate($0.action) } }
  }
  func popFirst() -> StoreChange<State, Action>? {
    lock.withLock { items.isEmpty ? nil : items.removeFirst() }
  }
  func takeAll() -> [StoreChange<State, Action>] {
    lock.withLock {
      defer { items.removeAll() }
      return items
    }
  }
}
