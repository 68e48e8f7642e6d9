/// Works out the graph findings of a map — dead ends and single entries — and puts all
/// findings in their documented order.
enum FlowMapAnalysis {
  static func findings(of map: FlowMap) -> [FlowMap.Finding] {
    var incoming: [String: [String]] = [:]
    for edge in map.edges { incoming[edge.to, default: []].append(edge.from) }
    // Nodes that can get back to the initial node: walk the edges backwards from it.
    var returning: Set<String> = [map.initial]
    var frontier = [map.initial]
    while let node = frontier.popLast() {
      for source in incoming[node] ?? [] where returning.insert(source).inserted {
        frontier.append(source)
      }
    }
    var graph: [FlowMap.Finding] = []
    for node in map.nodes where node.expanded && !returning.contains(node.id) {
      graph.append(
        .init(
          kind: .deadEnd, node: node.id,
          message: "No way back to the start from \(node.titles.joined(separator: " › "))."))
    }
    for node in map.nodes where node.id != map.initial && incoming[node.id]?.count == 1 {
      graph.append(
        .init(
          kind: .singleEntry, node: node.id,
          message: "\(node.titles.joined(separator: " › ")) is reachable only one way."))
    }
    var seen: Set<FlowMap.Finding> = []
    let unique = (graph + map.findings).filter { seen.insert($0).inserted }
    let order: [FlowMap.Finding.Kind] = [
      .deadEnd, .singleEntry, .diagnostic, .rejectedAction, .effectCancelled,
    ]
    return order.flatMap { kind in unique.filter { $0.kind == kind } }
  }
}
