import DemoFeatures
import MirrorJSON
import MirrorUI
import XCTest

/// The tabs-stack demo as the page sees it: the scene JSON and the actions its controls carry.
final class TabsStackSceneTests: XCTestCase {
  func testInitialSceneIsARootStackOverTwoTabs() throws {
    let runtime = Demos.tabsStack.start()
    let root = runtime.snapshot().scene.json["root"]
    XCTAssertEqual(root?["kind"], "stack")
    XCTAssertEqual(root?["path"], [])
    XCTAssertEqual(root?["root"]?["title"], "First")
    let tabs = try XCTUnwrap(root?["root"]?["content"])
    XCTAssertEqual(tabs["kind"], "tabs")
    XCTAssertEqual(tabs["selection"], "first")
    XCTAssertEqual(tabs["tabs"]?.arrayValue?.map { $0["label"] }, ["First", "Second"])
    XCTAssertEqual(
      tabs["tabs"]?.arrayValue?.map { $0["action"] },
      [
        ["tabSelected": "first"], ["tabSelected": "second"],
      ])
  }

  func testButtonsCarryTheRootActionTheySend() throws {
    let runtime = Demos.tabsStack.start()
    let firstTab = runtime.snapshot().scene.json["root"]?["root"]?["content"]?["tabs"]?.arrayValue?
      .first
    let button = try XCTUnwrap(firstTab?["content"]?["children"]?.arrayValue?.last)
    XCTAssertEqual(button["kind"], "button")
    XCTAssertEqual(button["action"], ["tab1": ["moveDetailViewButtonTapped": [:]]])
  }

  func testPushedScreensHaveTitlesAndPopActions() throws {
    let runtime = Demos.tabsStack.start()
    _ = try runtime.send(["tab1": ["moveDetailViewButtonTapped": [:]]], origin: "c1")
    _ = try runtime.send(
      [
        "path": [
          "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
        ]
      ],
      origin: "c1")
    let snapshot = runtime.snapshot()
    XCTAssertEqual(snapshot.version, 2)
    let path = try XCTUnwrap(snapshot.scene.json["root"]?["path"]?.arrayValue)
    XCTAssertEqual(path.map { $0["title"] }, ["First Detail", "Another"])
    XCTAssertEqual(path.map { $0["id"] }, [0, 1])
    XCTAssertEqual(
      path.map { $0["popAction"] },
      [
        ["path": ["popFrom": ["id": 0]]], ["path": ["popFrom": ["id": 1]]],
      ])
    XCTAssertEqual(snapshot.scene.json["diagnostics"], [])
  }

  func testStateJSONKeepsStackIdsAndCounter() {
    let runtime = Demos.tabsStack.start()
    _ = try? runtime.send(["tab1": ["moveDetailViewButtonTapped": [:]]], origin: nil)
    let path = runtime.snapshot().state["path"]
    XCTAssertEqual(path, ["ids": [0], "elements": [["firstDetail": [:]]], "nextID": 1])
  }

  func testMalformedActionsAreRejectedWithoutChangingAnything() {
    let runtime = Demos.tabsStack.start()
    for bad: JSONValue in [["tab3": [:]], "tab1", ["path": ["popFrom": ["id": "x"]]], [:]] {
      XCTAssertThrowsError(try runtime.send(bad, origin: "c1"), "\(bad.text)")
    }
    XCTAssertEqual(runtime.snapshot().version, 0)
  }
}
