/// A feature's logic: how its state changes when an action arrives, and which effects follow.
///
/// Conform by implementing either ``reduce(into:action:)`` or ``body``, exactly as in The
/// Composable Architecture:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable, Codable { var count = 0 }
///   enum Action: Codable { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer owns.
  associatedtype State
  /// Everything that can happen to the state.
  associatedtype Action
  /// The composed reducer returned by ``body``; `Never` for reducers that implement `reduce`.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run afterwards.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic, composed from other reducers with ``ReducerBuilder``.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A reducer whose state and action are those of the feature `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's body when it implements \
      'reduce(into:action:)' itself.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.body.reduce(into: &state, action: action)
  }
}
