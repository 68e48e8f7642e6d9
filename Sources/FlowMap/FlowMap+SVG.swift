extension FlowMap {
  /// The map as a standalone SVG drawing laid out by Graphviz, or in columns past
  /// `graphvizMaxEdges` edges (``FlowMapLayout``): rounded boxes with the last title (all
  /// titles as the tooltip), arrows labelled with their control, the initial node bold and
  /// marked "start", dead ends red.
  public func svg(
    graphvizMaxEdges: Int = FlowMapLayout.defaultGraphvizMaxEdges
  ) throws -> String {
    let layout = try FlowMapLayout(self, graphvizMaxEdges: graphvizMaxEdges)
    let deadEnds = Set(findings.filter { $0.kind == .deadEnd }.map(\.node))
    let size =
      "width=\"\(Int(layout.width.rounded(.up)))\" height=\"\(Int(layout.height.rounded(.up)))\""
    var out = [
      """
      <svg xmlns="http://www.w3.org/2000/svg" \(size) viewBox="0 0 \(layout.width) \
      \(layout.height)" font-family="Helvetica, Arial, sans-serif" font-size="12">
      """,
      """
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" \
      markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#666"/>\
      </marker></defs>
      """,
      "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>",
    ]
    for (index, edge) in edges.enumerated() {
      guard let route = layout.routes[index] else { continue }
      var label = ""
      if let point = route.label {
        label = """
          <text x="\(point.x)" y="\(point.y + 3)" text-anchor="middle" font-size="10" \
          fill="#555">\(xmlEscape(edge.label))</text>
          """
      }
      out.append(
        """
        <g class="edge"><title>\(xmlEscape(edge.label))</title><path d="\(route.svgPath)" \
        fill="none" stroke="#666" marker-end="url(#arrow)"/>\(label)</g>
        """)
    }
    for node in nodes {
      guard let box = layout.boxes[node.id] else { continue }
      let stroke = deadEnds.contains(node.id) ? "#d33" : "#333"
      let isStart = node.id == initial
      var start = ""
      if isStart {
        start = """
          <text x="\(box.x + 4)" y="\(box.y - 2)" font-size="9" fill="#555">start</text>
          """
      }
      out.append(
        """
        <g class="node"><title>\(xmlEscape(node.titles.joined(separator: " › ")))</title>\
        <rect x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)" rx="6" \
        fill="#fff" stroke="\(stroke)" stroke-width="\(isStart ? 3 : 1)"/>\
        <text x="\(box.x + box.width / 2)" y="\(box.y + box.height / 2 + 4)" \
        text-anchor="middle">\(xmlEscape(node.titles.last ?? ""))</text>\(start)</g>
        """)
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }
}

private func xmlEscape(_ text: String) -> String {
  var out = ""
  for character in text {
    switch character {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    default: out.append(character)
    }
  }
  return out
}
