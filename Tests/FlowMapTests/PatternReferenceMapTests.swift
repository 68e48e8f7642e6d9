import DemoFeatures
import FlowMap
import MirrorJSON
import XCTest

final class PatternReferenceMapTests: XCTestCase {
  static let mainTab =
    "root=mainTab | mainTab.calendar.destination=nil | mainTab.historyList.path=[] | "
    + "mainTab.myPage.alert=nil | tab=calendar"
  static let addSheet =
    "root=mainTab | mainTab.calendar.destination=addTransaction | mainTab.historyList.path=[] | "
    + "mainTab.myPage.alert=nil | tab=calendar | shown=sheet"

  func testPatternReferenceMapIsExact() {
    let map = Explorer().explore(Demos.patternReference)
    assertWellFormed(map)
    XCTAssertEqual(map.nodes.count, 13)
    XCTAssertEqual(map.edges.count, 42)
    XCTAssertTrue(map.isComplete)
    XCTAssertEqual(map.initial, "root=intro")
    XCTAssertEqual(map.nodes.map(\.depth), [0, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5])
    XCTAssertEqual(map.findings.map(\.kind), Array(repeating: .singleEntry, count: 4))
    XCTAssertTrue(
      map.edges.contains {
        $0.from == "root=intro" && $0.to == Self.mainTab && $0.label == "Log in"
          && $0.action == ["intro": ["loginButtonTapped": [:]]]
      })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == Self.mainTab && $0.to == Self.addSheet && $0.label == "Add transaction"
      })
  }

  /// Cancel dismisses the sheet from an effect (`dismiss()`): the edge is there every time.
  func testCancelDismissesTheSheetThroughItsEffect() {
    let map = Explorer().explore(Demos.patternReference)
    XCTAssertTrue(
      map.edges.contains {
        $0.from == Self.addSheet && $0.to == Self.mainTab && $0.label == "Cancel"
          && $0.action == [
            "mainTab": [
              "calendar": [
                "destination": ["presented": ["addTransaction": ["cancelButtonTapped": [:]]]]
              ]
            ]
          ]
      })
    XCTAssertFalse(map.findings.contains { $0.kind == .effectCancelled })
  }

  func testTwoPatternReferenceExplorationsGiveTheSameJSON() {
    let first = Explorer().explore(Demos.patternReference).json.text
    for _ in 0..<3 {
      XCTAssertEqual(Explorer().explore(Demos.patternReference).json.text, first)
    }
  }

  func testDepthEightGivesTheSameMap() {
    let full = Explorer().explore(Demos.patternReference).json
    let eight = Explorer(options: ExplorationOptions(maxDepth: 8, maxStates: 100_000))
      .explore(Demos.patternReference)
    XCTAssertEqual(
      eight.nodes.map(\.id), Explorer().explore(Demos.patternReference).nodes.map(\.id))
    XCTAssertEqual(eight.edges.count, 42)
    XCTAssertEqual(full["edges"], eight.json["edges"])
  }
}
