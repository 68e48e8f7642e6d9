/// A button that sends the action its closure sends, written as in SwiftUI:
///
/// ```swift
/// Button("Go to detail") { store.send(.moveDetailViewButtonTapped) }
/// Button("Delete", systemImage: "trash", role: .destructive) { store.send(.deleteTapped) }
/// Button { store.send(.personTapped(person)) } label: { PersonCardView(person: person) }
/// ```
public struct Button<Label: View>: PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: () -> Void

  /// Creates a button whose label is a view.
  public init(
    role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let sent = context.firstAction(of: action)
    let node = MirrorUI.render(label, in: context).combined
    if case .text(let text, _) = node {
      return [RenderedNode(node: .button(label: text, action: sent, role: role, disabled: false))]
    }
    return [
      RenderedNode(node: .labeledButton(label: node, action: sent, role: role, disabled: false))
    ]
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.label = Text(title)
    self.role = role
    self.action = action
  }
}

extension Button where Label == MirrorUI.Label {
  /// Creates a button labelled with a title and an SF Symbol.
  public init(
    _ title: String, systemImage: String, role: ButtonRole? = nil,
    action: @escaping () -> Void
  ) {
    self.label = MirrorUI.Label(title, systemImage: systemImage)
    self.role = role
    self.action = action
  }
}
