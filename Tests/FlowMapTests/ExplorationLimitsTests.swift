import DemoFeatures
import FlowMap
import XCTest

final class ExplorationLimitsTests: XCTestCase {
  func testMaxStatesCapsTheNodes() {
    let map = Explorer(options: ExplorationOptions(maxStates: 3)).explore(Demos.tabsStack)
    XCTAssertEqual(map.nodes.count, 3)
    XCTAssertFalse(map.isComplete)
    for edge in map.edges {
      XCTAssertTrue(map.nodes.contains { $0.id == edge.to })
    }
  }

  func testMaxDepthLeavesDeeperNodesUnexpanded() {
    let map = Explorer(options: ExplorationOptions(maxDepth: 1)).explore(Demos.tabsStack)
    XCTAssertEqual(map.nodes.map(\.depth), [0, 1, 1])
    XCTAssertEqual(map.nodes.map(\.expanded), [true, false, false])
    XCTAssertFalse(map.isComplete)
    // Unexpanded nodes are not dead ends: their controls were never tried.
    XCTAssertFalse(map.findings.contains { $0.kind == .deadEnd })
  }

  func testMaxDepthZeroIsTheInitialNodeAlone() {
    let map = Explorer(options: ExplorationOptions(maxDepth: 0)).explore(Demos.tabsStack)
    XCTAssertEqual(map.nodes.count, 1)
    XCTAssertEqual(map.edges.count, 0)
    XCTAssertEqual(map.statesComputed, 0)
  }

  func testProgressIsReported() {
    var reports: [ExplorationProgress] = []
    var explorer = Explorer()
    explorer.progressInterval = 1
    explorer.progress = { reports.append($0) }
    let map = explorer.explore(Demos.tabsStack)
    XCTAssertEqual(reports.count, map.statesComputed + 1)
    XCTAssertEqual(reports.last?.statesSeen, 6)
    XCTAssertEqual(reports.last?.queued, 0)
  }
}
