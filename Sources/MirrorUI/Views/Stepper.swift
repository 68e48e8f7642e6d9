/// A value with − and + buttons, as in SwiftUI:
/// `Stepper("Guests: \(store.guests)", value: $store.guests, in: 1...8)`.
///
/// Each button sends the binding's action for the value one step down or up; at a bound of the
/// range it sends nothing and is drawn disabled.
public struct Stepper: PrimitiveView {
  let label: @MainActor (RenderContext) -> String
  let value: String
  let decrement: @MainActor () -> Void
  let increment: @MainActor () -> Void
  let canDecrement: Bool
  let canIncrement: Bool

  /// Creates a stepper that steps `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>? = nil,
    step: V.Stride = 1
  ) {
    let title = Text(titleKey).content
    self.init(label: { _ in title }, value: value, bounds: bounds, step: step)
  }

  /// Creates a stepper with a title drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1
  ) {
    let title = String(title)
    self.init(label: { _ in title }, value: value, bounds: bounds, step: step)
  }

  /// Creates a stepper whose label is a view, drawn as its text.
  public init<V: Strideable, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.init(
      label: { MirrorUI.render(label, in: $0).combined.plainText ?? "" }, value: value,
      bounds: bounds, step: step)
  }

  /// Creates a stepper whose buttons run closures, as SwiftUI's
  /// `Stepper("Count", onIncrement: …, onDecrement: …)`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    let title = Text(titleKey).content
    self.label = { _ in title }
    self.value = ""
    self.increment = onIncrement ?? {}
    self.decrement = onDecrement ?? {}
    self.canIncrement = onIncrement != nil
    self.canDecrement = onDecrement != nil
  }

  private init<V: Strideable>(
    label: @escaping @MainActor (RenderContext) -> String, value: Binding<V>,
    bounds: ClosedRange<V>?,
    step: V.Stride
  ) {
    let current = value.wrappedValue
    let down = current.advanced(by: -step)
    let up = current.advanced(by: step)
    self.label = label
    self.value = "\(current)"
    self.decrement = { value.set(bounds.map { max(down, $0.lowerBound) } ?? down) }
    self.increment = { value.set(bounds.map { min(up, $0.upperBound) } ?? up) }
    self.canDecrement = bounds.map { current > $0.lowerBound } ?? true
    self.canIncrement = bounds.map { current < $0.upperBound } ?? true
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let enabled = context.environment.isEnabled
    let node = SceneNode.stepper(
      label: label(context), value: value,
      decrement: canDecrement && enabled ? context.action(of: decrement) : nil,
      increment: canIncrement && enabled ? context.action(of: increment) : nil)
    return [RenderedNode(node: node)]
  }
}
