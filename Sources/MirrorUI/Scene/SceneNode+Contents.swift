extension SceneNode {
  /// The nodes inside a container node (not a stack's or tab view's screens); none for a leaf.
  public var children: [SceneNode] {
    switch self {
    case .vstack(let children), .hstack(let children), .zstack(let children),
      .list(let children), .section(_, _, let children):
      return children
    case .labeledButton(let label, _, _, _), .navigationLink(let label, _): return [label]
    default: return []
    }
  }

  /// The text of a text, label or button, or of the first one inside a container.
  public var plainText: String? {
    switch self {
    case .text(let text, _), .button(let text, _, _, _), .label(let text, _): return text
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
    switch self {
    case .vstack(let children): inner = .vstack(children.map { $0.mapped(transform) })
    case .hstack(let children): inner = .hstack(children.map { $0.mapped(transform) })
    case .zstack(let children): inner = .zstack(children.map { $0.mapped(transform) })
    case .list(let children): inner = .list(children.map { $0.mapped(transform) })
    case .section(let header, let footer, let children):
      inner = .section(header: header, footer: footer, children.map { $0.mapped(transform) })
    case .labeledButton(let label, let action, let role, let disabled):
      inner = .labeledButton(
        label: label.mapped(transform), action: action, role: role, disabled: disabled)
    case .navigationLink(let label, let action):
      inner = .navigationLink(label: label.mapped(transform), action: action)
    default: inner = self
    }
    return transform(inner)
  }
}
