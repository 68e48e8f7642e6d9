import CasePaths
import Dependencies
import MirrorJSON

/// What a view reads and sends: a feature's state, and a way to send its actions, as TCA's
/// `Store`.
///
/// Views get one as TCA views do (`StoreOf<Feature>`, or `Store<State, Action>`), and scope it
/// the same way: `store.scope(state: \.tab1, action: \.tab1)`, which makes another `Store`.
/// The view layer (`MirrorUI`) gives it `send`, `scope` and bindings; it lives in the core
/// because the code `@Reducer` generates for an enum reducer (its `CaseScope`, what
/// `store.case` returns) holds stores of its cases, and that code compiles in modules that
/// import the core alone.
///
/// A store made with ``init(initialState:reducer:withDependencies:)`` — as a preview writes
/// `FeatureView(store: Store(initialState: …) { … })` — runs its feature on a
/// ``StoreRuntime`` and reads its state from it; a scoped store is a render's snapshot of a
/// child's state, sending through its parent.
@dynamicMemberLookup
public class Store<State, Action> {
  private let renderedState: State
  /// The running feature, for a store made from an initial state and a reducer.
  package let runtime: StoreRuntime<State, Action>?
  /// How an action becomes a root action as JSON; `nil` when the store sends nothing (a
  /// render for the navigation structure alone), so that scoping builds no case paths. A
  /// preview's ``Store`` is given the rendering runtime's (``mirror(_:)``).
  package private(set) var toRoot: ((Action) -> JSONValue?)?
  /// The root action that dismisses this feature, when it is presented (`.dismiss`).
  package let dismissAction: JSONValue?
  /// The pushed screen's render this store was made for, shared by the stores scoped from it.
  package let lineage: StoreLineage?

  /// The feature's current state.
  public var state: State {
    guard let runtime else {
      ViewStoreReads.note(lineage)
      return renderedState
    }
    // A running store is no screen's: a screen that reads it is drawn on every render.
    ViewStoreReads.note(nil)
    return runtime.state
  }

  /// Creates a store for views from a state and how its actions become root actions as JSON.
  public convenience init(state: State, toRoot: @escaping (Action) -> JSONValue?) {
    self.init(state: state, dismissAction: nil, toRoot: toRoot)
  }

  /// Creates a store running `reducer` from `initialState`, as TCA spells it: the initial state
  /// and the reducer are made, and the reducer runs, with the current dependencies changed by
  /// `prepareDependencies`.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      runtime: StoreRuntime(
        initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies))
  }

  /// Creates a store for views of the feature `runtime` runs.
  package convenience init(runtime: StoreRuntime<State, Action>) {
    self.init(state: runtime.state, dismissAction: nil, toRoot: nil, runtime: runtime)
  }

  package init(
    state: State, dismissAction: JSONValue?, toRoot: ((Action) -> JSONValue?)?,
    lineage: StoreLineage? = nil, runtime: StoreRuntime<State, Action>? = nil
  ) {
    self.renderedState = state
    self.dismissAction = dismissAction
    self.toRoot = toRoot
    self.lineage = lineage
    self.runtime = runtime
  }

  /// Sends this store's actions as `other`'s, and runs from its state: a store made while a
  /// preview renders stands for the store of the runtime rendering it.
  package func mirror(_ other: Store<State, Action>) {
    toRoot = other.toRoot
    runtime?.reset(state: other.state, version: 0)
  }

  /// Reads a property of the state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A store for `childState`, the state of one case of this store's enum state, sending its
  /// actions through `toChildAction`: how the `CaseScope` that `@Reducer` generates for an
  /// enum reducer makes the store of the current case.
  public func _caseStore<ChildState, ChildAction>(
    _ childState: ChildState,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: childState, dismissAction: nil, toRoot: sending(toChildAction), lineage: lineage)
  }

  /// How the actions of `toChildAction`'s case become root actions; `nil` when this store
  /// sends nothing. The case key path and its case path are built when the first action is
  /// sent: a render whose controls send nothing builds none.
  package func sending<ChildAction>(
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> ((ChildAction) -> JSONValue?)? {
    guard let toRoot else { return nil }
    let embed = LazyEmbed(toChildAction)
    return { toRoot(embed($0)) }
  }
}
