import Dependencies

extension Shared {
  /// Shares the value `key` keeps, `wrappedValue` until the storage has one:
  /// `@Shared(.appStorage("count")) var count = 0`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.reference(for: key, default: wrappedValue(), skipInitialLoad: false))
  }

  /// Shares the optional value `key` keeps, `nil` until the storage has one.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Shares the value a key with a default keeps: `@Shared(.syncUps) var syncUps`.
  public init<Key: SharedKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Shares the value a key with a default keeps, with another default.
  public init<Key: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: Key.Default) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key without a default needs a value to start from, as in swift-sharing.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError("unavailable")
  }

  /// Shares the value `key` loads, failing when it loads none.
  public init(require key: some SharedKey<Value>) async throws {
    let value: Value? = try await withUnsafeThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation("\(key)") { continuation.resume(with: $0) })
    }
    guard let value else { throw SharedLoadError(key: "\(key)") }
    self.init(reference: Self.reference(for: key, default: value, skipInitialLoad: true))
  }

  /// Replaces the share's key with `key`, and loads its value.
  public func load(_ key: some SharedKey<Value>) async throws {
    projectedValue = Shared(
      reference: Self.reference(for: key, default: wrappedValue, skipInitialLoad: true))
    try await load()
  }

  static func reference<Key: SharedKey<Value>>(
    for key: Key, default value: @autoclosure () -> Value, skipInitialLoad: Bool
  ) -> PersistentReference<Key> {
    @Dependency(\.sharedStorage) var storage
    return storage.references.reference(
      for: key, default: value(), skipInitialLoad: skipInitialLoad)
  }
}

/// What `init(require:)` throws when the key's storage holds no value.
struct SharedLoadError: Error, CustomStringConvertible {
  let key: String
  var description: String { "\(key) holds no value" }
}
