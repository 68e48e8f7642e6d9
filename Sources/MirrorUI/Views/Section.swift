/// A section of a list or form, with an optional header and footer, as in SwiftUI:
///
/// ```swift
/// Section("Account") { TextField("Name", text: $store.name) }
/// Section { Toggle("Notify", isOn: $store.notify) } header: { Text("Alerts") } footer: {
///   Text("Sent at most once a day.")
/// }
/// ```
///
/// A header or footer is drawn as its text; the header in capitals as on iOS, unless a
/// `.textCase` on its text or around the section sets its letters (`.textCase(nil)`: as
/// written).
public struct Section<Content: View>: PrimitiveView {
  let header: @MainActor (RenderContext) -> SceneNode?
  let footer: @MainActor (RenderContext) -> SceneNode?
  let content: Content

  /// Creates a section without header.
  public init(@ViewBuilder content: () -> Content) {
    self.header = { _ in nil }
    self.footer = { _ in nil }
    self.content = content()
  }

  /// Creates a section with a header.
  public init(_ header: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    let title = SceneNode.text(SceneText(Text(header).content))
    self.header = { _ in title }
    self.footer = { _ in nil }
    self.content = content()
  }

  /// Creates a section with a header drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ header: S, @ViewBuilder content: () -> Content) {
    let title = SceneNode.text(SceneText(String(header)))
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
        MirrorUI.render(header, in: context).combined
      }
    }
    self.footer = { context in
      context.rendering(at: .slot("footer")) {
        MirrorUI.render(footer, in: context).combined
      }
    }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    let header = header(context)
    let node = SceneNode.section(
      header: header?.plainText, footer: footer(context)?.plainText, children.map(\.node),
      headerAsWritten: header?.firstText?.hasOwnCase ?? false)
    return [RenderedNode(node: node, around: children)]
  }
}

extension SceneNode {
  /// The first text in this node, the one whose string ``plainText`` gives of a header.
  fileprivate var firstText: SceneText? {
    if case .text(let text) = self { return text }
    return children.lazy.compactMap(\.firstText).first
  }
}
