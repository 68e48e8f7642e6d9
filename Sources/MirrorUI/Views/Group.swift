/// Views grouped to share modifiers, drawn as if they were written one after another.
public struct Group<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] { MirrorUI.render(content, in: context) }
}
