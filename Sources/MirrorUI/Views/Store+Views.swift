import CasePaths
import MirrorJSON
import NavigationCore

extension Store {
  /// Sends `action`: from a control's closure, this is how the control learns the action it
  /// sends; from an `.onAppear` or `.task` closure, the action goes to the app's store, and the
  /// returned task stands for its effects. Elsewhere, a store made from an initial state and a
  /// reducer runs the action at once, as TCA's does.
  @_disfavoredOverload
  @discardableResult
  @MainActor public func send(_ action: Action) -> StoreTask {
    if let runtime, !LiveSending.isBound {
      return StoreTask(rawValue: runtime.sendReturningEffects(action))
    }
    return LiveSending.send(toRoot?(action) ?? nil)
  }

  /// Sends `action`, as ``send(_:)``; the animation is accepted as TCA's (the page animates
  /// what changes on its own).
  @discardableResult
  @MainActor public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// Sends `action`, as ``send(_:)``; the transaction is accepted as TCA's.
  @discardableResult
  @MainActor public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    send(action)
  }

  /// A store for a child feature whose state is a property of this one's.
  ///
  /// The action's case key path is built only when the child sends an action (see
  /// ``send(_:)``), not for every render.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      state: state[keyPath: toChildState], dismissAction: nil, toRoot: sending(toChildAction),
      lineage: lineage)
  }

  /// A store for a child feature whose state is a case of this one's enum state, or `nil` when
  /// the state is in another case.
  public func scope<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = AnyCasePath(toChildState).extract(from: state) else { return nil }
    return Store<ChildState, ChildAction>(
      state: childState, dismissAction: nil, toRoot: sending(toChildAction), lineage: lineage)
  }

  /// A store for a child feature whose state is optional, or `nil` while it is `nil`, as TCA's
  /// optional state:
  ///
  /// ```swift
  /// if let store = store.scope(state: \.optionalCounter, action: \.optionalCounter) {
  ///   CounterView(store: store)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    return Store<ChildState, ChildAction>(
      state: childState, dismissAction: nil, toRoot: sending(toChildAction), lineage: lineage)
  }

  /// A store for presented child state, or `nil` when nothing is presented:
  ///
  /// ```swift
  /// if let store = store.scope(state: \.destination?.edit, action: \.destination.edit) {
  ///   EditView(store: store)
  /// }
  /// ```
  ///
  /// The child's actions are sent wrapped in `.presented`; the presentation's dismiss action
  /// is the root action for `.dismiss`. Presentation modifiers take the binding form,
  /// `$store.scope(state:action:)` (see ``Bindable``).
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    guard let childState = state[keyPath: toChildState] else { return nil }
    guard let toRoot else {
      return Store<ChildState, ChildAction>(
        state: childState, dismissAction: nil, toRoot: nil, lineage: lineage)
    }
    let embed = AnyCasePath(toChildAction()).embed
    return Store<ChildState, ChildAction>(
      state: childState, dismissAction: toRoot(embed(.dismiss)),
      toRoot: { toRoot(embed(.presented($0))) }, lineage: lineage)
  }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case the state is in, with the store of its feature, to switch over as in TCA:
  ///
  /// ```swift
  /// } destination: { store in
  ///   switch store.case {
  ///   case let .detail(store): DetailView(store: store)
  ///   case let .settings(store): SettingsView(store: store)
  ///   }
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

/// The store of the feature `R`, named as TCA names it.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
