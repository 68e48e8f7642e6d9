import Foundation
import Synchronization

/// The references of a ``SharedStorage``'s keys, one per key id while some `Shared` holds it,
/// so that every `@Shared(key)` with the same key shares one value.
///
/// `@unchecked Sendable`: `storage` is only read and written under `lock`.
final class PersistentReferences: @unchecked Sendable {
  private struct Entry {
    weak var reference: (any ReloadableReference)?
  }

  private let lock = NSLock()
  private var storage: [AnyHashable: Entry] = [:]
  private let changes = Atomic<Int>(0)

  /// How many saves the references made: what tells a runtime its storage changed.
  var changeCount: Int { changes.load(ordering: .relaxed) }

  /// The reference for `key`, made from `value` when none is alive.
  func reference<Key: SharedReaderKey>(
    for key: Key, default value: @autoclosure () throws -> Key.Value, skipInitialLoad: Bool
  ) rethrows -> PersistentReference<Key> {
    let id = AnyHashable(key.id)
    if let reference = lock.withLock({ storage[id]?.reference as? PersistentReference<Key> }) {
      return reference
    }
    let reference = PersistentReference(
      key: key, value: try value(), skipInitialLoad: skipInitialLoad)
    return lock.withLock {
      if let existing = storage[id]?.reference as? PersistentReference<Key> { return existing }
      storage[id] = Entry(reference: reference)
      reference.onDeinit = { [weak self] in self?.forgetReleased() }
      reference.onSave = { [weak self] in self?.changes.add(1, ordering: .relaxed) }
      return reference
    }
  }

  /// Makes every live reference read its storage again.
  func reloadAll() {
    let references = lock.withLock { storage.values.compactMap(\.reference) }
    for reference in references { reference.reloadFromStorage() }
  }

  /// Forgets the keys whose reference was released.
  private func forgetReleased() {
    lock.withLock { storage = storage.filter { $0.value.reference != nil } }
  }
}

/// A reference that can read its storage again.
protocol ReloadableReference: AnyObject, Sendable {
  func reloadFromStorage()
}

extension PersistentReference: ReloadableReference {}
