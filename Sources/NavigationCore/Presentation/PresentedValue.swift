/// A presented value in a box of its own: what lets ``PresentationState`` hold a state of the
/// type that contains it, and what tells copies of one presentation from other presentations:
/// copies share their box, so comparing them needs no look at the value.
///
/// The value is immutable: changing a presentation's value puts it in a new box.
@usableFromInline
final class PresentedValue<Value> {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) { self.value = value }
}

extension PresentedValue: Sendable where Value: Sendable {}
