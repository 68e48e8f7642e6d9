/// Composes reducers listed one after another into one reducer that runs them in order and
/// merges their effects.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> CombinedReducer<R0, R1> {
    CombinedReducer(first: accumulated, second: next)
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> OptionalReducer<R> {
    OptionalReducer(wrapped: wrapped)
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first: First
  ) -> ConditionalReducer<First, Second> {
    .first(first)
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second: Second
  ) -> ConditionalReducer<First, Second> {
    .second(second)
  }
}

/// Two reducers run one after the other on the same state; their effects are merged.
public struct CombinedReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// A reducer that runs only when a result-builder `if` produced one.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?

  @inlinable
  init(wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers, chosen by a result-builder `if`/`else` or `switch`.
public enum ConditionalReducer<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer
{
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): return reducer.reduce(into: &state, action: action)
    case .second(let reducer): return reducer.reduce(into: &state, action: action)
    }
  }
}
