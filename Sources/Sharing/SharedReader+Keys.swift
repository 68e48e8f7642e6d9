import Dependencies

extension SharedReader {
  /// Reads the value `key` keeps, `wrappedValue` until the storage has one.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: Self.reference(for: key, default: wrappedValue()))
  }

  /// Reads the value `key` keeps (a ``SharedKey`` read-only).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.reference(for: key, default: wrappedValue()))
  }

  /// Reads the optional value `key` keeps, `nil` until the storage has one.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Reads the value a key with a default keeps.
  public init<Key: SharedReaderKey<Value>>(_ key: Key.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Reads the value a key with a default keeps, with another default.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: Key.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key without a default needs a value to start from, as in swift-sharing.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError("unavailable")
  }

  static func reference<Key: SharedReaderKey<Value>>(
    for key: Key, default value: @autoclosure () -> Value
  ) -> PersistentReference<Key> {
    @Dependency(\.sharedStorage) var storage
    return storage.references.reference(for: key, default: value(), skipInitialLoad: false)
  }
}
