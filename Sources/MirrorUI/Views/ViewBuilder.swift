/// Builds views from the statements of a closure, like SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> {
    OptionalView(content: content)
  }

  public static func buildEither<First: View, Second: View>(first: First) -> EitherView<
    First, Second
  > {
    EitherView(content: .first(first))
  }

  public static func buildEither<First: View, Second: View>(second: Second) -> EitherView<
    First, Second
  > {
    EitherView(content: .second(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}

/// Several views one after another.
public struct TupleView<each Content: View>: PrimitiveView {
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  func render(in context: RenderContext) -> [RenderedNode] {
    var nodes: [RenderedNode] = []
    var index = 0
    for view in repeat each content {
      // Each child's position is part of its structural identity.
      nodes += context.rendering(at: .child(index)) { MirrorUI.render(view, in: context) }
      index += 1
    }
    return nodes
  }
}

/// A view that is there or not, from an `if` without `else`.
public struct OptionalView<Content: View>: PrimitiveView {
  let content: Content?

  func render(in context: RenderContext) -> [RenderedNode] {
    content.map { MirrorUI.render($0, in: context) } ?? []
  }
}

/// One of two views, from an `if`/`else` or a `switch`.
public struct EitherView<First: View, Second: View>: PrimitiveView {
  enum Content {
    case first(First)
    case second(Second)
  }

  let content: Content

  func render(in context: RenderContext) -> [RenderedNode] {
    // The branch is part of the identity: a view in the other branch is another view, even of
    // the same type.
    switch content {
    case .first(let view):
      return context.rendering(at: .branch(0)) { MirrorUI.render(view, in: context) }
    case .second(let view):
      return context.rendering(at: .branch(1)) { MirrorUI.render(view, in: context) }
    }
  }
}

/// No view at all.
public struct EmptyView: PrimitiveView {
  /// Creates an empty view.
  public init() {}

  func render(in context: RenderContext) -> [RenderedNode] { [] }
}
