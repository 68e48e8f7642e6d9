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
      let rendered = context.rendering(at: .slot("toolbar")) { MirrorUI.render(items, in: context) }
      for rendered in rendered {
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

extension View {
  /// Puts `leading` and `trailing` in the navigation bar, as SwiftUI's older
  /// `navigationBarItems(leading:trailing:)`.
  public func navigationBarItems<Leading: View, Trailing: View>(
    leading: Leading, trailing: Trailing
  ) -> ModifiedView<Self> {
    barItems(leading: leading, trailing: trailing)
  }

  /// Puts `leading` in the navigation bar.
  public func navigationBarItems<Leading: View>(leading: Leading) -> ModifiedView<Self> {
    barItems(leading: leading, trailing: EmptyView())
  }

  /// Puts `trailing` in the navigation bar.
  public func navigationBarItems<Trailing: View>(trailing: Trailing) -> ModifiedView<Self> {
    barItems(leading: EmptyView(), trailing: trailing)
  }

  private func barItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing)
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { nodes, context in
      var items: [SceneToolbarItem] = []
      for (placement, view) in [
        (ToolbarItemPlacement.topBarLeading, AnyRenderable(leading)),
        (.topBarTrailing, AnyRenderable(trailing)),
      ] {
        let rendered = context.rendering(at: .slot("bar-\(placement.rawValue)")) {
          view.render(context)
        }
        items += rendered.flatMap(\.node.barItems).map {
          SceneToolbarItem(placement: placement, content: $0)
        }
      }
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].bar.items += items
    }
  }
}

extension SceneNode {
  /// The items a view in a bar stands for: the children of a horizontal stack one by one
  /// (`HStack { EditButton(); Button("Add") { … } }`), the node itself otherwise.
  var barItems: [SceneNode] {
    switch self {
    case .empty: return []
    case .hstack(let children, _): return children.filter { $0 != .spacer && $0 != .empty }
    default: return [self]
    }
  }
}

/// A view whose type is set aside, rendered later.
@MainActor struct AnyRenderable {
  let render: @MainActor (RenderContext) -> [RenderedNode]

  init<V: View>(_ view: V) { render = { MirrorUI.render(view, in: $0) } }
}
