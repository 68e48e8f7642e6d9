import CasePaths

/// An action that sets one field of a feature's state: what a SwiftUI binding sends, and what
/// ``BindingReducer`` applies.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// store.send(.binding(.set(\.text, "Hello")))
/// ```
///
/// A reducer reacts to a field's change by matching its key path:
/// `case .binding(\.text):`. Two binding actions are equal when they set the same field to
/// equal values. In JSON, `{"field": "text", "value": "Hello"}` (see
/// ``ObservableState/_$bindableFields``).
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  /// The field the action sets.
  ///
  /// A key path to a stored property captures no values, so it is safe to share; key path
  /// types are not `Sendable` only because key paths through subscripts may capture some.
  nonisolated(unsafe) public let keyPath: PartialKeyPath<Root>
  /// Sets the field in a state. It captures only ``keyPath`` and ``value``, which are safe to
  /// share (see there); it is not `@Sendable` only because its type names `Root` and the
  /// value's type, whose metatypes the compiler cannot prove shareable.
  nonisolated(unsafe) let set: (inout Root) -> Void
  /// The value the action sets.
  ///
  /// It comes from ``set(_:_:)`` or a case path, which require it `Sendable`, or fresh from a
  /// decoder, where nothing else holds it.
  nonisolated(unsafe) let value: Any
  /// Whether another action's value equals this one's; shareable as ``set`` is.
  nonisolated(unsafe) let valueIsEqualTo: (Any) -> Bool

  /// An action setting `keyPath` to `value` (see ``keyPath`` and ``value`` for why both may
  /// cross concurrency domains).
  init<Value: Equatable>(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    self.keyPath = keyPath
    self.set = { $0[keyPath: keyPath] = value }
    self.value = value
    self.valueIsEqualTo = { $0 as? Value == value }
  }

  /// Sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>, _ value: Value
  ) -> Self where Root: ObservableState {
    Self(keyPath: keyPath, value: value)
  }

  /// Whether the action sets the field at `keyPath`: what `case .binding(\.text):` asks.
  public static func ~= <Value>(
    keyPath: _SendableWritableKeyPath<Root, Value>, bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.keyPath
  }

  /// Two actions are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// The case paths of binding actions: one per field, for `\.binding.text` in tests.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of binding actions, one per field: `\.binding.text` extracts the value of
  /// an action that sets `text`, and embeds a value as `.set(\.text, value)`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the actions that set the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState & SendableMetatype {
      // A key path to a field captures nothing (see `keyPath`).
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { BindingAction(keyPath: keyPath, value: $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.text, "Hello")`.
  public var description: String {
    var value = ""
    debugPrint(self.value, terminator: "", to: &value)
    return ".set(\(keyPath), \(value))"
  }
}
