/// An action enum with a case for its view's actions, as TCA's `ViewAction`:
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case delegate(Delegate)
///   enum View { case saveTapped }
/// }
/// ```
///
/// The `view` case is the requirement; the view layer's `@ViewAction(for:)` then lets the view
/// send `send(.saveTapped)` instead of `store.send(.view(.saveTapped))`. It lives in the core,
/// as in TCA, so that a feature's module declares it without importing the view layer.
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction
  /// The action wrapping `action`: the enum's `view` case.
  static func view(_ action: ViewAction) -> Self
}
