/// A value picked on a track between two bounds, as SwiftUI's:
/// `Slider(value: $store.volume, in: 0...10, step: 1)`.
///
/// Moving it sends its binding's action with the value, as SwiftUI sets the binding while the
/// thumb moves.
public struct Slider: PrimitiveView {
  let label: String
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: "")
  }

  /// A slider over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), label: "")
  }

  /// A slider with a label, read by assistive technologies.
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: "")
  }

  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: String
  ) {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.label = label
  }

  /// The value a binding is set to while rendering, to find where the picked value goes.
  static let marker = -7_340_023.5

  func render(in context: RenderContext) -> [RenderedNode] {
    let input =
      context.environment.isEnabled
      ? context.input(value, marker: Self.marker, markerJSON: .double(Self.marker)) : nil
    context.reportIfSendsNothing(value, input: input, control: "Slider")
    let slider = SceneSlider(
      label: label, value: value.wrappedValue, lowerBound: bounds.lowerBound,
      upperBound: bounds.upperBound, step: step, input: input)
    return [RenderedNode(node: .slider(slider))]
  }
}
