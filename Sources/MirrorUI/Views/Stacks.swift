/// Views side by side.
public struct HStack<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a horizontal stack; the alignment and spacing are accepted and not drawn.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .hstack(children.map(\.node)), around: children)]
  }
}

/// Views on top of each other, the last in front.
public struct ZStack<Content: View>: PrimitiveView {
  let content: Content

  /// Creates an overlaying stack; the alignment is accepted and not drawn (children are
  /// centred).
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .zstack(children.map(\.node)), around: children)]
  }
}
