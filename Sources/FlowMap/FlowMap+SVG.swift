extension FlowMap {
  /// The map as a standalone SVG drawing laid out by ``FlowMapLayout``: boxes with the last
  /// title, arrows with the control's label as a tooltip, the initial node bold and dead ends
  /// red.
  public var svg: String {
    let layout = FlowMapLayout(self)
    let width = FlowMapLayout.nodeWidth
    let height = FlowMapLayout.nodeHeight
    let deadEnds = Set(findings.filter { $0.kind == .deadEnd }.map(\.node))
    var out = [
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(layout.width)" height="\(layout.height)" \
      viewBox="0 0 \(layout.width) \(layout.height)" font-family="sans-serif" font-size="12">
      """,
      """
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" \
      markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#888"/>\
      </marker></defs>
      """,
    ]
    for edge in edges {
      guard let from = layout.boxes[edge.from], let to = layout.boxes[edge.to] else { continue }
      let forward = to.x > from.x
      let x1 = forward ? from.x + width : from.x
      let x2 = forward ? to.x : to.x + width
      let y1 = from.y + height / 2
      let y2 = to.y + height / 2
      let bend = forward ? 0 : -40
      out.append(
        """
        <path d="M\(x1),\(y1) C\(x1 + bend),\(y1) \(x2 + bend),\(y2) \(x2),\(y2)" fill="none" \
        stroke="#888" marker-end="url(#arrow)"><title>\(xmlEscape(edge.label))</title></path>
        """)
    }
    for node in nodes {
      guard let box = layout.boxes[node.id] else { continue }
      let stroke = deadEnds.contains(node.id) ? "#d33" : "#333"
      let strokeWidth = node.id == initial ? 3 : 1
      out.append(
        """
        <g><title>\(xmlEscape(node.id))</title><rect x="\(box.x)" y="\(box.y)" width="\(width)" \
        height="\(height)" rx="8" fill="#fff" stroke="\(stroke)" stroke-width="\(strokeWidth)"/>\
        <text x="\(box.x + width / 2)" y="\(box.y + height / 2 + 4)" text-anchor="middle">\
        \(xmlEscape(node.titles.last ?? "")) </text></g>
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
