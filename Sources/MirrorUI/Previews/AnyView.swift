/// Any view, its type set aside, as SwiftUI's `AnyView`.
public struct AnyView: PrimitiveView {
  private let renderContent: @MainActor (RenderContext) -> [RenderedNode]

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    renderContent = { MirrorUI.render(view, in: $0) }
  }

  /// Wraps `view`, as SwiftUI's `AnyView(erasing:)`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  func render(in context: RenderContext) -> [RenderedNode] { renderContent(context) }
}
