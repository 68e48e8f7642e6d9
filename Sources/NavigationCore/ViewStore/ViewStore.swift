import CasePaths
import MirrorJSON

/// What a view reads and sends: a feature's state, and a way to send its actions.
///
/// Views get one the way TCA views get a `Store` (named `StoreOf<Feature>` there), and scope it
/// the same way: `store.scope(state: \.tab1, action: \.tab1)`. The view layer (`MirrorUI`) gives
/// it `send`, `scope` and bindings; it lives in the core because the code `@Reducer` generates
/// for an enum reducer (its `CaseScope`, what `store.case` returns) holds stores of its cases,
/// and that code compiles in modules that import the core alone.
///
/// It is a class so that a ``Store`` — a running feature — is one too, as in TCA, where views
/// take the store itself: a preview writes `FeatureView(store: Store(initialState: …) { … })`.
@dynamicMemberLookup
public class ViewStore<State, Action> {
  private let renderedState: State
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
    ViewStoreReads.note(lineage)
    return renderedState
  }

  /// Creates a store for views from a state and how its actions become root actions as JSON.
  public convenience init(state: State, toRoot: @escaping (Action) -> JSONValue?) {
    self.init(state: state, dismissAction: nil, toRoot: toRoot)
  }

  package init(
    state: State, dismissAction: JSONValue?, toRoot: ((Action) -> JSONValue?)?,
    lineage: StoreLineage? = nil
  ) {
    self.renderedState = state
    self.dismissAction = dismissAction
    self.toRoot = toRoot
    self.lineage = lineage
  }

  /// Sends this store's actions as `other`'s: a store made while a preview renders stands for
  /// the store of the runtime that renders it.
  package func mirror(_ other: ViewStore<State, Action>) {
    toRoot = other.toRoot
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
  ) -> ViewStore<ChildState, ChildAction> {
    ViewStore<ChildState, ChildAction>(
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
