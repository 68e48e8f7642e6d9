import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

/// `stack-ops` has no end (every screen can push another), so its map is taken to a depth.
final class StackOpsMapTests: XCTestCase {
  let options = ExplorationOptions(maxDepth: 3)

  func testStackOpsMapToDepthThreeIsExact() {
    let map = Explorer(options: options).explore(Demos.stackOps)
    XCTAssertEqual(map.nodes.count, 40)
    XCTAssertEqual(map.edges.count, 100)
    XCTAssertEqual(map.statesComputed, 108)
    XCTAssertFalse(map.isComplete)
    XCTAssertEqual(map.initial, "path=[]")
    XCTAssertEqual(
      map.nodes.prefix(4).map(\.id), ["path=[]", "path=[detail]", "path=[edit]", "path=[settings]"])
    XCTAssertEqual(map.nodes.map(\.depth).filter { $0 == 3 }.count, 27)
    XCTAssertEqual(map.findings.map(\.kind), Array(repeating: .singleEntry, count: 32))
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[]" && $0.to == "path=[detail]" && $0.label == "append(.detail)"
          && $0.action == ["stackOperationTapped": "pushDetail"]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[detail]" && $0.to == "path=[detail,edit]" && $0.label == "Edit"
          && $0.action == [
            "path": [
              "element": [
                "id": 0,
                "action": [
                  "detail": ["editButtonTapped": ["id": 1, "title": "What is StackState?"]]
                ],
              ]
            ]
          ]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[detail]" && $0.to == "path=[]" && $0.label == "Back"
          && $0.action == ["path": ["popFrom": ["id": 0]]]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "path=[detail]" && $0.to == "path=[]" && $0.label == "removeAll()"
      })
  }

  func testStackOpsMapWithTheDefaultBudgetStopsAtTwoThousandScreens() {
    let map = Explorer().explore(Demos.stackOps)
    XCTAssertEqual(map.nodes.count, 2_000)
    XCTAssertEqual(map.edges.count, 14_173)
    XCTAssertEqual(map.statesComputed, 19_951)
    XCTAssertFalse(map.isComplete)
  }

  func testTwoStackOpsExplorationsGiveTheSameJSON() {
    let first = Explorer(options: options).explore(Demos.stackOps).json.text
    let second = Explorer(options: options).explore(Demos.stackOps).json.text
    XCTAssertEqual(first, second)
  }
}
