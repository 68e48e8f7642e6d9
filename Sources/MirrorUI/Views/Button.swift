/// A button that sends what its closure sends, written as in SwiftUI:
///
/// ```swift
/// Button("Go to detail") { store.send(.moveDetailViewButtonTapped) }
/// Button("Delete", systemImage: "trash", role: .destructive) { store.send(.deleteTapped) }
/// Button { store.send(.personTapped(person)) } label: { PersonCardView(person: person) }
/// Button("Edit") { isEditing = true }   // view state: a version of its own
/// ```
public struct Button<Label: View>: PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// Creates a button whose label is a view.
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let sent = context.action(of: action)
    let node = context.rendering(at: .slot("label")) {
      MirrorUI.render(label, in: context).combined
    }
    let disabled = !context.environment.isEnabled
    if case .text(let text) = node, text.runs.isEmpty, text.look.isEmpty {
      return [
        RenderedNode(node: .button(label: text.text, action: sent, role: role, disabled: disabled))
      ]
    }
    return [
      RenderedNode(
        node: .labeledButton(label: node, action: sent, role: role, disabled: disabled))
    ]
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init(
    _ title: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }

  /// Creates a button with a text label that is not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == MirrorUI.Label {
  /// Creates a button labelled with a title and an SF Symbol.
  public init(
    _ title: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { MirrorUI.Label(title, systemImage: systemImage) }
  }
}
