import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

final class TabsStackMapTests: XCTestCase {
  func testTabsStackMapIsExactlyTheSixScreensAndTenEdges() {
    let map = Explorer().explore(Demos.tabsStack)
    assertWellFormed(map)
    XCTAssertEqual(map.nodes.count, 6)
    XCTAssertEqual(map.edges.count, 10)
    XCTAssertTrue(map.isComplete)
    XCTAssertEqual(map.initial, "path=[] | tab=first")
    XCTAssertEqual(
      map.nodes.map(\.titles.last),
      ["First", "First Detail", "Second", "Another", "Second Detail", "Another"])
    XCTAssertEqual(map.nodes.map(\.depth), [0, 1, 1, 2, 2, 3])
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[] | tab=first" && $0.to == "path=[firstDetail] | tab=first"
          && $0.label == "Go to First Detail"
          && $0.action == ["tab1": ["moveDetailViewButtonTapped": [:]]]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[] | tab=first" && $0.to == "path=[] | tab=second"
          && $0.action == ["tabSelected": "second"]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[firstDetail,another] | tab=first"
          && $0.to == "path=[firstDetail] | tab=first" && $0.label == "Back"
          && $0.action == ["path": ["popFrom": ["id": 1]]]
      })
  }

  func testTabsStackFindingsAreTheTwoAnotherScreensReachableOneWay() {
    let map = Explorer().explore(Demos.tabsStack)
    XCTAssertEqual(map.findings.map(\.kind), [.singleEntry, .singleEntry])
    XCTAssertEqual(
      map.findings.map(\.node),
      ["path=[firstDetail,another] | tab=first", "path=[secondDetail,another] | tab=second"])
  }

  func testShortestPathsReplayFromTheInitialNode() {
    let map = Explorer().explore(Demos.tabsStack)
    let deepest = map.nodes[5]
    XCTAssertEqual(
      deepest.path.map { map.edges[$0].label },
      ["Tab: Second", "Go to Second Detail", "Go to Another"])
    XCTAssertEqual(map.edges[deepest.path[0]].from, map.initial)
    XCTAssertEqual(map.edges[deepest.path.last!].to, deepest.id)
  }

  func testTwoExplorationsGiveTheSameJSON() {
    let first = Explorer().explore(Demos.tabsStack).json.text
    let second = Explorer().explore(Demos.tabsStack).json.text
    XCTAssertEqual(first, second)
    let broken1 = Explorer().explore(BrokenFixture.app).json.text
    let broken2 = Explorer().explore(BrokenFixture.app).json.text
    XCTAssertEqual(broken1, broken2)
  }

  func testDOTAndSVGDrawEveryNodeAndEdge() throws {
    let map = Explorer().explore(Demos.tabsStack)
    XCTAssertEqual(map.dot.components(separatedBy: " -> ").count - 1, 10)
    XCTAssertTrue(map.dot.hasPrefix("digraph \"tabs-stack\" {"))
    XCTAssertTrue(map.dot.contains("[id=e9, label="))
    let svg = try map.svg()
    XCTAssertEqual(svg.components(separatedBy: "<g class=\"node\">").count - 1, 6)
    XCTAssertEqual(svg.components(separatedBy: "marker-end=").count - 1, 10)
  }
}
