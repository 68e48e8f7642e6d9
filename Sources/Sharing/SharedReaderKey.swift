/// A type that loads shared state from a storage outside the feature and subscribes to its
/// changes, as swift-sharing's: what `@SharedReader(key)` reads through.
///
/// Conform to it (or to ``SharedKey``, to save as well) when the keys provided —
/// ``InMemoryKey``, ``FileStorageKey``, ``AppStorageKey`` — do not fit.
public protocol SharedReaderKey<Value>: Sendable {
  /// The value loaded.
  associatedtype Value: Sendable
  /// The identity of the key: references made from keys with equal ids share one value.
  associatedtype ID: Hashable = Self

  /// The identity of the key.
  var id: ID { get }

  /// Loads the freshest value from storage, and resumes `continuation` with it (or with
  /// `resumeReturningInitialValue()` when the storage holds none).
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Subscribes to changes of the storage made from outside; the subscription ends when the
  /// returned value is cancelled or released.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  public var id: ID { self }
}

/// Why a ``SharedReaderKey`` is asked to load.
public enum LoadContext<Value> {
  /// A `@Shared` or `@SharedReader` is being created with this default value.
  case initialValue(Value)
  /// The value is loaded on request (`load()`, `init(require:)`), or the storage was restored.
  case userInitiated

  /// The default value of ``initialValue(_:)``; `nil` otherwise.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}
