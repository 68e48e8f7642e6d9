extension SharedReaderKey {
  /// A key with a default value, as swift-sharing's: what a key named once for the whole app
  /// is declared as, so that `@Shared(.syncUps) var syncUps` needs no default at each use.
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  ///   static var syncUps: Self {
  ///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  ///   }
  /// }
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key and the default value its shares start from (``SharedReaderKey/Default``).
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key` with `value` as its default.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  /// The default value.
  public var initialValue: Base.Value { defaultValue() }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  public var description: String {
    "\(Base.self).Default[\(base), default: \(defaultValue())]"
  }
}
