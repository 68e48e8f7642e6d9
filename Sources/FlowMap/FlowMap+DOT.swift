import Foundation

extension FlowMap {
  /// The map in Graphviz's DOT language: one box per node labelled with its titles, one arrow
  /// per edge labelled with its control; the initial node is bold, dead ends are red.
  public var dot: String {
    let numbers = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, $0) })
    let deadEnds = Set(findings.filter { $0.kind == .deadEnd }.map(\.node))
    var lines = ["digraph \"\(escape(app))\" {", "  rankdir=LR;", "  node [shape=box];"]
    for (number, node) in nodes.enumerated() {
      var attributes = ["label=\"\(escape(node.titles.joined(separator: " › ")))\""]
      if node.id == initial { attributes.append("style=bold") }
      if deadEnds.contains(node.id) { attributes.append("color=red") }
      lines.append("  n\(number) [\(attributes.joined(separator: ", "))];")
    }
    for edge in edges {
      guard let from = numbers[edge.from], let to = numbers[edge.to] else { continue }
      lines.append("  n\(from) -> n\(to) [label=\"\(escape(edge.label))\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}

private func escape(_ text: String) -> String {
  text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
}
