/// State that the `@ObservableState` macro prepared for NavMirror: it names the stored
/// properties that bindings may set, so that a ``BindingAction`` can cross the wire as
/// `{"field": "text", "value": …}` and be rebuilt on the other side.
///
/// Do not conform by hand: write `@ObservableState` on the state, as in TCA.
public protocol ObservableState {
  /// The stored properties a binding may set, by name: what `@ObservableState` generates from
  /// the state's declaration.
  static var _$bindableFields: [String: PartialKeyPath<Self>] { get }
}
