extension BindingAction where Root: ObservableState {
  /// An action setting `keyPath` to `value`, for a view's binding `$store.field`: its key path
  /// comes from dynamic member lookup, which types it as a plain `WritableKeyPath`, though it
  /// is a literal to a field as ``set(_:_:)``'s are.
  package static func set<Value: Equatable & Sendable>(
    binding keyPath: WritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }
}
