import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// Clients that come back with `since` and `epoch` on one node: what they missed, or the whole
/// room when it cannot be resumed from.
final class ResumeTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness()
  }

  override func tearDown() {
    harness = nil
  }

  private let push = TabsStackMoves.pushFirstDetail
  private let changes = TabsStackMoves.threeChangesAfterThePush

  /// Sends `action` and waits for its ack; returns the version.
  @discardableResult
  private func change(_ driver: MirrorClient, _ action: JSONValue) throws -> Int {
    let id = driver.sendAction(action)
    while true {
      let message = try driver.receive()
      if message["type"] == "ack", message["id"] == .string(id) {
        return try XCTUnwrap(message["version"]?.intValue)
      }
      XCTAssertNotEqual(message["type"], "error", "\(message)")
    }
  }

  private func resume(_ room: String, since: Int, epoch: String) throws -> MirrorClient {
    try harness.client(room: room, query: "&since=\(since)&epoch=\(epoch)")
  }

  func testEveryHelloNamesTheRoomsEpochAndItStaysWhileTheRoomLives() throws {
    let first = try harness.client(room: "epoch")
    let epoch = try XCTUnwrap(first.hello["epoch"]?.stringValue)
    XCTAssertEqual(epoch.count, 16)
    XCTAssertNil(first.hello["resumed"])
    XCTAssertEqual(try harness.client(room: "epoch").hello["epoch"]?.stringValue, epoch)
    XCTAssertNotEqual(
      try harness.client(room: "other").hello["epoch"]?.stringValue, epoch,
      "every room has its own")
  }

  func testAClientThatComesBackGetsWhatItMissedAsOnePatchAndTheLogItMissed() throws {
    let driver = try harness.client(room: "back")
    try change(driver, push)
    var watcher: MirrorClient? = try harness.client(room: "back")
    let epoch = try XCTUnwrap(watcher?.hello["epoch"]?.stringValue)
    var replica = MirrorClient.Replica(hello: try XCTUnwrap(watcher).hello)
    XCTAssertEqual(replica.version, 1)
    watcher = nil
    for action in changes { try change(driver, action) }

    let back = try resume("back", since: 1, epoch: epoch)
    XCTAssertEqual(back.hello["resumed"], true)
    XCTAssertEqual(back.hello["version"], 1)
    XCTAssertEqual(back.hello["epoch"]?.stringValue, epoch)
    XCTAssertNil(back.hello["scene"])
    XCTAssertNil(back.hello["state"])
    XCTAssertEqual(back.hello["log"]?.arrayValue?.map { $0["version"] }, [2, 3, 4])
    let patch = try back.receiveUpdate()
    XCTAssertEqual(patch["type"], "patch")
    XCTAssertEqual(patch["base"], 1)
    XCTAssertEqual(patch["version"], 4)
    XCTAssertTrue(try replica.apply(patch))
    let fresh = try harness.client(room: "back")
    XCTAssertEqual(replica.document, MirrorClient.Replica(hello: fresh.hello).document)

    try change(driver, ["path": ["popFrom": ["id": 1]]])
    let next = try back.receiveUpdate()
    XCTAssertEqual(next["base"], 4, "the next version follows the one it caught up to")
    XCTAssertTrue(try replica.apply(next))
  }

  func testAClientAtTheRoomsVersionGetsAHelloAndNothingToCatchUp() throws {
    let driver = try harness.client(room: "current")
    let version = try change(driver, push)
    let epoch = try XCTUnwrap(driver.hello["epoch"]?.stringValue)
    let back = try resume("current", since: version, epoch: epoch)
    XCTAssertEqual(back.hello["resumed"], true)
    XCTAssertEqual(back.hello["log"], [])
    try change(driver, changes[1])
    XCTAssertEqual(try back.receiveUpdate()["base"], .int(version))
  }

  func testAnotherEpochGetsTheWholeRoom() throws {
    let driver = try harness.client(room: "epochs")
    try change(driver, push)
    let back = try resume("epochs", since: 0, epoch: "0123456789abcdef")
    XCTAssertNil(back.hello["resumed"])
    XCTAssertEqual(back.hello["version"], 1)
    XCTAssertEqual(back.hello["state"], try harness.client(room: "epochs").hello["state"])
  }

  func testAVersionTheHistoryNoLongerKeepsGetsTheWholeRoom() throws {
    harness = try MirrorHarness(limits: MirrorLimits(maxHistoryVersions: 2))
    let driver = try harness.client(room: "short")
    let epoch = try XCTUnwrap(driver.hello["epoch"]?.stringValue)
    try change(driver, push)
    for action in changes { try change(driver, action) }
    let back = try resume("short", since: 1, epoch: epoch)
    XCTAssertNil(back.hello["resumed"])
    XCTAssertEqual(back.hello["version"], 4)
    XCTAssertNotNil(back.hello["scene"])
  }

  func testAVersionNewerThanTheRoomGetsTheWholeRoomAndTheRoomCarriesOn() throws {
    let driver = try harness.client(room: "lie")
    let epoch = try XCTUnwrap(driver.hello["epoch"]?.stringValue)
    try change(driver, push)
    let liar = try resume("lie", since: 99, epoch: epoch)
    XCTAssertNil(liar.hello["resumed"])
    XCTAssertEqual(liar.hello["version"], 1)
    XCTAssertEqual(try change(liar, changes[1]), 2)
    let malformed = try harness.client(room: "lie", query: "&since=-3&epoch=\(epoch)")
    XCTAssertNil(malformed.hello["resumed"])
  }

  func testAReadOnlyViewIsNeverResumed() throws {
    let driver = try harness.client(room: "frozen")
    let epoch = try XCTUnwrap(driver.hello["epoch"]?.stringValue)
    try change(driver, push)
    let frozen = try harness.client(room: "frozen", query: "&at=0&since=0&epoch=\(epoch)")
    XCTAssertNil(frozen.hello["resumed"])
    XCTAssertEqual(frozen.hello["readOnly"], true)
    XCTAssertEqual(frozen.hello["version"], 0)
  }
}
