/// One view per element of a collection, as SwiftUI's `ForEach`:
///
/// ```swift
/// ForEach(store.persons) { person in … }                                  // Identifiable
/// ForEach(store.tags, id: \.self) { tag in … }
/// ForEach(0..<3) { index in … }
/// ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }    // child stores
/// ```
///
/// The scene has no identity of rows (the page redraws what changed). The rows' lifecycle
/// modifiers do: a row is the same view from one render to the next when it has the same id —
/// the element's `id` when it is `Identifiable`, the `id` key path, the identified array's id of
/// a row store, the number of a range — as in SwiftUI, and otherwise when it is in the same
/// place.
public struct ForEach<Data: RandomAccessCollection, Content: View>: PrimitiveView {
  let data: Data
  let content: (Data.Element) -> Content
  /// The elements' ids, in order; `nil` when the rows are told apart by their order.
  let ids: (() -> [AnyHashable])?

  /// Creates a view for each element of `data`, told apart from the others by its position.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.ids = nil
  }

  /// Creates a view for each element of `data`, identified by `id`.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.ids = { data.map { AnyHashable($0[keyPath: id]) } }
  }

  /// Creates a view for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable {
    self.data = data
    self.content = content
    self.ids = { data.map { AnyHashable($0.id) } }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    // A loop over one concrete array, not `flatMap`: generic over `Data`, that one builds its
    // result through unspecialized code, asking the runtime for type metadata at every step.
    var nodes: [RenderedNode] = []
    guard let lifecycle = context.lifecycle, let ids = ids?() else {
      for element in data {
        nodes.append(contentsOf: MirrorUI.render(content(element), in: context))
      }
      return nodes
    }
    var index = 0
    for element in data {
      lifecycle.rows.append(ids[index])
      nodes.append(contentsOf: MirrorUI.render(content(element), in: context))
      lifecycle.rows.removeLast()
      index += 1
    }
    return nodes
  }
}

extension ForEach where Data == Range<Int> {
  /// Creates a view for each number of `data`, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.ids = { data.map { AnyHashable($0) } }
  }
}
