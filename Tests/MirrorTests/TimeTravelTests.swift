import MirrorJSON
import TestSupport
import XCTest

/// A driver moves the room to an earlier version; everyone follows; the log stays true.
final class TimeTravelTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws { harness = try MirrorHarness() }
  override func tearDown() { harness = nil }

  private func pushTwo(_ client: MirrorClient) throws {
    client.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    _ = try client.receive(type: "ack")
    client.sendAction(
      [
        "path": [
          "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
        ]
      ])
    _ = try client.receive(type: "ack")
  }

  func testTravelToAnEarlierVersionIsANewVersionEveryoneFollows() throws {
    let driver = try harness.client(room: "travel")
    let watcher = try harness.client(room: "travel")
    try pushTwo(driver)
    driver.send(["type": "travel", "id": "t", "version": 1])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 3)
    var replica = MirrorClient.Replica(hello: watcher.hello)
    while replica.version < 3 { XCTAssertTrue(try replica.apply(watcher.receiveUpdate())) }
    XCTAssertEqual(replica.document["state"]?["path"]?["ids"], [0])

    driver.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 4, "a branch from the past")
    driver.send(["type": "resync"])
    let state = try driver.receive(type: "state")["state"]
    XCTAssertEqual(state?["path"]?["ids"], [0, 1], "travel restores the id counter of version 1")
    XCTAssertEqual(state?["path"]?["elements"], [["firstDetail": [:]], ["firstDetail": [:]]])
  }

  func testUndoAndRedo() throws {
    let driver = try harness.client(room: "undo")
    try pushTwo(driver)
    driver.send(["type": "undo", "id": "u"])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 3)
    driver.send(["type": "resync"])
    XCTAssertEqual(try driver.receive(type: "state")["state"]?["path"]?["ids"], [0])
    driver.send(["type": "redo", "id": "r"])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 4)
    driver.send(["type": "resync"])
    XCTAssertEqual(try driver.receive(type: "state")["state"]?["path"]?["ids"], [0, 1])
    driver.send(["type": "redo", "id": "r2"])
    XCTAssertEqual(try driver.receive(type: "error")["code"], "no-such-version")
  }

  func testTravelToAVersionOutsideTheHistoryIsRefused() throws {
    let driver = try harness.client(room: "nowhere")
    driver.send(["type": "travel", "id": "x", "version": 7])
    let error = try driver.receive(type: "error")
    XCTAssertEqual(error["code"], "no-such-version")
    XCTAssertEqual(error["id"], "x")
  }
}
