/// A label that shows or hides its content, as SwiftUI's: `DisclosureGroup("Details") { … }`.
/// Whether it is expanded is its own view state unless `isExpanded` binds it, so it opens for
/// every browser and time travel closes it again.
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A group that keeps whether it is expanded.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A group expanded while `isExpanded` is `true`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let key = "@DisclosureGroup \(context.pathDescription)"
    let access = context.viewState
    let expanded =
      isExpanded
      ?? Binding {
        access.register(key, initialValue: false)
        return access.read(key, initialValue: false)
      } set: {
        access.write(key, $0)
      }
    let isOpen = expanded.wrappedValue
    let flip = context.environment.isEnabled ? context.action { expanded.set(!isOpen) } : nil
    let label = context.rendering(at: .slot("label")) {
      MirrorUI.render(self.label, in: context).combined
    }
    let content = isOpen ? MirrorUI.render(self.content, in: context).combined : .empty
    return [
      RenderedNode(
        node: .disclosure(label: label, isExpanded: isOpen, action: flip, content: content))
    ]
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled `titleKey`, expanded while `isExpanded` is `true`.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}
