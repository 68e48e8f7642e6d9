import ConcurrencyExtras
import Foundation

/// Everything `@Shared` persists to, owned by one runtime: the values of `.inMemory` keys, the
/// files of `.fileStorage` keys, the defaults of `.appStorage` keys, and the one reference per
/// key that every `@Shared(key)` of the runtime shares.
///
/// A runtime that runs several stores side by side (a server's rooms) gives each store its own
/// storage through the `\.sharedStorage` dependency, so that they share nothing, and can save
/// it with the store's history (``snapshot()``) and put it back (``restore(_:)``):
///
/// ```swift
/// let storage = SharedStorage()
/// let store = Store(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
///   $0.sharedStorage = storage
/// }
/// let saved = storage.snapshot()         // after an action: Codable, to journal
/// storage.restore(saved)                 // time travel: every `@Shared` reads the saved values
/// ```
///
/// Tests get a new storage each (swift-dependencies' test value), as swift-sharing's tests get
/// a new file system in memory and new defaults.
public final class SharedStorage: Sendable {
  /// The values of `.inMemory` keys.
  public let inMemory: InMemoryStorage
  /// The files of `.fileStorage` keys.
  public let fileStorage: FileStorage
  /// The defaults of `.appStorage` keys.
  public var appStorage: UserDefaults { defaults.value }
  let defaults: UncheckedSendable<UserDefaults>
  /// The suite of ``appStorage`` when the storage made it: what a snapshot reads and restores.
  let appStorageSuite: String?
  let references = PersistentReferences()

  /// Creates a storage keeping its files in `fileStorage` (a file system in memory by
  /// default) and its app storage in `appStorage` (by default new defaults of its own, in a
  /// temporary suite it removes when it goes away).
  public init(fileStorage: FileStorage = .inMemory, appStorage: UserDefaults? = nil) {
    inMemory = InMemoryStorage()
    self.fileStorage = fileStorage
    if let appStorage {
      defaults = UncheckedSendable(appStorage)
      appStorageSuite = nil
    } else {
      let suite = "\(NSTemporaryDirectory())navmirror.sharing.\(UUID().uuidString)"
      defaults = UncheckedSendable(UserDefaults(suiteName: suite) ?? .standard)
      appStorageSuite = suite
    }
  }

  deinit {
    if let appStorageSuite { defaults.value.removePersistentDomain(forName: appStorageSuite) }
  }

  /// How many times a `@Shared` of this storage saved a change: a runtime compares it before
  /// and after an action to know whether to journal a new ``snapshot()``.
  public var changeCount: Int { references.changeCount }
}
