import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

/// `stack-ops` has no end (every screen can push another), so its map is taken to a depth.
final class StackOpsMapTests: XCTestCase {
  let options = ExplorationOptions(maxDepth: 3)

  func testStackOpsMapToDepthThreeIsExact() {
    let map = Explorer(options: options).explore(Demos.stackOps)
    assertWellFormed(map)
    // Three screens can be pushed from any screen: 1 + 3 + 9 + 27 paths to depth three.
    XCTAssertEqual(map.nodes.count, 1 + 3 + 9 + 27)
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

  func testStackOpsMapWithNoDepthLimitStopsAtItsStateBudget() {
    // No depth bounds it (12 would be 3^12 paths): the state budget does.
    let budget = ExplorationOptions(maxStates: 150)
    let map = Explorer(options: budget).explore(Demos.stackOps)
    assertWellFormed(map)
    XCTAssertEqual(map.nodes.count, budget.maxStates)
    XCTAssertFalse(map.isComplete)
  }

  func testTwoStackOpsExplorationsGiveTheSameJSON() {
    let first = Explorer(options: options).explore(Demos.stackOps).json.text
    let second = Explorer(options: options).explore(Demos.stackOps).json.text
    XCTAssertEqual(first, second)
  }
}
