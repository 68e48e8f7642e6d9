/// A thin line between views.
public struct Divider: PrimitiveView {
  /// Creates a divider.
  public init() {}

  func render(in context: RenderContext) -> [RenderedNode] { [RenderedNode(node: .divider)] }
}
