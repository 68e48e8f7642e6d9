/// A part of another reference, reached by a key path: what `$syncUp.meetings` and
/// `$syncUps[id: id]` read, and write when the base and the key path are writable.
final class KeyPathReference<
  Base: SharedReference, Value, Path: KeyPath<Base.Value, Value> & Sendable
>: SharedReference {
  private let base: Base
  private let keyPath: Path

  init(base: Base, keyPath: Path) {
    self.base = base
    self.keyPath = keyPath
  }

  var id: ObjectIdentifier { base.id }
  var isPersisted: Bool { base.isPersisted }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }

  func load() async throws { try await base.load() }

  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

extension KeyPathReference: MutableSharedReference, Equatable
where Base: MutableSharedReference, Path: WritableKeyPath<Base.Value, Value> {
  var saveError: (any Error)? { base.saveError }
  var snapshot: Value? { base.snapshot?[keyPath: keyPath] }

  func save() async throws { try await base.save() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  func takeSnapshot(_ value: Value, at location: SourceLocation) {
    var snapshot = base.snapshot ?? base.wrappedValue
    snapshot[keyPath: keyPath] = value
    base.takeSnapshot(snapshot, at: location)
  }

  static func == (lhs: KeyPathReference, rhs: KeyPathReference) -> Bool {
    lhs.base == rhs.base && lhs.keyPath == rhs.keyPath
  }
}
