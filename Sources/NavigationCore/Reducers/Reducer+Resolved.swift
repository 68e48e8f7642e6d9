extension Reducer {
  /// ``reduce(into:action:)`` with ``body`` built once, now, rather than at every action.
  ///
  /// A body describes the reducer's logic from the reducer's own immutable properties, so one
  /// body serves every action; building it is what costs: its key paths and case paths are
  /// instantiated at run time, which takes longer than running most reducers. The store and the
  /// navigation operators keep the function this returns. As in TCA, a reducer implements
  /// either ``reduce(into:action:)`` or ``body``, not both: a body, when there is one, is what
  /// runs.
  func resolved() -> (inout State, Action) -> Effect<Action> {
    guard Body.self != Never.self, let body = body as? any Reducer<State, Action> else {
      return reduce(into:action:)
    }
    return body.resolved()
  }
}
