/// A reducer made from a closure: the place where a feature writes its own logic.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `reduce` for every action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type (its body, if it has one, built once).
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer._resolvedReduce()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
