/// A form: controls grouped in sections, drawn as an inset-grouped list as on iOS.
public struct Form<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .list(children.map(\.node)), around: children)]
  }
}
