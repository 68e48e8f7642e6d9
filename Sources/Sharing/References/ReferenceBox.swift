import Foundation

/// The reference a `Shared` or `SharedReader` holds, replaceable (`load(_:)` changes the key,
/// `$shared = other` the share) while other copies read it.
///
/// `@unchecked Sendable`: `reference` is only read and written under `lock`, and every
/// reference is `Sendable`.
final class ReferenceBox<Reference>: @unchecked Sendable {
  private let lock = NSLock()
  private var _reference: Reference

  init(_ reference: Reference) {
    _reference = reference
  }

  var reference: Reference {
    get { lock.withLock { _reference } }
    set { lock.withLock { _reference = newValue } }
  }
}
