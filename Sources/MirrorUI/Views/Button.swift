/// A button that sends the action its closure sends.
///
/// ```swift
/// Button("Go to detail") { store.send(.moveDetailViewButtonTapped) }
/// ```
public struct Button: PrimitiveView {
  let label: String
  let role: ButtonRole?
  let action: () -> Void

  /// Creates a button.
  public init(_ label: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.label = label
    self.role = role
    self.action = action
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let sent = context.firstAction(of: action)
    return [RenderedNode(node: .button(label: label, action: sent, role: role, disabled: false))]
  }
}

/// A switch bound to a Boolean in the state.
public struct Toggle: PrimitiveView {
  let label: String
  let isOn: Binding<Bool>

  /// Creates a toggle.
  public init(_ label: String, isOn: Binding<Bool>) {
    self.label = label
    self.isOn = isOn
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let flip = context.firstAction { isOn.set(!isOn.wrappedValue) }
    return [RenderedNode(node: .toggle(label: label, isOn: isOn.wrappedValue, action: flip))]
  }
}

/// A choice among the tagged views of its content.
///
/// ```swift
/// Picker("Sort", selection: $store.sort.sending(\.sortChanged)) {
///   Text("Name").tag(Sort.name)
///   Text("Date").tag(Sort.date)
/// }
/// ```
public struct Picker<Value: Hashable, Content: View>: PrimitiveView {
  let label: String
  let selection: Binding<Value>
  let content: Content

  /// Creates a picker.
  public init(_ label: String, selection: Binding<Value>, @ViewBuilder content: () -> Content) {
    self.label = label
    self.selection = selection
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let options = MirrorUI.render(content, in: context).compactMap { option -> SceneOption? in
      guard let value = option.tag?.base as? Value else { return nil }
      let action = context.firstAction { selection.set(value) }
      return SceneOption(
        tag: "\(value)", label: option.node.plainText ?? "\(value)", action: action)
    }
    return [
      RenderedNode(
        node: .picker(label: label, selection: "\(selection.wrappedValue)", options: options))
    ]
  }
}

extension SceneNode {
  /// The text of a text node, or of the first text inside a container.
  package var plainText: String? {
    switch self {
    case .text(let text, _): return text
    case .button(let label, _, _, _): return label
    case .vstack(let children), .list(let children), .section(_, let children):
      return children.lazy.compactMap(\.plainText).first
    case .navigationLink(let label, _): return label.plainText
    default: return nil
    }
  }
}
