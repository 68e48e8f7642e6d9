/// A title with an icon before it, as in SwiftUI:
///
/// ```swift
/// Label("Calendar", systemImage: "calendar")
/// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
/// ```
public struct Label: PrimitiveView {
  let title: @MainActor (RenderContext) -> String
  let systemImage: @MainActor (RenderContext) -> String

  /// Creates a label from a title and an SF Symbol name.
  public init(_ title: LocalizedStringKey, systemImage: String) {
    let text = Text(title).content
    self.title = { _ in text }
    self.systemImage = { _ in systemImage }
  }

  /// Creates a label from a title drawn as it is and an SF Symbol name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    let text = String(title)
    self.title = { _ in text }
    self.systemImage = { _ in systemImage }
  }

  /// Creates a label from a title view and an icon view; the title is drawn as its text and
  /// the icon as the first `Image(systemName:)` in it.
  public init<Title: View, Icon: View>(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    let title = title()
    let icon = icon()
    self.title = { MirrorUI.render(title, in: $0).combined.plainText ?? "" }
    self.systemImage = { MirrorUI.render(icon, in: $0).combined.systemImage ?? "" }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .label(title: title(context), systemImage: systemImage(context)))]
  }
}
