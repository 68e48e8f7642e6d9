/// An item of a `.toolbar`, as in SwiftUI:
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .topBarTrailing) { Button("Save") { store.send(.saveTapped) } }
/// }
/// ```
public struct ToolbarItem<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates an item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let rendered = MirrorUI.render(content, in: context)
    return [toolbarItem(SceneToolbarItem(placement: placement, content: rendered.combined))]
  }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group of items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    MirrorUI.render(content, in: context).map {
      toolbarItem(SceneToolbarItem(placement: placement, content: $0.node))
    }
  }
}

/// A rendered node that stands for one toolbar item: the item is in its bar, not in the view.
private func toolbarItem(_ item: SceneToolbarItem) -> RenderedNode {
  var bar = SceneBar()
  bar.items = [item]
  return RenderedNode(node: .empty, bar: bar)
}

extension View {
  /// Puts items in the navigation bar of the screen this view is on (or of the sheet it is
  /// in). A view written directly in the closure goes to the trailing edge, as SwiftUI's
  /// automatic placement.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedView<Self> {
    let items = content()
    return ModifiedView(content: self) { nodes, context in
      var bar = SceneBar()
      for rendered in MirrorUI.render(items, in: context) {
        let written = rendered.bar.items
        bar.items +=
          written.isEmpty && rendered.node != .empty
          ? [SceneToolbarItem(placement: .automatic, content: rendered.node)] : written
      }
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.items += bar.items
    }
  }

  /// Sets whether the navigation title is large or inline on this screen.
  public func navigationBarTitleDisplayMode(_ mode: SceneBar.TitleDisplayMode)
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { nodes, _ in
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.titleDisplayMode = mode
    }
  }

  /// Hides the Back button of the screen this view is on.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.backButtonHidden = hidesBackButton
    }
  }
}
