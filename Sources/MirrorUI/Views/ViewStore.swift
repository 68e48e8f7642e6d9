import CasePaths
import MirrorJSON
import NavigationCore

/// What a view reads and sends: a feature's state, and a way to send its actions.
///
/// Views get one the way TCA views get a `Store`, and scope it the same way:
/// `store.scope(state: \.tab1, action: \.tab1)`. Calling ``send(_:)`` from a button's closure
/// is how the button learns the action it sends.
@dynamicMemberLookup
public struct ViewStore<State, Action> {
  /// The feature's current state.
  public let state: State
  /// How an action becomes a root action as JSON; `nil` when the store sends nothing (a
  /// render for the navigation structure alone), so that scoping builds no case paths.
  let toRoot: ((Action) -> JSONValue?)?
  /// The root action that dismisses this feature, when it is presented (`.dismiss`).
  let dismissAction: JSONValue?

  /// Creates a store for views from a state and how its actions become root actions as JSON.
  public init(state: State, toRoot: @escaping (Action) -> JSONValue?) {
    self.init(state: state, dismissAction: nil, toRoot: toRoot)
  }

  init(state: State, dismissAction: JSONValue?, toRoot: ((Action) -> JSONValue?)?) {
    self.state = state
    self.dismissAction = dismissAction
    self.toRoot = toRoot
  }

  /// Reads a property of the state: `store.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action`: from a control's closure, this is how the control learns the action it
  /// sends; from an `.onAppear` or `.task` closure, the action goes to the app's store, and the
  /// returned task stands for its effects.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    LiveSending.send { toRoot?(action) ?? nil }
  }

  /// A store for a child feature whose state is a property of this one's.
  ///
  /// The action's case key path is built only when the child sends an action (see
  /// ``send(_:)``), not for every render.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> ViewStore<ChildState, ChildAction> {
    ViewStore<ChildState, ChildAction>(
      state: state[keyPath: toChildState], dismissAction: nil, toRoot: sending(toChildAction))
  }

  /// A store for a child feature whose state is a case of this one's enum state, or `nil` when
  /// the state is in another case.
  public func scope<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> ViewStore<ChildState, ChildAction>? {
    guard let childState = AnyCasePath(toChildState).extract(from: state) else { return nil }
    return ViewStore<ChildState, ChildAction>(
      state: childState, dismissAction: nil, toRoot: sending(toChildAction))
  }

  /// A store for presented child state, or `nil` when nothing is presented, for `.sheet(item:)`,
  /// `.fullScreenCover(item:)`, `.alert(_:)` and `.confirmationDialog(_:)`:
  ///
  /// ```swift
  /// .sheet(item: store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
  ///   EditView(store: store)
  /// }
  /// .alert(store.scope(state: \.alert, action: \.alert))
  /// ```
  ///
  /// The child's actions are sent wrapped in `.presented`; the presentation's dismiss action
  /// is the root action for `.dismiss`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> ViewStore<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    guard let toRoot else {
      return ViewStore<ChildState, ChildAction>(state: childState, dismissAction: nil, toRoot: nil)
    }
    let embed = AnyCasePath(toChildAction()).embed
    return ViewStore<ChildState, ChildAction>(
      state: childState, dismissAction: toRoot(embed(.dismiss))
    ) { toRoot(embed(.presented($0))) }
  }

  /// A binding to a property of the state that sends an action when the control writes it,
  /// like TCA's `$store.selectedTab.sending(\.tabSelected)`.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    sending toAction: @escaping @autoclosure () -> CaseKeyPath<Action, Value>
  ) -> Binding<Value> {
    let toRoot = sending(toAction)
    return Binding(get: state[keyPath: keyPath]) { ActionRecorder.record(toRoot?($0) ?? nil) }
  }

  /// How the actions of `toChildAction`'s case become root actions; `nil` when this store
  /// sends nothing. The case key path and its case path are built when the first action is
  /// sent: a render whose controls send nothing builds none.
  private func sending<ChildAction>(
    _ toChildAction: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> ((ChildAction) -> JSONValue?)? {
    guard let toRoot else { return nil }
    let embed = LazyEmbed(toChildAction)
    return { toRoot(embed($0)) }
  }
}

/// The view store of the feature `R`, named as TCA names its stores.
public typealias StoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// A value a control shows and an action it sends to change it.
public struct Binding<Value> {
  /// The current value.
  public let wrappedValue: Value
  let set: (Value) -> Void

  /// Creates a binding that reads `value` and calls `set` when the control changes it.
  public init(get value: Value, set: @escaping (Value) -> Void) {
    self.wrappedValue = value
    self.set = set
  }
}
