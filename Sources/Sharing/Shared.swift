import Dependencies
import Foundation

/// A property wrapper sharing a value with other features, and with storage outside the app,
/// as swift-sharing's `@Shared`:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared var syncUp: SyncUp                   // handed over: `Shared(value:)`, `$syncUp`
///   @Shared(.syncUps) var syncUps                // a key with a default
///   @Shared(.appStorage("haptics")) var haptics = true
/// }
/// state.$syncUp.withLock { $0.title = "Design" } // every holder sees the change
/// ```
///
/// `$syncUp.meetings` is a `Shared` of a part of the value; `Shared($optional)` unwraps a
/// shared optional. A test store asserts changes of shared values as TCA's does: see
/// ``SharedChangeTracker``.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: ReferenceBox<any MutableSharedReference<Value>>

  init(reference: any MutableSharedReference<Value>) {
    box = ReferenceBox(reference)
  }

  var reference: any MutableSharedReference<Value> {
    get { box.reference }
    nonmutating set { box.reference = newValue }
  }

  /// Shares `value`, saved nowhere: `Shared(value: .mock)`.
  public init(value: sending Value) {
    self.init(reference: BoxReference(value))
  }

  /// Unwraps a shared optional: `nil` when it holds `nil`. The result keeps its last value
  /// once the optional becomes `nil`.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// guard let syncUp = Shared($syncUps[id: id]) else { return }   // Shared<SyncUp>
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: base.reference.unwrapped(initialValue: initialValue))
  }

  /// The shared value of a property wrapper's projection: what Swift calls for `$syncUp` in a
  /// closure's parameters (`ForEach(Array(store.$syncUps)) { $syncUp in … }`).
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The value. While a test store asserts, the value its assertion starts from.
  ///
  /// Change it with ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    let changes = SharedChanges.current
    if changes.isAsserting {
      return reference.snapshot ?? reference.wrappedValue
    }
    return reference.wrappedValue
  }

  /// Changes the value with exclusive access to it, as swift-sharing's: every holder of the
  /// share sees the change, and a key's storage saves it.
  ///
  /// While a test store tracks, the value before the change is recorded for its assertion;
  /// while it asserts (in a trailing closure), the change is made to the expected value.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let changes = SharedChanges.current
    if changes.isAsserting {
      var expected = reference.snapshot ?? reference.wrappedValue
      defer { reference.takeSnapshot(expected, at: location) }
      return try operation(&expected)
    }
    if changes.isTracking {
      reference.takeSnapshot(reference.wrappedValue, at: location)
    }
    return try reference.withLock { try operation(&$0) }
  }

  /// The share itself: `$syncUp`, to hand to another feature.
  public var projectedValue: Self {
    get { self }
    nonmutating set { reference = newValue.reference }
  }

  /// A share of a part of the value: `$syncUp.meetings`, `$syncUps[id: id]`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: reference.appending(keyPath))
  }

  /// A read-only share of a part of the value: `$syncUps.count`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only share of what `body` computes from the value.
  public func read<Member>(_ body: @escaping @Sendable (Value) -> Member) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// Reads the value again from its key's storage.
  public func load() async throws { try await reference.load() }

  /// Saves the value to its key's storage now.
  public func save() async throws { try await reference.save() }

  /// Whether its key's storage is loading.
  public var isLoading: Bool { reference.isLoading }

  /// The error of the last failed load, if it failed.
  public var loadError: (any Error)? { reference.loadError }

  /// The error of the last failed save, if it failed.
  public var saveError: (any Error)? { reference.saveError }
}

extension Shared: Sendable {}
