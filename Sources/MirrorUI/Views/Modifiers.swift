/// A view changed by a modifier such as `.navigationTitle`.
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let modify: (inout [RenderedNode], RenderContext) -> Void

  func render(in context: RenderContext) -> [RenderedNode] {
    var nodes = MirrorUI.render(content, in: context)
    modify(&nodes, context)
    return nodes
  }
}

extension View {
  /// Sets the title the navigation bar shows for the screen this view is on.
  public func navigationTitle(_ title: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      if nodes.isEmpty { nodes = [RenderedNode(node: .empty)] }
      nodes[0].title = title
    }
  }

  /// Sets the item a tab view shows for this view in its tab bar.
  public func tabItem(_ label: String, systemImage: String) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      nodes = [nodes.collapsed(tabItem: TabItem(label: label, systemImage: systemImage))]
    }
  }

  /// Tags the view with a value, for a tab view's or a picker's selection.
  public func tag<Value: Hashable>(_ value: Value) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      nodes = [nodes.collapsed(tag: AnyHashable(value))]
    }
  }

  /// Disables every control in this view when `isDisabled` is true.
  public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
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
      tag: tag ?? lazy.compactMap(\.tag).first
    )
  }
}

extension SceneNode {
  /// The same node with every control in it disabled.
  func disabled() -> SceneNode {
    switch self {
    case .button(let label, let action, let role, _):
      return .button(label: label, action: action, role: role, disabled: true)
    case .toggle(let label, let isOn, _):
      return .toggle(label: label, isOn: isOn, action: nil)
    case .vstack(let children): return .vstack(children.map { $0.disabled() })
    case .list(let children): return .list(children.map { $0.disabled() })
    case .section(let header, let children):
      return .section(header: header, children.map { $0.disabled() })
    default: return self
    }
  }
}
