import Foundation

extension FlowMap {
  /// The map in Graphviz's DOT language: one box per node labelled with its last title (all of
  /// them in its tooltip), one arrow per edge labelled with its control and named `e` and its
  /// index; the initial node is bold, dead ends are red. ``FlowMapLayout`` lays out this source.
  /// A map with more than ``quickLayoutEdgeCount`` edges asks `dot` for fewer placement passes
  /// (`nslimit`, `mclimit`): a slightly looser drawing in a fraction of the time.
  public var dot: String {
    let numbers = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
    let deadEnds = Set(findings.filter { $0.kind == .deadEnd }.map(\.node))
    var lines = [
      "digraph \"\(escape(app))\" {", "  rankdir=LR;", "  nodesep=0.3;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=12];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    if edges.count > Self.quickLayoutEdgeCount { lines.insert("  nslimit=1; mclimit=0.3;", at: 2) }
    for (number, node) in nodes.enumerated() {
      var attributes = [
        "label=\"\(escape(node.titles.last ?? ""))\"",
        "tooltip=\"\(escape(node.titles.joined(separator: " › ")))\"",
      ]
      if node.id == initial { attributes.append("style=\"rounded,bold\"") }
      if deadEnds.contains(node.id) { attributes.append("color=red") }
      lines.append("  n\(number) [\(attributes.joined(separator: ", "))];")
    }
    for (index, edge) in edges.enumerated() {
      guard let from = numbers[edge.from], let to = numbers[edge.to] else { continue }
      lines.append("  n\(from) -> n\(to) [id=e\(index), label=\"\(escape(edge.label))\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension FlowMap {
  /// Past this many edges the DOT source asks for a quicker layout: each labelled edge is a
  /// node for `dot`'s placement, whose cost grows faster than the map.
  public static let quickLayoutEdgeCount = 200
}

private func escape(_ text: String) -> String {
  text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
}
