/// Views stacked vertically.
public struct VStack<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a vertical stack; the alignment and spacing are accepted and not drawn (the page
  /// centres and spaces stacks as iOS does by default).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .vstack(children.map(\.node)), around: children)]
  }
}

/// An inset-grouped list, as on iOS.
public struct List<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a list.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a list with a row for each element of `data`, as `List { ForEach(data) { … } }`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Row> {
    self.content = ForEach(data, content: rowContent)
  }

  /// Creates a list with a row for each element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Row>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// Creates a list with a row for each element of `data`, identified by `id`, as
  /// `List(names, id: \.self)`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Row> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .list(children.map(\.node)), around: children)]
  }
}
