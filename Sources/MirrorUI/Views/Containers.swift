/// An inset-grouped list, as on iOS. While its edit mode is active (an `EditButton`,
/// `.environment(\.editMode, …)`), rows that `.onDelete` or `.onMove` can change show their
/// delete and move controls.
public struct List<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a list.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a list whose selection is bound to `selection`; the selection is accepted and
  /// not drawn.
  public init<Selection>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

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

  /// Creates a list with a row for each element of a binding to a collection, each row given
  /// a binding to its element: `List($store.items) { $item in Toggle(item.name, isOn: $item.done) }`.
  public init<C: MutableCollection & RandomAccessCollection, Row: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  ) where Content == ForEach<BindingElements<C>, Row>, C.Element: Identifiable, C.Index: Hashable {
    self.content = ForEach(data, content: rowContent)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    let nodes = children.map(\.node)
    let editable = nodes.contains { $0.hasEditableRows }
    let editing = editable && (context.environment.editMode?.wrappedValue.isEditing ?? false)
    return [RenderedNode(node: .list(nodes, editing: editing), around: children)]
  }
}

extension SceneNode {
  /// Whether the node holds rows that edit mode can delete or move.
  var hasEditableRows: Bool {
    if case .rowActions(_, let actions) = self, actions.delete != nil || actions.move != nil {
      return true
    }
    switch self {
    case .section, .styled, .vstack: return children.contains { $0.hasEditableRows }
    default: return false
    }
  }
}

/// A form: controls grouped in sections, drawn as an inset-grouped list as on iOS.
public struct Form<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a form.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] {
    let children = MirrorUI.render(content, in: context)
    return [RenderedNode(node: .list(children.map(\.node)), around: children)]
  }
}

/// Views grouped to share modifiers, drawn as if they were written one after another.
public struct Group<Content: View>: PrimitiveView {
  let content: Content

  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func render(in context: RenderContext) -> [RenderedNode] { MirrorUI.render(content, in: context) }
}
