/// The rows of a `List(data) { element in … }`: one view per element.
public struct Rows<Data: RandomAccessCollection, Row: View>: PrimitiveView {
  let data: Data
  let row: (Data.Element) -> Row

  func render(in context: RenderContext) -> [RenderedNode] {
    var nodes: [RenderedNode] = []
    for element in data {
      nodes.append(contentsOf: MirrorUI.render(row(element), in: context))
    }
    return nodes
  }
}
