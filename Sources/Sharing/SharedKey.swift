/// A ``SharedReaderKey`` that also saves: what `@Shared(key)` reads and writes through, as in
/// swift-sharing.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value` to storage, and resumes `continuation` once it is saved (or failed).
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedKey`` is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// After a change made with `withLock`.
  case didSet
  /// On request: `save()`.
  case userInitiated
}
