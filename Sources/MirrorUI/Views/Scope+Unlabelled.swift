import CasePaths
import IdentifiedCollections
import NavigationCore

/// TCA 1.25's spelling of scoping, with the state's key path unlabelled
/// (`store.scope(\.child, action: \.child)`, `$store.scope(\.destination?.edit, action:
/// \.destination.edit)`); each is the `scope(state:action:)` of the same shape, which TCA
/// still accepts too.
extension Store {
  /// A store for a child feature whose state is a property of this one's.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: toChildAction())
  }

  /// A store for a child feature whose state is a case of this one's enum state, or `nil`.
  public func scope<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<State, ChildState>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toChildAction())
  }

  /// A store for a child feature whose state is optional, or `nil` while it is `nil`.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toChildAction())
  }

  /// A store for presented child state, or `nil` when nothing is presented.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: toChildAction())
  }

  /// A store for presented state named by its ``PresentationState`` (`\.$destination`).
  public func scope<ChildState, ChildAction>(
    _ toPresentation: KeyPath<State, PresentationState<ChildState>>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toPresentation, action: toChildAction())
  }

  /// The stores of the elements of an identified array of child states, for `ForEach`.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, IdentifiedAction<ElementID, ElementAction>
      >
  ) -> ElementStores<ElementID, ElementState, ElementAction> {
    scope(state: toElements, action: toElementAction())
  }
}

@MainActor extension Bindable {
  /// A binding of the store of a stack, for `NavigationStack(path:root:destination:)`.
  public func scope<State, Action, ElementState, ElementAction>(
    _ toStackState: KeyPath<State, StackState<ElementState>>,
    action toStackAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, StackAction<ElementState, ElementAction>
      >
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value: Store<State, Action> {
    scope(state: toStackState, action: toStackAction())
  }

  /// A binding of the store of presented state, `nil` while nothing is presented: writing
  /// `nil` sends `.dismiss`.
  public func scope<State, Action, ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value: Store<State, Action> {
    scope(state: toChildState, action: toChildAction())
  }

  /// A binding of the store of presented state named by its ``PresentationState``
  /// (`\.$destination`): writing `nil` sends `.dismiss`.
  public func scope<State, Action, ChildState, ChildAction>(
    _ toPresentation: KeyPath<State, PresentationState<ChildState>>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value: Store<State, Action> {
    scope(state: toPresentation, action: toChildAction())
  }
}
