/// A pop-up menu, as SwiftUI's `Menu`: tapping its label opens its buttons; choosing one sends
/// what its closure sends and closes the menu, as does a tap outside it. `Section`s and
/// `Divider`s group its buttons, a `Menu` inside it opens as a submenu and a `Picker` inside it
/// lists its options, the selected one checked, in a group (in a submenu with
/// `.pickerStyle(.menu)`), as on iOS; inside `.disabled(true)` it is drawn greyed and does not
/// open.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { store.send(.sortTapped(.name)) }
///   Button("By date") { store.send(.sortTapped(.date)) }
///   Divider()
///   Menu("Group by") { Button("Country") { store.send(.groupTapped(.country)) } }
/// }
/// Menu { Button("Duplicate") { … } } label: { Image(systemName: "ellipsis.circle") }
/// ```
public struct Menu<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  /// Creates a menu whose label is a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let label = context.renderedLabel(self.label)
    let items = context.rendering(at: .slot("menu")) {
      MirrorUI.render(content, in: context).map { Self.menuItem($0.node) }
    }
    let disabled = !context.environment.isEnabled
    return [RenderedNode(node: .menu(label: label, items: items, disabled: disabled))]
  }

  /// `node` as an item of a menu: a picker lists its options, the selected one with a check
  /// before it, each choosing its option — in a group in place, or in a submenu named after
  /// it when its style is `.menu` — as iOS lists a `Picker` inside a `Menu`.
  static func menuItem(_ node: SceneNode) -> SceneNode {
    switch node {
    case .picker(let label, let selection, let options, let style):
      let choices = options.map { option -> SceneNode in
        guard option.tag == selection else {
          return .button(
            label: option.label, action: option.action, role: nil, disabled: option.action == nil)
        }
        return .labeledButton(
          label: .label(title: option.label, systemImage: "checkmark"), action: option.action,
          role: nil, disabled: option.action == nil)
      }
      guard style == .menu else { return .section(header: nil, footer: nil, choices) }
      return .menu(label: .text(SceneText(label)), items: choices)
    case .section(let header, let footer, let children, let headerAsWritten):
      return .section(
        header: header, footer: footer, children.map(menuItem), headerAsWritten: headerAsWritten)
    default:
      return node
    }
  }
}

extension Menu where Label == Text {
  /// Creates a menu labelled with a title.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a menu labelled with a title drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == MirrorUI.Label {
  /// Creates a menu labelled with a title and an SF Symbol.
  public init(
    _ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { MirrorUI.Label(title, systemImage: systemImage) }
  }
}
