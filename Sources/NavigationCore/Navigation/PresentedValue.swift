/// An optional value stored in a box of its own: what lets ``PresentationState`` hold a state
/// of the type that contains it.
@usableFromInline
enum PresentedValue<Value> {
  case none
  indirect case some(Value)

  /// Boxes `value`.
  @usableFromInline
  init(_ value: Value?) {
    self = value.map { .some($0) } ?? .none
  }

  /// The value, or `nil`.
  @usableFromInline
  var value: Value? {
    guard case .some(let value) = self else { return nil }
    return value
  }
}

extension PresentedValue: Sendable where Value: Sendable {}
