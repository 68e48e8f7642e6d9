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

  /// Past its time limit an exploration expands no further screen (here at once: only the
  /// initial screen, which is always expanded) and says so.
  func testTheTimeLimitStopsTheExploration() {
    let map = Explorer(options: ExplorationOptions(timeLimit: 0)).explore(Demos.stackOps)
    XCTAssertEqual(map.nodes.filter(\.expanded).map(\.depth), [0])
    XCTAssertGreaterThan(map.nodes.count, 1)
    XCTAssertTrue(map.reachedTimeLimit)
    XCTAssertFalse(map.isComplete)
    XCTAssertEqual(map.json["timeLimitReached"], true)
    let unlimited = Explorer(options: ExplorationOptions(maxDepth: 2)).explore(Demos.tabsStack)
    XCTAssertFalse(unlimited.reachedTimeLimit)
  }

  func testMaxDepthLeavesDeeperNodesUnexpanded() {
    let map = Explorer(options: ExplorationOptions(maxDepth: 1)).explore(Demos.tabsStack)
    XCTAssertEqual(map.nodes.map(\.depth), [0, 1, 1])
    XCTAssertEqual(map.nodes.map(\.expanded), [true, false, false])
    XCTAssertFalse(map.isComplete)
    // Unexpanded nodes are not dead ends: their controls were never tried.
    XCTAssertFalse(map.findings.contains { $0.kind == .deadEnd })
  }

  /// The nodes at the depth limit are rendered for their structure alone (their controls are
  /// never tried): they look the same as when the exploration goes one level deeper.
  func testNodesAtTheDepthLimitKeepTheirTitlesKeysAndFindings() {
    for app in [Demos.stackOps, Demos.patternReference, BrokenFixture.app] {
      let shallow = Explorer(options: ExplorationOptions(maxDepth: 1)).explore(app)
      let deeper = Explorer(options: ExplorationOptions(maxDepth: 2)).explore(app)
      let frontier = shallow.nodes.filter { $0.depth == 1 }
      XCTAssertFalse(frontier.isEmpty, app.name)
      if app.name == BrokenFixture.app.name {
        // The nested stack of the screen past "Finish" is reported from its structure alone.
        XCTAssertTrue(
          shallow.findings.contains { finding in
            finding.code == "nested-navigation-stack" && frontier.contains { $0.id == finding.node }
          })
      }
      for node in frontier {
        guard let same = deeper.nodes.first(where: { $0.id == node.id }) else {
          XCTFail("\(app.name): \(node.id) is not in the deeper map")
          continue
        }
        XCTAssertEqual(node.titles, same.titles, node.id)
        XCTAssertEqual(node.sceneKey, same.sceneKey, node.id)
        XCTAssertEqual(node.state, same.state, node.id)
        XCTAssertEqual(
          shallow.findings.filter { $0.node == node.id && $0.kind == .diagnostic },
          deeper.findings.filter {
            $0.node == node.id && $0.kind == .diagnostic && $0.action == nil
          },
          node.id)
      }
    }
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
