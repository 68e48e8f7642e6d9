/// Progress, as in SwiftUI: `ProgressView()` is a spinner, `ProgressView(value: 0.4)` a bar.
public struct ProgressView: PrimitiveView {
  let label: String?
  let fraction: Double?

  /// Creates a spinner, with an optional label under it.
  public init(_ title: String? = nil) {
    self.label = title
    self.fraction = nil
  }

  /// Creates a bar filled to `value` out of `total`; a `nil` value is a spinner.
  public init<V: BinaryFloatingPoint>(_ title: String? = nil, value: V?, total: V = 1) {
    self.label = title
    self.fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .progress(label: label, fraction: fraction))]
  }
}
