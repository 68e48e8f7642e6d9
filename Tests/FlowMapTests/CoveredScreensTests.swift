import FlowMap
import MirrorJSON
import MirrorUI
import XCTest

/// The explorer's scenes work out what the controls send only where a person can use them:
/// not on the stack screens another screen covers.
final class CoveredScreensTests: XCTestCase {
  func testOnlyTheTopScreenOfAStackRecordsItsActions() throws {
    let scene = CoveredFixture.scene(of: CoveredFixture.state(sheet: false))
    guard case .stack(_, let root, let path) = scene.root else {
      return XCTFail("Expected a stack, got \(scene.root)")
    }
    XCTAssertEqual(path.count, 2)
    XCTAssertEqual(root.content, .button(label: "Push", action: nil, role: nil, disabled: false))
    XCTAssertEqual(path[0].content, .toggle(label: "Show ids", isOn: false, action: nil))
    XCTAssertNil(path[0].popAction)
    XCTAssertEqual(
      path[1].content,
      .toggle(
        label: "Show ids", isOn: true,
        action: [
          "path": [
            "element": ["id": 1, "action": ["binding": ["field": "showsIDs", "value": false]]]
          ]
        ]))
    XCTAssertEqual(path[1].popAction, ["path": ["popFrom": ["id": 1]]])
    XCTAssertEqual(scene.titles, ["Root", "Settings", "Settings"])
    XCTAssertEqual(
      scene.controls.map(\.label), ["Show ids", "Back"])
  }

  func testASheetPresentedFromACoveredScreenRecordsItsActions() throws {
    let scene = CoveredFixture.scene(of: CoveredFixture.state(sheet: true))
    XCTAssertEqual(scene.presentations.map(\.kind), [.sheet])
    XCTAssertEqual(
      scene.presentations.first?.content,
      .toggle(
        label: "Sheet ids", isOn: false,
        action: ["sheet": ["presented": ["binding": ["field": "showsIDs", "value": true]]]]))
    XCTAssertEqual(scene.controls.map(\.label), ["Sheet ids", "Dismiss sheet"])
  }

  func testTheMapOfACoveredStackReachesEveryScreen() {
    let map = Explorer(options: ExplorationOptions(maxDepth: 3)).explore(CoveredFixture.app)
    XCTAssertEqual(
      map.nodes.map(\.id), ["path=[] | sheet=nil", "path=[HomeSettingsFeature] | sheet=nil"])
  }
}
