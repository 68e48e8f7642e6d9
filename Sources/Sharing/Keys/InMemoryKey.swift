import Dependencies

extension SharedReaderKey {
  /// A key to a value kept in memory, shared by every `@Shared(.inMemory(key))` of the
  /// storage: `@Shared(.inMemory("isOnboarded")) var isOnboarded = false`.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// The key `.inMemory(_:)` makes: a value in the current ``InMemoryStorage``, as
/// swift-sharing's.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: InMemoryStorage

  fileprivate init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var store
    self.key = key
    self.store = store
  }

  public var id: InMemoryKeyID { InMemoryKeyID(key: key, store: store) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    switch context {
    case .initialValue(let initialValue):
      continuation.resume(returning: store.values.value(at: key, default: initialValue))
    case .userInitiated:
      if let value = store.values.value(at: key, as: Value.self) {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    store.values.set(value, at: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an ``InMemoryKey``: its name in its storage.
public struct InMemoryKeyID: Hashable {
  let key: String
  let store: InMemoryStorage
}
