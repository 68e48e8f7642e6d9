/// A scrolling region, drawn as its content stacked vertically from the top: a screen scrolls
/// on the page whenever its content is taller than the phone.
public struct ScrollView<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a scroll view; the axes and indicator visibility are accepted and not drawn.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [
      RenderedNode(
        node: .vstack(children.map(\.node), layout: StackLayout(scrolls: true)), around: children)
    ]
  }
}

/// Horizontal or vertical, as SwiftUI's `Axis`.
public enum Axis: Sendable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
