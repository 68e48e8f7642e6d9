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
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value: Store<State, Action> {
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
  ) -> Binding<Store<ChildState, ChildAction>?> where Value: Store<State, Action> {
    let child = wrappedValue.scope(state: toChildState, action: toChildAction())
    return Binding(value: child) { newValue in
      if newValue == nil { _ = LiveSending.send(child?.dismissAction) }
    }
  }
}

@MainActor extension Bindable {
  /// A binding of the store of presented state, named by its ``PresentationState`` as TCA's
  /// `$store.scope(state: \.$destination, action: \.destination)`, to pick a case from with
  /// `.drillDown`, `.sheet`…: writing `nil` sends `.dismiss`.
  public func scope<State, Action, ChildState, ChildAction>(
    state toPresentation: KeyPath<State, PresentationState<ChildState>>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value: Store<State, Action> {
    scope(
      state: toPresentation.appending(path: \PresentationState<ChildState>.wrappedValue),
      action: toChildAction())
  }
}

extension Store {
  /// A store for presented state named by its ``PresentationState`` (`\.$destination`), or
  /// `nil` when nothing is presented.
  public func scope<ChildState, ChildAction>(
    state toPresentation: KeyPath<State, PresentationState<ChildState>>,
    action toChildAction: @autoclosure () -> CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(
      state: toPresentation.appending(path: \PresentationState<ChildState>.wrappedValue),
      action: toChildAction())
  }
}

/// A store whose state is an enum feature's, as TCA's: what a binding of an optional one picks
/// a case from.
@MainActor public protocol _CaseScopedStore {
  associatedtype _CaseScope: CasePathable
  var _caseScope: _CaseScope { get }
}

extension Store: _CaseScopedStore
where
  State: CaseReducerState, State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: CasePathable
{
  public var _caseScope: State.StateReducer.CaseScope { State.StateReducer.scope(self) }
}

/// An optional store of an enum feature.
@MainActor public protocol _OptionalCaseScopedStore {
  associatedtype _CaseScope: CasePathable
  var _caseScope: _CaseScope? { get }
  static var _none: Self { get }
}

extension Optional: _OptionalCaseScopedStore where Wrapped: _CaseScopedStore {
  public var _caseScope: Wrapped._CaseScope? { self?._caseScope }
  public static var _none: Self { nil }
}

extension Binding where Value: _OptionalCaseScopedStore {
  /// The store of one case of a presented enum feature, `nil` while another case or nothing is
  /// presented, as TCA's `$store.scope(state: \.$destination, action: \.destination).sheet`:
  /// writing `nil` dismisses the presentation.
  @MainActor
  public subscript<Case>(
    dynamicMember keyPath: KeyPath<
      Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>
    >
  ) -> Binding<Case?> {
    let base = self
    return Binding<Case?> {
      guard let scope = base.wrappedValue._caseScope else { return nil }
      return Value._CaseScope.allCasePaths[keyPath: keyPath].extract(from: scope)
    } set: { newValue in
      if newValue == nil { base.wrappedValue = ._none }
    }
  }
}
