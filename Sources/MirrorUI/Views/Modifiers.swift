/// A view changed by a modifier such as `.navigationTitle`.
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let modify: @MainActor (inout [RenderedNode], RenderContext) -> Void

  func render(in context: RenderContext) -> [RenderedNode] {
    var nodes = MirrorUI.render(content, in: context)
    modify(&nodes, context)
    return nodes
  }
}

extension View {
  /// Sets the title the navigation bar shows for the screen this view is on.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> {
    navigationTitle(verbatim: Text(titleKey).content)
  }

  /// Sets the title the navigation bar shows, drawn as it is.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> {
    navigationTitle(verbatim: String(title))
  }

  /// Sets the title the navigation bar shows from a text.
  public func navigationTitle(_ title: Text) -> ModifiedView<Self> {
    navigationTitle(verbatim: title.content)
  }

  private func navigationTitle(verbatim title: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].title = title
    }
  }

  /// Sets the item a tab view shows for this view in its tab bar, as in SwiftUI:
  /// `.tabItem { Label("Calendar", systemImage: "calendar") }` or
  /// `.tabItem { Image(systemName: "house"); Text("First") }`.
  ///
  /// The item's title is its first text and its icon its first SF Symbol.
  public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> ModifiedView<Self> {
    let label = label()
    return ModifiedView(content: self) { nodes, context in
      let item = context.rendering(at: .slot("tabItem")) {
        MirrorUI.render(label, in: context).combined
      }
      let tabItem = TabItem(label: item.plainText ?? "", systemImage: item.systemImage ?? "")
      nodes = [nodes.collapsed(tabItem: tabItem)]
    }
  }

  /// Tags the view with a value, for a tab view's or a picker's selection.
  public func tag<Value: Hashable>(_ value: Value) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      nodes = [nodes.collapsed(tag: AnyHashable(value))]
    }
  }

  /// Disables every control in this view when `isDisabled` is true (`isEnabled` is `false`
  /// in its environment).
  public func disabled(_ isDisabled: Bool) -> ModifiedView<EnvironmentView<Self>> {
    ModifiedView(
      content: EnvironmentView(content: self) { if isDisabled { $0.isEnabled = false } }
    ) { nodes, _ in
      guard isDisabled else { return }
      for index in nodes.indices { nodes[index].node = nodes[index].node.disabled() }
    }
  }
}

extension [RenderedNode] {
  /// The nodes as one, keeping the title, tab item and tag found on any of them.
  func collapsed(tabItem: TabItem? = nil, tag: AnyHashable? = nil) -> RenderedNode {
    RenderedNode(
      node: combined,
      title: title,
      tabItem: tabItem ?? lazy.compactMap(\.tabItem).first,
      tag: tag ?? lazy.compactMap(\.tag).first,
      bar: bar
    )
  }
}
