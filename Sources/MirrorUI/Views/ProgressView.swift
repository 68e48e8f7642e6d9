/// Progress, as in SwiftUI: `ProgressView()` is a spinner, `ProgressView(value: 0.4)` a bar.
public struct ProgressView: PrimitiveView {
  let label: String?
  let fraction: Double?

  /// Creates a spinner.
  public init() {
    self.label = nil
    self.fraction = nil
  }

  /// Creates a spinner with a label under it.
  public init(_ titleKey: LocalizedStringKey) {
    self.label = Text(titleKey).content
    self.fraction = nil
  }

  /// Creates a bar filled to `value` out of `total`; a `nil` value is a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.label = nil
    self.fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
  }

  /// Creates a bar with a label, filled to `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    self.label = Text(titleKey).content
    self.fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
  }

  /// Creates a spinner whose label is a view, drawn as its text.
  public init<Label: View>(@ViewBuilder label: () -> Label) {
    self.label = nil
    self.fraction = nil
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .progress(label: label, fraction: fraction))]
  }
}
