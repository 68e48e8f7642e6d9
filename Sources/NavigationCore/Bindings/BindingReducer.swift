import CasePaths

/// Applies binding actions to the state: a feature whose action is a ``BindableAction`` runs
/// it in its body, before the logic that reacts to the changed fields.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.text):
///       state.characterCount = state.text.count
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Actions that are not binding actions leave the state as it is.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// Applies the binding actions of the feature's own action.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding actions found in the case `toViewAction` of the feature's action, as
  /// for `case view(View)` where `View` is the bindable action.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  /// Sets the field the binding action names, if `action` holds one.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.set(&state)
    return .none
  }
}
