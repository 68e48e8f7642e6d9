extension Reducer {
  /// Runs `perform` after this reducer whenever an action changed the value `toValue` reads from
  /// the state, as TCA's `onChange(of:_:)`: `perform` gets the value from before the action and
  /// the state after it, and its effect is merged with this reducer's.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, state in
  ///     state.results = []
  ///     return .none
  ///   }
  /// ```
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> OnChangeReducer<Self, Value, Reduce<State, Action>> {
    OnChangeReducer(base: self, toValue: toValue) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs the reducer `reducer` builds from the old and new value after this reducer whenever
  /// an action changed the value `toValue` reads from the state, as the form of TCA's
  /// `onChange(of:_:)` that takes a reducer.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.title) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       state.isEdited = true
  ///       return .none
  ///     }
  ///   }
  /// ```
  public func onChange<Value: Equatable, Change: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Change
  ) -> OnChangeReducer<Self, Value, Change> {
    OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` returns: the base reducer, then, when the watched value
/// changed, the reducer made for the change.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Change: Reducer>: Reducer
where Change.State == Base.State, Change.Action == Base.Action {
  /// The base reducer's `reduce`, its body built once.
  let runBase: (inout Base.State, Base.Action) -> Effect<Base.Action>
  let toValue: (Base.State) -> Value
  let reducer: (_ oldValue: Value, _ newValue: Value) -> Change

  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Change
  ) {
    self.runBase = base._resolvedReduce()
    self.toValue = toValue
    self.reducer = reducer
  }

  /// Runs the base reducer, then the change's reducer if the value changed.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effects = runBase(&state, action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effects }
    return effects.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
