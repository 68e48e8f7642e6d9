/// A line of text.
public struct Text: PrimitiveView {
  let content: String
  let style: TextStyle

  /// Creates a text.
  public init(_ content: String) {
    self.content = content
    self.style = .body
  }

  private init(content: String, style: TextStyle) {
    self.content = content
    self.style = style
  }

  /// The same text set in `font`'s style.
  public func font(_ font: Font?) -> Text { Text(content: content, style: font?.style ?? .body) }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .text(content, style: style))]
  }
}
