/// SwiftUI's `@State`, refused: a NavMirror view keeps no state of its own.
///
/// Views here are data the server renders from the feature's state, once for a session that
/// any number of browsers watch. A value held by the view itself would be invisible to
/// everything NavMirror is for: the journal and time travel, the flow map, the exported
/// `TestStore` tests, and every other browser. It is also what TCA navigation moves away from:
/// a flag such as `@State var isDetailActive` driving `.navigationDestination(isPresented:)`
/// is navigation the reducer cannot see or test. So `@State` does not compile, and its message
/// says where the value goes instead: a property of the feature's `State`, changed by an
/// action (or a `BindableAction` binding, `$store.isExpanded`).
@available(
  *, unavailable,
  message: """
    NavMirror views keep no state of their own (every browser watching the session shows the \
    same screen, and time travel, the flow map and exported tests see only the feature's \
    state): move this value into the feature's State and change it with an action, or bind it \
    with $store.value (BindableAction); see docs/VIEWS.md
    """
)
@propertyWrapper
public struct State<Value> {
  /// The value; never available.
  public var wrappedValue: Value

  /// A binding to the value; never available.
  public var projectedValue: Binding<Value> {
    Binding(get: wrappedValue) { _ in }
  }

  /// Declares view state; never available.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}
