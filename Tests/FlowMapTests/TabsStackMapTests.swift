import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

final class TabsStackMapTests: XCTestCase {
  func testDump() {
    let map = Explorer().explore(Demos.tabsStack)
    for node in map.nodes { print(node.depth, node.id, node.titles, node.sceneKey) }
    for edge in map.edges { print(edge.from, "->", edge.to, edge.label, edge.action.text) }
    for finding in map.findings { print(finding.kind, finding.node, finding.message) }
  }
}
