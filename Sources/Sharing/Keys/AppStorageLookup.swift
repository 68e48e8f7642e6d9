import Foundation

/// How an ``AppStorageKey`` reads and writes its type of value in `UserDefaults`.
protocol AppStorageLookup<Value>: Sendable {
  associatedtype Value: Sendable
  /// The stored value; when there is none, `defaultValue`, which is then stored.
  func load(from store: UserDefaults, at key: String, default defaultValue: Value?) -> Value?
  func save(_ value: Value, to store: UserDefaults, at key: String)
}

/// A value `UserDefaults` stores as it is: numbers, strings, data, dates.
struct CastableLookup<Value: Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String, default defaultValue: Value?) -> Value? {
    if let value = store.object(forKey: key) as? Value { return value }
    if let defaultValue { save(defaultValue, to: store, at: key) }
    return defaultValue
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    AppStorageSetting.$isSetting.withValue(true) { store.set(value, forKey: key) }
  }
}

/// A URL, through `UserDefaults`' own URL methods.
struct URLLookup: AppStorageLookup {
  func load(from store: UserDefaults, at key: String, default defaultValue: URL?) -> URL? {
    if let value = store.url(forKey: key) { return value }
    if let defaultValue { save(defaultValue, to: store, at: key) }
    return defaultValue
  }

  func save(_ value: URL, to store: UserDefaults, at key: String) {
    AppStorageSetting.$isSetting.withValue(true) { store.set(value, forKey: key) }
  }
}

/// A `Codable` value, as JSON data.
struct CodableLookup<Value: Codable & Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String, default defaultValue: Value?) -> Value? {
    if let data = store.data(forKey: key),
      let value = try? JSONDecoder().decode(Value.self, from: data)
    {
      return value
    }
    if let defaultValue { save(defaultValue, to: store, at: key) }
    return defaultValue
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    AppStorageSetting.$isSetting.withValue(true) { store.set(data, forKey: key) }
  }
}

/// A value stored as its raw value.
struct RawRepresentableLookup<Value: RawRepresentable & Sendable, Base: AppStorageLookup>:
  AppStorageLookup
where Value.RawValue == Base.Value {
  let base: Base

  func load(from store: UserDefaults, at key: String, default defaultValue: Value?) -> Value? {
    base.load(from: store, at: key, default: defaultValue?.rawValue).flatMap(Value.init(rawValue:))
      ?? defaultValue
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    base.save(value.rawValue, to: store, at: key)
  }
}

/// An optional value: `nil` removes the key.
struct OptionalLookup<Base: AppStorageLookup>: AppStorageLookup {
  let base: Base

  func load(
    from store: UserDefaults, at key: String, default defaultValue: Base.Value??
  ) -> Base.Value?? {
    .some(base.load(from: store, at: key, default: defaultValue ?? nil))
  }

  func save(_ value: Base.Value?, to store: UserDefaults, at key: String) {
    if let value {
      base.save(value, to: store, at: key)
    } else {
      AppStorageSetting.$isSetting.withValue(true) { store.removeObject(forKey: key) }
    }
  }
}
