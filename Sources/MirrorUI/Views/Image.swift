/// An SF Symbol, drawn with the page's own drawing of the symbol (see `docs/ICONS.md`).
public struct Image: PrimitiveView {
  let systemName: String

  /// Creates an image of the SF Symbol `systemName`.
  public init(systemName: String) { self.systemName = systemName }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .image(systemName: systemName))]
  }
}
