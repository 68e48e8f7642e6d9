/// A section of a list or form, with an optional header and footer, as in SwiftUI:
///
/// ```swift
/// Section("Account") { TextField("Name", text: $store.name) }
/// Section { Toggle("Notify", isOn: $store.notify) } header: { Text("Alerts") } footer: {
///   Text("Sent at most once a day.")
/// }
/// ```
///
/// A header or footer is drawn as its text.
public struct Section<Content: View>: PrimitiveView {
  let header: @MainActor (RenderContext) -> String?
  let footer: @MainActor (RenderContext) -> String?
  let content: Content

  /// Creates a section without header.
  public init(@ViewBuilder content: () -> Content) {
    self.header = { _ in nil }
    self.footer = { _ in nil }
    self.content = content()
  }

  /// Creates a section with a header.
  public init(_ header: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    let title = Text(header).content
    self.header = { _ in title }
    self.footer = { _ in nil }
    self.content = content()
  }

  /// Creates a section with a header drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ header: S, @ViewBuilder content: () -> Content) {
    let title = String(header)
    self.header = { _ in title }
    self.footer = { _ in nil }
    self.content = content()
  }

  /// Creates a section whose footer is a view.
  public init<Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content(), header: EmptyView(), footer: footer())
  }

  /// Creates a section whose header and footer are views.
  public init<Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content(), header: header(), footer: footer())
  }

  /// Creates a section whose header is a view.
  public init<Header: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(content: content(), header: header(), footer: EmptyView())
  }

  /// Creates a section with a header and a footer view, as `Section(header: Text("…"))`.
  public init<Header: View, Footer: View>(
    header: Header, footer: Footer = EmptyView(), @ViewBuilder content: () -> Content
  ) {
    self.init(content: content(), header: header, footer: footer)
  }

  /// Creates a section with a footer view and no header.
  public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content(), header: EmptyView(), footer: footer)
  }

  private init<Header: View, Footer: View>(content: Content, header: Header, footer: Footer) {
    self.content = content
    self.header = { context in
      context.rendering(at: .slot("header")) {
        MirrorUI.render(header, in: context).combined.plainText
      }
    }
    self.footer = { context in
      context.rendering(at: .slot("footer")) {
        MirrorUI.render(footer, in: context).combined.plainText
      }
    }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    let node = SceneNode.section(
      header: header(context), footer: footer(context), children.map(\.node))
    return [RenderedNode(node: node, around: children)]
  }
}
