import Foundation

/// The reference of `Shared(value:)`: a value in a box, saved nowhere.
///
/// `@unchecked Sendable`: `value` is only read and written under `lock`.
final class BoxReference<Value>: MutableSharedReference, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }
  var isPersisted: Bool { false }
  var isLoading: Bool { false }
  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }
  var wrappedValue: Value { lock.withLock { value } }
  var snapshot: Value? { SharedChanges.current.snapshot(of: self) }

  func load() {}
  func save() {}

  /// Runs `body` on a copy that replaces the value when `body` returns: `body` may read the
  /// share (or a part of it) itself, which a modification of the stored value in place would
  /// make an overlapping access.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      var copy = value
      defer { value = copy }
      return try body(&copy)
    }
  }

  func takeSnapshot(_ value: Value, at location: SourceLocation) {
    SharedChanges.current.record(value, of: self, at: location)
  }

  static func == (lhs: BoxReference, rhs: BoxReference) -> Bool { lhs === rhs }

  var description: String { "value: \(String(reflecting: wrappedValue))" }
}
