import Foundation

/// The reference of `Shared($optional)`: a reference to an optional value, unwrapped. Once the
/// value becomes `nil` it keeps reading as the last value it had, as swift-sharing's does, so
/// that a feature holding it (a detail whose element was deleted) still has a value to show;
/// a write then changes that last value only.
///
/// `@unchecked Sendable`: `cachedValue` is only read and written under `lock`.
final class OptionalReference<Base: SharedReference, Value>: SharedReference,
  @unchecked Sendable
where Base.Value == Value? {
  private let base: Base
  private let lock = NSRecursiveLock()
  private var cachedValue: Value

  init(base: Base, initialValue: Value) {
    self.base = base
    self.cachedValue = initialValue
  }

  var id: ObjectIdentifier { base.id }
  var isPersisted: Bool { base.isPersisted }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }

  var wrappedValue: Value {
    guard let value = base.wrappedValue else { return lock.withLock { cachedValue } }
    lock.withLock { cachedValue = value }
    return value
  }

  func load() async throws { try await base.load() }

  var description: String { "\(base.description)!" }
}

extension OptionalReference: MutableSharedReference, Equatable where Base: MutableSharedReference {
  var saveError: (any Error)? { base.saveError }
  var snapshot: Value? { base.snapshot ?? nil }

  func save() async throws { try await base.save() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { value in
      guard var unwrapped = value else {
        return try lock.withLock {
          var copy = cachedValue
          defer { cachedValue = copy }
          return try body(&copy)
        }
      }
      defer {
        value = unwrapped
        lock.withLock { cachedValue = unwrapped }
      }
      return try body(&unwrapped)
    }
  }

  func takeSnapshot(_ value: Value, at location: SourceLocation) {
    guard base.wrappedValue != nil else { return }
    base.takeSnapshot(value, at: location)
  }

  static func == (lhs: OptionalReference, rhs: OptionalReference) -> Bool {
    lhs.base == rhs.base
  }
}
