import Foundation

/// Space that pushes the views around it apart in a stack.
public struct Spacer: PrimitiveView {
  /// Creates a spacer; the minimum length is accepted and not drawn.
  public init(minLength: CGFloat? = nil) {}

  func render(in context: RenderContext) -> [RenderedNode] { [RenderedNode(node: .spacer)] }
}
