import CasePaths
import NavigationCore

@MainActor extension Bindable {
  /// A binding of the store of a stack, for `NavigationStack(path:root:destination:)`, as TCA's
  /// `$store.scope(state: \.path, action: \.path)`.
  ///
  /// The stack sends its own actions through the store (`.popFrom(id:)` when the page goes
  /// back, `.push(id:state:)` from a ``NavigationLink``); a store written into the binding
  /// changes nothing, as in TCA.
  public func scope<State, Action, ElementState, ElementAction>(
    state toStackState: KeyPath<State, StackState<ElementState>>,
    action toStackAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, StackAction<ElementState, ElementAction>
      >
  ) -> Binding<ViewStore<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == ViewStore<State, Action> {
    Binding(value: wrappedValue.scope(state: toStackState, action: toStackAction())) { _ in }
  }

  /// A binding of the store of presented state, `nil` while nothing is presented, for
  /// `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`,
  /// `.navigationDestination(item:)`, `.alert(_:)` and `.confirmationDialog(_:)`, as TCA's
  /// `$store.scope(state: \.destination?.edit, action: \.destination.edit)`.
  ///
  /// Writing `nil`, as the page does when it dismisses the presentation, sends `.dismiss`.
  public func scope<State, Action, ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<ViewStore<ChildState, ChildAction>?> where Value == ViewStore<State, Action> {
    let child = wrappedValue.scope(state: toChildState, action: toChildAction())
    return Binding(value: child) { newValue in
      if newValue == nil { _ = LiveSending.send(child?.dismissAction) }
    }
  }
}
