/// A choice among the tagged views of its content, as in SwiftUI:
///
/// ```swift
/// Picker("Sort", selection: $store.sort) {
///   Text("Name").tag(Sort.name)
///   Text("Date").tag(Sort.date)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Options come from static children or a `ForEach`, each with `.tag`. It is drawn as a menu
/// (a group of its options inside a `Menu`) unless `.pickerStyle` says otherwise.
public struct Picker<Value: Hashable, Content: View>: PrimitiveView {
  let label: @MainActor (RenderContext) -> String
  let selection: Binding<Value>
  let content: Content

  /// Creates a picker with a text label.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Value>, @ViewBuilder content: () -> Content
  ) {
    let title = Text(titleKey).content
    self.label = { _ in title }
    self.selection = selection
    self.content = content()
  }

  /// Creates a picker with a text label drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Value>, @ViewBuilder content: () -> Content
  ) {
    let title = String(title)
    self.label = { _ in title }
    self.selection = selection
    self.content = content()
  }

  /// Creates a picker whose label is a view, drawn as its text.
  public init<Label: View>(
    selection: Binding<Value>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.label = { context in
      context.rendering(at: .slot("label")) {
        MirrorUI.render(label, in: context).combined.plainText ?? ""
      }
    }
    self.selection = selection
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let rendered = context.rendering(at: .slot("options")) {
      MirrorUI.render(content, in: context)
    }
    let enabled = context.environment.isEnabled
    let options = rendered.compactMap { option -> SceneOption? in
      guard let value = option.tag?.base as? Value else { return nil }
      let action = enabled ? context.action { selection.set(value) } : nil
      return SceneOption(
        tag: "\(value)", label: option.node.plainText ?? "\(value)", action: action)
    }
    let node = SceneNode.picker(
      label: label(context), selection: "\(selection.wrappedValue)", options: options,
      style: .automatic)
    return [RenderedNode(node: node)]
  }
}

extension PickerStyle {
  /// A wheel, drawn as an inline list.
  public static let wheel = PickerStyle.inline
  /// A row that pushes a list of the options, drawn inline.
  public static let navigationLink = PickerStyle.inline
  /// A palette, drawn as segments.
  public static let palette = PickerStyle.segmented
}

extension View {
  /// Sets how the pickers in this view are drawn.
  public func pickerStyle(_ style: PickerStyle) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, _ in
      for index in nodes.indices { nodes[index].node = nodes[index].node.withPickerStyle(style) }
    }
  }
}

extension SceneNode {
  /// The same node with every picker in it drawn in `style`.
  func withPickerStyle(_ style: PickerStyle) -> SceneNode {
    mapped { node in
      guard case .picker(let label, let selection, let options, _) = node else { return node }
      return .picker(label: label, selection: selection, options: options, style: style)
    }
  }
}
