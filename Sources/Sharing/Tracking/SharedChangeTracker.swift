import Dependencies
import Foundation
import IssueReporting

/// Records the changes made to shared state while it tracks, so that a test store can assert
/// them as TCA's `TestStore` does: the value each shared reference had before its first
/// tracked change is its *snapshot*, which an assertion starts from.
///
/// A test store tracks while its feature runs (``track(_:)-(inout DependencyValues)``), and
/// asserts (``assert(_:)``) while it applies a test's trailing closure and compares states:
/// there, a ``Shared`` reads as its snapshot, `withLock` changes the snapshot instead of the
/// value, and `==` compares a reference's snapshot with its actual value. A shared value the
/// feature changed and the closure did not describe then differs, and the test fails with its
/// diff. After each assertion the store calls ``reset()``.
///
/// Values compare by identity: copies track into the same records.
public struct SharedChangeTracker: Hashable, Sendable {
  let changes: Changes

  /// Creates a tracker; when `reportsUnassertedChanges`, changes still recorded when the last
  /// copy goes away are reported as issues (by default, in tests).
  public init(reportsUnassertedChanges: Bool = isTesting) {
    changes = Changes(reportsUnassertedChanges: reportsUnassertedChanges)
  }

  /// Whether changes were recorded since the last ``reset()``.
  public var hasChanges: Bool { changes.hasChanges }

  /// Makes code run with `dependencies` record its changes here.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies[TrackingKey.self].insert(self)
  }

  /// Runs `body`, recording the changes it makes here.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      track(&$0)
    } operation: {
      try body()
    }
  }

  /// Runs `body` asserting against the recorded changes: shared values read as their
  /// snapshots, and `withLock` changes the snapshots.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0[AssertingKey.self] = self
    } operation: {
      try body()
    }
  }

  /// Forgets every recorded change.
  public func reset() {
    changes.removeAll()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.changes === rhs.changes }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(changes)) }
}

extension SharedChangeTracker {
  /// One reference's recorded change: its value before the change, or, once an assertion
  /// described it, the value the assertion expects.
  struct Change {
    let reference: any MutableSharedReference
    var value: Any
    var shouldAssert = true
    let location: SourceLocation
  }

  /// The records, by the identity of the root reference.
  ///
  /// `@unchecked Sendable`: `storage` is only read and written under `lock`.
  final class Changes: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var storage: [ObjectIdentifier: Change] = [:]
    private let reportsUnassertedChanges: Bool

    init(reportsUnassertedChanges: Bool) {
      self.reportsUnassertedChanges = reportsUnassertedChanges
    }

    deinit {
      guard reportsUnassertedChanges else { return }
      for change in storage.values where change.shouldAssert {
        func current<R: MutableSharedReference>(_ reference: R) -> Any { reference.wrappedValue }
        let reference = change.reference
        reportIssue(
          """
          Tracked unasserted changes to 'Shared<\(type(of: change.value))>(\(reference))': \
          \(String(reflecting: change.value)) → \(String(reflecting: current(reference)))
          """,
          fileID: change.location.fileID, filePath: change.location.filePath,
          line: change.location.line, column: change.location.column)
      }
    }

    var hasChanges: Bool { lock.withLock { !storage.isEmpty } }

    func value<Value>(of reference: some MutableSharedReference<Value>) -> Value? {
      lock.withLock { storage[reference.id]?.value as? Value }
    }

    /// Records `value` for `reference`: the first value only when `overwrites` is `false`.
    func record<Value>(
      _ value: Value, of reference: some MutableSharedReference<Value>, overwrites: Bool,
      at location: SourceLocation
    ) {
      lock.withLock {
        if var change = storage[reference.id] {
          guard overwrites else { return }
          change.value = value
          storage[reference.id] = change
        } else {
          storage[reference.id] = Change(reference: reference, value: value, location: location)
        }
      }
    }

    func untrack(_ id: ObjectIdentifier) {
      lock.withLock { storage[id]?.shouldAssert = false }
    }

    func removeAll() {
      lock.withLock { storage.removeAll() }
    }
  }

  enum TrackingKey: DependencyKey {
    static var liveValue: Set<SharedChangeTracker> { [] }
    static var testValue: Set<SharedChangeTracker> { [] }
  }

  enum AssertingKey: DependencyKey {
    static var liveValue: SharedChangeTracker? { nil }
    static var testValue: SharedChangeTracker? { nil }
  }
}
