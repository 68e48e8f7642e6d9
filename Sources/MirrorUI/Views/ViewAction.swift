import NavigationCore

/// A view whose store's actions have a view case: it sends view actions with ``send(_:)``.
/// Conform with ``ViewAction(for:)``.
@MainActor public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's action.
  associatedtype StoreAction: ViewAction
  /// The view's store.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends `action` wrapped in the feature's `view` case.
  @discardableResult
  @MainActor public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends `action` wrapped in the feature's `view` case; the animation is accepted as TCA's.
  @discardableResult
  @MainActor public func send(_ action: StoreAction.ViewAction, animation: Animation?)
    -> StoreTask
  {
    store.send(.view(action))
  }
}

extension Store where Action: ViewAction {
  /// Sends `viewAction` wrapped in the feature's `view` case.
  @discardableResult
  @MainActor public func send(_ viewAction: Action.ViewAction) -> StoreTask {
    send(.view(viewAction))
  }

  /// Sends `viewAction` wrapped in the feature's `view` case; the animation is accepted as
  /// TCA's.
  @discardableResult
  @MainActor public func send(_ viewAction: Action.ViewAction, animation: Animation?)
    -> StoreTask
  {
    send(.view(viewAction))
  }
}

/// Lets a view send its feature's view actions directly, as TCA's `@ViewAction`:
///
/// ```swift
/// @ViewAction(for: EditFeature.self)
/// struct EditView: View {
///   let store: StoreOf<EditFeature>
///   var body: some View { Button("Save") { send(.saveTapped) } }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "NavigationMacros", type: "ViewActionMacro") where R.Action: ViewAction
