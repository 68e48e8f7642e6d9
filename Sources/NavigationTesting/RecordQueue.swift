import NavigationCore
import Synchronization

/// The actions a store processed, waiting for a test to assert them: filled on the store's
/// queue, read by the test.
///
/// Each change is a copy the store made for its observers and keeps no hold of: it is handed
/// over to the test, the only one to read it from then on.
final class RecordQueue<State, Action>: Sendable {
  private let items = Mutex<[Handoff<StoreChange<State, Action>>]>([])

  var isEmpty: Bool { items.withLock { $0.isEmpty } }
  var all: [StoreChange<State, Action>] { items.withLock { $0 }.map(\.value) }

  func append(_ item: StoreChange<State, Action>) {
    let item = Handoff(item)
    items.withLock { $0.append(item) }
  }

  func prepend(_ new: [StoreChange<State, Action>]) {
    let new = new.map(Handoff.init)
    items.withLock { $0.insert(contentsOf: new, at: 0) }
  }

  func contains(where predicate: (Action) -> Bool) -> Bool {
    all.contains { predicate($0.action) }
  }

  func popFirst() -> StoreChange<State, Action>? {
    items.withLock { $0.isEmpty ? nil : $0.removeFirst() }?.value
  }

  func takeAll() -> [StoreChange<State, Action>] {
    items.withLock { items in
      defer { items.removeAll() }
      return items
    }.map(\.value)
  }
}
