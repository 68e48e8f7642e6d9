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

  /// ``reduce(into:action:)`` with ``body`` built once, now: what the store and the navigation
  /// operators keep and call. Do not implement it; the default is right for every reducer.
  func _resolvedReduce() -> (inout State, Action) -> Effect<Action>
}

/// A reducer whose state and action are those of the feature `R`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// ``reduce(into:action:)`` itself: there is no body to build.
  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    reduce(into:action:)
  }

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

  /// The body's own resolved `reduce`, the body built once.
  ///
  /// A body describes the reducer's logic from the reducer's own immutable properties and
  /// cannot see the state, so one body serves every action; building it is what costs: its key
  /// paths and case paths are instantiated at run time, which takes longer than running most
  /// reducers. As in TCA, a reducer implements either `reduce(into:action:)` or `body`; when
  /// it has a body, the body is what runs. A feature whose body holds the feature itself
  /// (`ifLet(\.$child, action: \.child) { Self() }`) gets its inner levels built on their first
  /// action instead, as deep as the state goes.
  @inlinable
  public func _resolvedReduce() -> (inout State, Action) -> Effect<Action> {
    BodyResolution.resolve(Self.self) { body._resolvedReduce() }
  }
}
