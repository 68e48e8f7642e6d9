/// A reducer built by `@Reducer` from an enum whose cases name features: its ``State`` and
/// ``Action`` are enums with a case per feature, and its static ``body`` runs each feature in
/// its case, as TCA's `CaseReducer`.
///
/// The enum itself is never instantiated: ``body`` is the reducer, and ``StackState`` or
/// ``PresentationState`` of its state find it through ``CaseReducerState``.
public protocol CaseReducer: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Restated, as TCA's are, so that `Body` is inferred from the static `body` an enum declares
  // itself (`static var body: some ReducerOf<Self>`), not from `Reducer`'s defaults.
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body

  /// The reducer running each case's feature.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// An enum with a case per case of the reducer: a feature's case holds the store of that
  /// feature, any other case its value; what a view switches over in `store.case`.
  associatedtype CaseScope

  /// The case `store`'s state is in, with the store of its feature.
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static ``body``.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``, which knows its reducer: how `forEach(\.path, action:
/// \.path)` and `ifLet(\.$destination, action: \.destination)` find the child reducer.
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// The name a trace gives the reducer of `State`: the enum reducer when `State` is one's (an
/// inferred `forEach` or `ifLet` runs its `body`, a `Reduce`), else `Reducer`'s own type name.
@usableFromInline
func traceName<State, Reducer>(ofReducer _: Reducer.Type, for _: State.Type) -> String {
  guard let state = State.self as? any CaseReducerState.Type else { return "\(Reducer.self)" }
  return enumReducerName(state)
}

private func enumReducerName<State: CaseReducerState>(_: State.Type) -> String {
  "\(State.StateReducer.self)"
}
