import NavigationCore

/// A value a control shows and a way to change it, as SwiftUI's `Binding`.
///
/// Views get bindings from a store (`$store.text`, `$store.trip.name`,
/// `$store.tab.sending(\.tabSelected)`; see ``Bindable``), from their own state (`$isOn` of an
/// `@State`), from a parent (`@Binding var isOn: Bool`), or build them:
/// `Binding(get: { store.count }, set: { store.send(.countChanged($0)) })`. A control learns
/// what it sends by setting its binding while the scene is rendered; the page sends that with
/// the value the user entered.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void
  /// Whether the binding ignores what is written to it on purpose (``constant(_:)``): its
  /// control is read-only without a warning.
  let isConstant: Bool

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, isConstant: false)
  }

  /// A binding that reads with `get` and writes with `set`, which is also given the
  /// transaction (accepted as SwiftUI's; the page animates on its own).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) }, isConstant: false)
  }

  private init(get: @escaping () -> Value, set: @escaping (Value) -> Void, isConstant: Bool) {
    self.getValue = get
    self.setValue = set
    self.isConstant = isConstant
  }

  /// The binding a parent passes in, for `@Binding var isOn: Bool` in a view's `init`
  /// (`self._isOn = isOn`) and its memberwise initializer.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to `value` that ignores writes, as SwiftUI's: its control is drawn read-only.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, isConstant: true)
  }

  /// The value; writing it sets the binding.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, for `$isOn` of a `@Binding var isOn`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value: `$store.trip.name`, `$todo.isDone`. Writing it writes
  /// the whole value with that part changed.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<
    Member
  > {
    Binding<Member>(
      get: { getValue()[keyPath: keyPath] },
      set: { member in
        var value = getValue()
        value[keyPath: keyPath] = member
        setValue(value)
      },
      isConstant: isConstant)
  }

  /// The same binding, its writes animated (accepted as SwiftUI's; the page animates what
  /// changes on its own).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding, its writes in `transaction` (accepted as SwiftUI's).
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// Sets the value.
  func set(_ value: Value) { setValue(value) }
}

extension Binding {
  /// A binding to an optional value, made from a binding to the value.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(
      get: { base.wrappedValue },
      set: { if let value = $0 { base.wrappedValue = value } },
      isConstant: base.isConstant)
  }

  /// A binding to the value of a binding to an optional, or `nil` while it is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 },
      isConstant: base.isConstant)
  }

  /// A binding to `value`, as the store's bindings are made: the value as it is in this
  /// render.
  init(value: Value, set: @escaping (Value) -> Void) {
    self.init(get: { value }, set: set, isConstant: false)
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

/// The context of a change, as SwiftUI's: accepted, and not drawn.
public struct Transaction {
  /// The change's animation.
  public var animation: Animation?

  /// A transaction without animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
