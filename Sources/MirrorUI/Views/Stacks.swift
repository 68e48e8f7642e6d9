import Foundation

/// Views side by side, lined up as `alignment` says (`.top`, `.center`, `.bottom`).
public struct HStack<Content: View>: PrimitiveView {
  let content: Content
  let layout: StackLayout

  /// Creates a horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.layout = StackLayout(alignment: alignment.name, spacing: spacing.map { Double($0) })
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .hstack(children.map(\.node), layout: layout), around: children)]
  }
}

/// Views on top of each other, the last in front, lined up as `alignment` says.
public struct ZStack<Content: View>: PrimitiveView {
  let content: Content
  let layout: StackLayout

  /// Creates an overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.layout = StackLayout(alignment: alignment.name)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .zstack(children.map(\.node), layout: layout), around: children)]
  }
}

/// Views stacked vertically, lined up as `alignment` says (`.leading`, `.center`,
/// `.trailing`).
public struct VStack<Content: View>: PrimitiveView {
  let content: Content
  let layout: StackLayout

  /// Creates a vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.layout = StackLayout(alignment: alignment.name, spacing: spacing.map { Double($0) })
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .vstack(children.map(\.node), layout: layout), around: children)]
  }
}

/// A vertical stack whose rows are made as they scroll into view, as SwiftUI's; drawn as a
/// `VStack`.
public typealias LazyVStack = VStack

/// A horizontal stack whose columns are made as they scroll into view; drawn as an `HStack`.
public typealias LazyHStack = HStack
