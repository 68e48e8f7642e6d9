/// Views stacked vertically.
public struct VStack<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a vertical stack.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .vstack(children.map(\.node)), title: children.title)]
  }
}

/// An inset-grouped list, as on iOS.
public struct List<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a list.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .list(children.map(\.node)), title: children.title)]
  }
}

/// A section of a list.
public struct Section<Content: View>: PrimitiveView {
  let header: String?
  let content: Content

  /// Creates a section with an optional header.
  public init(_ header: String? = nil, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [
      RenderedNode(node: .section(header: header, children.map(\.node)), title: children.title)
    ]
  }
}
