import Foundation

/// The reference of `@Shared(key)` and `@SharedReader(key)`: one per key id in a
/// ``SharedStorage``, loaded from the key when made, kept up to date by the key's
/// subscription, and saved through the key on every change.
///
/// `@unchecked Sendable`: `value`, `state`, `hooks` and `subscription` are only read and
/// written under `lock`.
final class PersistentReference<Key: SharedReaderKey>: SharedReference, @unchecked Sendable {
  private struct LoadState {
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  let key: Key
  private let initialValue: Key.Value
  private let lock = NSRecursiveLock()
  private var value: Key.Value
  private var state = LoadState()
  private var subscription: SharedSubscription?
  /// Called when the last `Shared` holding the reference lets it go: the storage forgets it.
  var onDeinit: (@Sendable () -> Void)? {
    get { lock.withLock { hooks.onDeinit } }
    set { lock.withLock { hooks.onDeinit = newValue } }
  }
  /// Called after every save: the storage counts its changes.
  var onSave: (@Sendable () -> Void)? {
    get { lock.withLock { hooks.onSave } }
    set { lock.withLock { hooks.onSave = newValue } }
  }
  private var hooks = Hooks()

  private struct Hooks {
    var onDeinit: (@Sendable () -> Void)?
    var onSave: (@Sendable () -> Void)?
  }

  init(key: Key, value initialValue: Key.Value, skipInitialLoad: Bool) {
    self.key = key
    self.initialValue = initialValue
    self.value = initialValue
    if !skipInitialLoad {
      isLoading = true
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation("\(self.key)", callback: receiver()))
    }
    let subscription = key.subscribe(
      context: skipInitialLoad ? .userInitiated : .initialValue(initialValue),
      subscriber: SharedSubscriber(
        callback: receiver(), onLoading: { [weak self] in self?.isLoading = $0 }))
    lock.withLock { self.subscription = subscription }
  }

  deinit { hooks.onDeinit?() }

  /// What a load or the subscription resumes: the new value, the default for `nil`, or the
  /// error, kept for ``loadError``.
  private func receiver() -> @Sendable (Result<Key.Value?, any Error>) -> Void {
    let initialValue = initialValue
    return { [weak self] result in
      guard let self else { return }
      lock.withLock {
        state.isLoading = false
        switch result {
        case .failure(let error):
          state.loadError = error
        case .success(let newValue):
          state.loadError = nil
          value = newValue ?? initialValue
        }
      }
    }
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }
  var isPersisted: Bool { true }

  var isLoading: Bool {
    get { lock.withLock { state.isLoading } }
    set { lock.withLock { state.isLoading = newValue } }
  }

  var loadError: (any Error)? { lock.withLock { state.loadError } }

  var wrappedValue: Key.Value { lock.withLock { value } }

  func load() async throws {
    isLoading = true
    defer { isLoading = false }
    do {
      let loaded: Key.Value? = try await withUnsafeThrowingContinuation { continuation in
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation("\(self.key)") { continuation.resume(with: $0) })
      }
      lock.withLock {
        state.loadError = nil
        if let loaded { value = loaded }
      }
    } catch {
      lock.withLock { state.loadError = error }
      throw error
    }
  }

  /// Reads the key's storage again, as a restored storage requires: the stored value, or the
  /// default when the storage holds none.
  func reloadFromStorage() {
    key.load(
      context: .userInitiated, continuation: LoadContinuation("\(self.key)", callback: receiver()))
  }

  var description: String { String(reflecting: key) }
}

extension PersistentReference: MutableSharedReference, Equatable where Key: SharedKey {
  var saveError: (any Error)? { lock.withLock { state.saveError } }

  var snapshot: Key.Value? { SharedChanges.current.snapshot(of: self) }

  func takeSnapshot(_ value: Key.Value, at location: SourceLocation) {
    SharedChanges.current.record(value, of: self, at: location)
  }

  func withLock<R>(_ body: (inout Key.Value) throws -> R) rethrows -> R {
    // On a copy, as `BoxReference.withLock`: `body` may read the share itself.
    let (result, newValue) = try lock.withLock {
      var copy = value
      defer { value = copy }
      let result = try body(&copy)
      return (result, copy)
    }
    key.save(
      newValue, context: .didSet,
      continuation: SaveContinuation("\(self.key)") { [weak self] result in
        guard let self else { return }
        lock.withLock {
          switch result {
          case .success: state.saveError = nil
          case .failure(let error): state.saveError = error
          }
        }
      })
    onSave?()
    return result
  }

  func save() async throws {
    let value = wrappedValue
    do {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        key.save(
          value, context: .userInitiated,
          continuation: SaveContinuation("\(self.key)") {
            continuation.resume(with: $0.map { _ in })
          })
      }
      lock.withLock { state.saveError = nil }
    } catch {
      lock.withLock { state.saveError = error }
      throw error
    }
  }

  static func == (lhs: PersistentReference, rhs: PersistentReference) -> Bool { lhs === rhs }
}
