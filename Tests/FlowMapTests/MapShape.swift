import FlowMap
import XCTest

/// Checks what holds for every flow map, whatever the app: node ids are unique, every edge
/// leads from a screen of the map to a screen of the map, every screen is reachable from the
/// initial one, a screen's depth is its distance from the initial one, the map stays within its
/// budget, and each edge came from a step the explorer computed.
func assertWellFormed(_ map: FlowMap, file: StaticString = #filePath, line: UInt = #line) {
  let ids = map.nodes.map(\.id)
  XCTAssertEqual(Set(ids).count, ids.count, "node ids are unique", file: file, line: line)
  let known = Set(ids)
  XCTAssertTrue(known.contains(map.initial), "the initial screen is a node", file: file, line: line)
  for edge in map.edges where !known.contains(edge.from) || !known.contains(edge.to) {
    XCTFail("edge to nowhere: \(edge.from) → \(edge.to)", file: file, line: line)
  }
  var distance = [map.initial: 0]
  var queue = [map.initial]
  var head = 0
  let outgoing = Dictionary(grouping: map.edges, by: \.from)
  while head < queue.count {
    let node = queue[head]
    head += 1
    for edge in outgoing[node, default: []] where distance[edge.to] == nil {
      distance[edge.to] = distance[node]! + 1
      queue.append(edge.to)
    }
  }
  for node in map.nodes {
    XCTAssertEqual(
      distance[node.id], node.depth, "\(node.id) is reachable at its depth", file: file,
      line: line)
  }
  XCTAssertLessThanOrEqual(map.nodes.count, map.options.maxStates, file: file, line: line)
  XCTAssertLessThanOrEqual(
    map.nodes.map(\.depth).max() ?? 0, map.options.maxDepth, file: file, line: line)
  XCTAssertGreaterThanOrEqual(map.statesComputed, map.edges.count, file: file, line: line)
}
