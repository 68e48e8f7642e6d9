extension SceneNode {
  /// The nodes inside a container node (not a stack's or tab view's screens); none for a leaf.
  public var children: [SceneNode] {
    switch self {
    case .vstack(let children, _), .hstack(let children, _), .zstack(let children, _),
      .list(let children, _), .section(_, _, let children, _):
      return children
    case .labeledButton(let label, _, _, _), .navigationLink(let label, _): return [label]
    case .styled(let content, _), .tappable(let content, _): return [content]
    case .rowActions(let content, let actions):
      return [content] + actions.leading + actions.trailing + actions.menu
    case .layered(let content, let layers):
      return [layers.background, content, layers.overlay].compactMap { $0 }
    case .labeledContent(let label, let content): return [label, content]
    case .disclosure(let label, _, _, let content): return [label, content]
    case .menu(let label, let items, _): return [label] + items
    default: return []
    }
  }

  /// The text of a text, label or button, or of the first one inside a container.
  public var plainText: String? {
    switch self {
    case .text(let text): return text.text
    case .button(let text, _, _, _), .label(let text, _): return text
    case .rowActions(let content, _), .layered(let content, _): return content.plainText
    default: return children.lazy.compactMap(\.plainText).first
    }
  }

  /// The SF Symbol name of an image or label, or of the first one inside a container.
  var systemImage: String? {
    switch self {
    case .image(let name), .label(_, let name): return name
    default: return children.lazy.compactMap(\.systemImage).first
    }
  }
}

extension SceneNode {
  /// The node with `transform` applied to each node inside it (not inside a stack's or tab
  /// view's screens), innermost first, then to the node itself.
  func mapped(_ transform: (SceneNode) -> SceneNode) -> SceneNode {
    let inner: SceneNode
    func map(_ node: SceneNode) -> SceneNode { node.mapped(transform) }
    switch self {
    case .vstack(let children, let layout): inner = .vstack(children.map(map), layout: layout)
    case .hstack(let children, let layout): inner = .hstack(children.map(map), layout: layout)
    case .zstack(let children, let layout): inner = .zstack(children.map(map), layout: layout)
    case .list(let children, let editing): inner = .list(children.map(map), editing: editing)
    case .section(let header, let footer, let children, let asWritten):
      inner = .section(
        header: header, footer: footer, children.map(map), headerAsWritten: asWritten)
    case .labeledButton(let label, let action, let role, let disabled):
      inner = .labeledButton(label: map(label), action: action, role: role, disabled: disabled)
    case .navigationLink(let label, let action):
      inner = .navigationLink(label: map(label), action: action)
    case .styled(let content, let style): inner = .styled(map(content), style)
    case .tappable(let content, let action): inner = .tappable(map(content), action: action)
    case .rowActions(let content, var actions):
      actions.leading = actions.leading.map(map)
      actions.trailing = actions.trailing.map(map)
      actions.menu = actions.menu.map(map)
      inner = .rowActions(map(content), actions)
    case .layered(let content, var layers):
      layers.background = layers.background.map(map)
      layers.overlay = layers.overlay.map(map)
      inner = .layered(map(content), layers)
    case .labeledContent(let label, let content):
      inner = .labeledContent(label: map(label), content: map(content))
    case .disclosure(let label, let isExpanded, let action, let content):
      inner = .disclosure(
        label: map(label), isExpanded: isExpanded, action: action, content: map(content))
    case .menu(let label, let items, let disabled):
      inner = .menu(label: map(label), items: items.map(map), disabled: disabled)
    default: inner = self
    }
    return transform(inner)
  }
}
