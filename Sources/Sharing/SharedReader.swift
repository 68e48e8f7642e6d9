import Foundation

/// A read-only ``Shared``, as swift-sharing's `@SharedReader`: a feature that must not change
/// a value reads it through this.
///
/// ```swift
/// @SharedReader(.appStorage("haptics")) var haptics = true
/// @SharedReader var syncUp: SyncUp          // SharedReader($syncUp), or $syncUp.title's parent
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: ReferenceBox<any SharedReference<Value>>

  init(reference: any SharedReference<Value>) {
    box = ReferenceBox(reference)
  }

  var reference: any SharedReference<Value> {
    get { box.reference }
    nonmutating set { box.reference = newValue }
  }

  /// Shares `value` read-only.
  public init(value: sending Value) {
    self.init(reference: BoxReference(value))
  }

  /// Reads what `base` shares.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Unwraps a shared optional: `nil` when it holds `nil`.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// Unwraps a read-only shared optional: `nil` when it holds `nil`.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: base.reference.unwrapped(initialValue: initialValue))
  }

  /// The shared value of a property wrapper's projection.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The value. While a test store asserts, the value its assertion starts from.
  public var wrappedValue: Value {
    if SharedChanges.current.isAsserting,
      let reference = reference as? any MutableSharedReference<Value>
    {
      return reference.snapshot ?? reference.wrappedValue
    }
    return reference.wrappedValue
  }

  /// The share itself.
  public var projectedValue: Self {
    get { self }
    nonmutating set { reference = newValue.reference }
  }

  /// A read-only share of a part of the value.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: reference.reading(keyPath))
  }

  /// A read-only share of what `body` computes from the value.
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader<Member>(reference: reference.mapping(body))
  }

  /// Reads the value again from its key's storage.
  public func load() async throws { try await reference.load() }

  /// Whether its key's storage is loading.
  public var isLoading: Bool { reference.isLoading }

  /// The error of the last failed load, if it failed.
  public var loadError: (any Error)? { reference.loadError }
}

extension SharedReader: Sendable {}
