/// A value a control shows and an action it sends to change it, as SwiftUI's `Binding`.
///
/// Views get bindings from a store, `$store.text`, `$store.syncUp.title` or
/// `$store.tab.sending(\.tabSelected)` (see ``Bindable``); writing one, as a control does when
/// the page changes it, sends the action.
@dynamicMemberLookup
public struct Binding<Value> {
  /// The current value.
  public let wrappedValue: Value
  let set: (Value) -> Void

  /// Creates a binding that reads `value` and calls `set` when the control changes it.
  public init(get value: Value, set: @escaping (Value) -> Void) {
    self.wrappedValue = value
    self.set = set
  }

  /// A binding to a part of the value, as SwiftUI's: `$store.syncUp.title`. Writing it writes
  /// the whole value with that part changed (`.binding(.set(\.syncUp, …))`), as in TCA.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<
    Member
  > {
    let value = wrappedValue
    let set = self.set
    return Binding<Member>(get: value[keyPath: keyPath]) { member in
      var changed = value
      changed[keyPath: keyPath] = member
      set(changed)
    }
  }
}
