import ConcurrencyExtras
import Dependencies
import Foundation

extension DependencyValues {
  /// The storage `@Shared` keys read and write: see ``SharedStorage``. Tests get a new one
  /// each; a running app one for the process, in memory, unless its host sets another.
  public var sharedStorage: SharedStorage {
    get { self[SharedStorageKey.self] }
    set { self[SharedStorageKey.self] = newValue }
  }

  /// The storage of `.inMemory` keys, as swift-sharing names it: the ``sharedStorage``'s
  /// unless set.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageOverride.self] ?? sharedStorage.inMemory }
    set { self[InMemoryStorageOverride.self] = newValue }
  }

  /// The file storage of `.fileStorage` keys, as swift-sharing names it: the
  /// ``sharedStorage``'s unless set (`$0.defaultFileStorage = .inMemory`).
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageOverride.self] ?? sharedStorage.fileStorage }
    set { self[FileStorageOverride.self] = newValue }
  }

  /// The defaults of `.appStorage` keys, as swift-sharing names it: the ``sharedStorage``'s
  /// unless set.
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageOverride.self]?.value ?? sharedStorage.appStorage }
    set { self[AppStorageOverride.self] = UncheckedSendable(newValue) }
  }
}

private enum SharedStorageKey: DependencyKey {
  static let liveValue = SharedStorage()
  static var testValue: SharedStorage { SharedStorage() }
}

private enum InMemoryStorageOverride: DependencyKey {
  static var liveValue: InMemoryStorage? { nil }
  static var testValue: InMemoryStorage? { nil }
}

private enum FileStorageOverride: DependencyKey {
  static var liveValue: FileStorage? { nil }
  static var testValue: FileStorage? { nil }
}

private enum AppStorageOverride: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults>? { nil }
  static var testValue: UncheckedSendable<UserDefaults>? { nil }
}
