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
  let header: (RenderContext) -> String?
  let footer: (RenderContext) -> String?
  let content: Content

  /// Creates a section with an optional header.
  public init(_ header: String? = nil, @ViewBuilder content: () -> Content) {
    self.header = { _ in header }
    self.footer = { _ in nil }
    self.content = content()
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
    self.header = { MirrorUI.render(header, in: $0).combined.plainText }
    self.footer = { MirrorUI.render(footer, in: $0).combined.plainText }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    let node = SceneNode.section(
      header: header(context), footer: footer(context), children.map(\.node))
    return [RenderedNode(node: node, around: children)]
  }
}
