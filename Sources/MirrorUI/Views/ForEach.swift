/// One view per element of a collection, as SwiftUI's `ForEach`:
///
/// ```swift
/// ForEach(store.persons) { person in … }                                  // Identifiable
/// ForEach(store.tags, id: \.self) { tag in … }
/// ForEach(0..<3) { index in … }
/// ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in … }    // child stores
/// ```
///
/// The scene has no identity of rows (the page redraws what changed), so an `id` key path is
/// accepted for SwiftUI's sake and not used.
public struct ForEach<Data: RandomAccessCollection, Content: View>: PrimitiveView {
  let data: Data
  let content: (Data.Element) -> Content

  /// Creates a view for each element of `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }

  /// Creates a view for each element of `data`, identified in SwiftUI by `id`.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, content: content)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    // A loop over one concrete array, not `flatMap`: generic over `Data`, that one builds its
    // result through unspecialized code, asking the runtime for type metadata at every step.
    var nodes: [RenderedNode] = []
    for element in data {
      nodes.append(contentsOf: MirrorUI.render(content(element), in: context))
    }
    return nodes
  }
}
