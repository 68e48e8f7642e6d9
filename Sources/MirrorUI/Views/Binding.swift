/// A value a control shows and an action it sends to change it, as SwiftUI's `Binding`.
///
/// Views get bindings from a store, `$store.text` or `$store.tab.sending(\.tabSelected)` (see
/// ``Bindable``); writing one, as a control does when the page changes it, sends the action.
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
