/// What a ``SharedReader`` reads through: a box, a key's storage, or a part of another
/// reference. Several `Shared` values holding the same reference see the same value.
protocol SharedReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value

  /// The identity of the storage the value lives in: the root reference's, for a part of it.
  var id: ObjectIdentifier { get }
  /// Whether the value lives in a key's storage (it, or the reference it is a part of, is a
  /// `@Shared(key)`'s), rather than in a box of its own.
  var isPersisted: Bool { get }
  /// The current value.
  var wrappedValue: Value { get }
  /// Whether the storage behind it is loading.
  var isLoading: Bool { get }
  /// The error of the last failed load, if the last load failed.
  var loadError: (any Error)? { get }
  /// Loads the value again from the storage behind it.
  func load() async throws
}

/// What a ``Shared`` reads and writes through.
protocol MutableSharedReference<Value>: SharedReference, Equatable {
  /// The error of the last failed save, if the last save failed.
  var saveError: (any Error)? { get }
  /// The value a test store's assertion starts from, while it asserts: the value before the
  /// first change the store tracked (see ``SharedChangeTracker``).
  var snapshot: Value? { get }
  /// Runs `body` with exclusive access to the value, then saves it to the storage behind it.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// Records `value` as the reference's ``snapshot`` in the tracker asserting or tracking.
  func takeSnapshot(_ value: Value, at location: SourceLocation)
  /// Saves the value to the storage behind it.
  func save() async throws
}

/// Where a mutation of shared state was written, for the failure that reports it unasserted.
public struct SourceLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}
