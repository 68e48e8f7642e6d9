import CasePaths

/// An action with a case that holds a ``BindingAction``, for the fields of `State` that
/// bindings set:
///
/// ```swift
/// @CasePathable
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
///
/// ``BindingReducer`` applies the binding actions of such an action to the state.
public protocol BindableAction<State> {
  /// The state whose fields the binding actions set.
  associatedtype State

  /// The action holding `action`: the `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action held, when the action is in the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction where Self: CasePathIterable {
  /// The binding action held, found through the action's case paths: the case whose value is
  /// a `BindingAction<State>`.
  public var binding: BindingAction<State>? {
    for casePath in Self.allCasePaths {
      if let bindingCase = casePath as? CaseKeyPath<Self, BindingAction<State>> {
        return self[case: bindingCase]
      }
    }
    return nil
  }
}
