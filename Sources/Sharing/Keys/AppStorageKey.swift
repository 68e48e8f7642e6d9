import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a `Bool` in the app's defaults: `@Shared(.appStorage("haptics")) var haptics = true`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to an `Int` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to a `Double` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to a `String` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to strings in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to a `URL` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> { AppStorageKey(key, URLLookup(), store) }

  /// A key to `Data` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to a `Date` in the app's defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> { AppStorageKey(key, CastableLookup(), store) }

  /// A key to a value stored by its `Int` raw value.
  public static func appStorage<Value: RawRepresentable<Int>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, RawRepresentableLookup(base: CastableLookup()), store)
  }

  /// A key to a value stored by its `String` raw value.
  public static func appStorage<Value: RawRepresentable<String>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, RawRepresentableLookup(base: CastableLookup()), store)
  }

  /// A key to a `Codable` value stored as JSON data.
  @_disfavoredOverload
  public static func appStorage<Value: Codable>(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Value> { AppStorageKey(key, CodableLookup(), store) }

  /// A key to an optional `Bool`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `Int`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `Double`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `String`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `Date`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `Data`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, OptionalLookup(base: CastableLookup()), store)
  }

  /// A key to an optional `URL`; `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, OptionalLookup(base: URLLookup()), store)
  }

  /// A key to an optional value stored by its `String` raw value; `nil` removes it.
  public static func appStorage<Value: RawRepresentable<String>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, OptionalLookup(base: RawRepresentableLookup(base: CastableLookup())), store)
  }

  /// A key to an optional value stored by its `Int` raw value; `nil` removes it.
  public static func appStorage<Value: RawRepresentable<Int>>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, OptionalLookup(base: RawRepresentableLookup(base: CastableLookup())), store)
  }
}

/// The key `.appStorage(_:)` makes: a value in `UserDefaults` (the current
/// `defaultAppStorage` unless given a store), as swift-sharing's. A key without a stored value
/// writes its default there when first read. Changes made to the defaults by other code are
/// seen when the defaults post `didChangeNotification`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let lookup: any AppStorageLookup<Value>
  private let key: String
  private let store: UncheckedSendable<UserDefaults>

  init(_ key: String, _ lookup: some AppStorageLookup<Value>, _ store: UserDefaults?) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.lookup = lookup
    self.store = UncheckedSendable(store ?? defaultStore)
  }

  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: store.value) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(
      with: .success(lookup.load(from: store.value, at: key, default: context.initialValue)))
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let lookup = lookup
    let key = key
    let store = store
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store.value, queue: nil
    ) { _ in
      guard !AppStorageSetting.isSetting else { return }
      subscriber.yield(
        with: .success(lookup.load(from: store.value, at: key, default: context.initialValue)))
    }
    let token = UncheckedSendable(observer)
    return SharedSubscription { NotificationCenter.default.removeObserver(token.value) }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    AppStorageSetting.$isSetting.withValue(true) {
      lookup.save(value, to: store.value, at: key)
    }
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// The identity of an ``AppStorageKey``: its name in its defaults.
public struct AppStorageKeyID: Hashable {
  let key: String
  let store: UserDefaults
}

/// Whether an app storage key is writing: its own write is no news to its subscription.
enum AppStorageSetting {
  @TaskLocal static var isSetting = false
}
