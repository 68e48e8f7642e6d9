import MirrorJSON
import TestSupport
import XCTest

/// The wire protocol of docs/PROTOCOL.md over real loopback sockets.
final class RoomProtocolTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws {
    harness = try MirrorHarness()
  }

  override func tearDown() {
    harness = nil
  }

  let pushFirstDetail: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]

  func testHelloDescribesTheRoom() throws {
    let client = try harness.client(room: "hello")
    XCTAssertEqual(client.hello["type"], "hello")
    XCTAssertEqual(client.hello["protocol"], 1)
    XCTAssertEqual(client.hello["room"], "hello")
    XCTAssertEqual(client.hello["demo"], "tabs-stack")
    XCTAssertEqual(client.hello["version"], 0)
    XCTAssertEqual(client.hello["scene"]?["root"]?["kind"], "stack")
    XCTAssertEqual(client.hello["state"]?["selectedTab"], "first")
  }

  func testAnActionReachesEveryClientOfTheRoomAndIsAcknowledged() throws {
    let driver = try harness.client(room: "sync")
    let watcher = try harness.client(room: "sync")
    XCTAssertNotEqual(driver.hello["client"], watcher.hello["client"])
    let id = driver.sendAction(pushFirstDetail)

    let update = try driver.receiveUpdate()
    XCTAssertEqual(update["version"], 1)
    XCTAssertEqual(update["cause"]?["action"], pushFirstDetail)
    XCTAssertEqual(update["cause"]?["client"], driver.hello["client"])
    let ack = try driver.receive(type: "ack")
    XCTAssertEqual(ack, ["type": "ack", "id": .string(id), "version": 1])

    var replica = MirrorClient.Replica(hello: watcher.hello)
    XCTAssertTrue(try replica.apply(watcher.receiveUpdate()))
    XCTAssertEqual(replica.version, 1)
    XCTAssertEqual(replica.document["state"]?["path"]?["ids"], [0])
    XCTAssertEqual(replica.document["scene"]?["root"]?["path"]?.arrayValue?.count, 1)
  }

  func testVersionGrowsByOnePerChangeAndNotForNoOps() throws {
    let client = try harness.client(room: "versions")
    client.sendAction(pushFirstDetail)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.sendAction(["tabSelected": "first"])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.sendAction(["path": ["popFrom": ["id": 0]]])
    XCTAssertEqual(try client.receiveUpdate()["version"], 2)
  }

  func testMalformedJSONGetsAnErrorAndTheConnectionStaysOpen() throws {
    let client = try harness.client(room: "bad-json")
    client.sendText("{not json")
    let error = try client.receive(type: "error")
    XCTAssertEqual(error["code"], "bad-json")
    client.sendAction(pushFirstDetail)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
  }

  func testUnknownActionGetsAnErrorAndChangesNothing() throws {
    let client = try harness.client(room: "unknown")
    let watcher = try harness.client(room: "unknown")
    client.send(["type": "action", "id": 9, "action": ["tab3": ["fly": [:]]]])
    let error = try client.receive(type: "error")
    XCTAssertEqual(error["id"], 9)
    XCTAssertEqual(error["code"], "unknown-action")
    client.send(["type": "teleport"])
    XCTAssertEqual(try client.receive(type: "error")["code"], "bad-message")
    watcher.sendAction(pushFirstDetail)
    XCTAssertEqual(try watcher.receive(type: "ack")["version"], 1)
  }

  func testIdsNoStackHandsOutAreRefusedAndTheRoomKeepsServing() throws {
    let client = try harness.client(room: "ids")
    for id: JSONValue in [.int(Int.max), -1, .double(1e300)] {
      client.send(
        [
          "type": "action", "id": "x",
          "action": ["path": ["push": ["id": id, "state": ["another": [:]]]]],
        ])
      XCTAssertEqual(try client.receive(type: "error")["code"], "unknown-action", id.text)
    }
    client.sendAction(["path": ["push": ["id": 7, "state": ["another": [:]]]]])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.sendAction(pushFirstDetail)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 2, "the counter continues past 7")
    client.send(["type": "resync"])
    XCTAssertEqual(try client.receive(type: "state")["state"]?["path"]?["ids"], [7, 8])
  }

  func testStalePopIsReportedAsAWarningWithTheTCAText() throws {
    let client = try harness.client(room: "stale")
    client.sendAction(["path": ["popFrom": ["id": 4]]])
    let warning = try client.receive(type: "unchanged")
    XCTAssertEqual(warning["diagnostics"]?.arrayValue?.first?["code"], "stack-pop-missing-id")
    XCTAssertEqual(try client.receive(type: "ack")["version"], 0)
  }

  func testRoomsAreIsolated() throws {
    let first = try harness.client(room: "iso-a")
    let second = try harness.client(room: "iso-b")
    first.sendAction(pushFirstDetail)
    _ = try first.receive(type: "ack")
    second.sendAction(["tabSelected": "second"])
    var replica = MirrorClient.Replica(hello: second.hello)
    XCTAssertTrue(try replica.apply(second.receiveUpdate()))
    XCTAssertEqual(replica.version, 1, "the other room's version 1 never arrived here")
    XCTAssertEqual(replica.document["state"]?["path"]?["ids"], [])
    XCTAssertEqual(replica.document["state"]?["selectedTab"], "second")
  }

  func testInvalidRoomNameIsRefusedWithPolicyClose() throws {
    let client = try harness.client(room: "has%20space")
    XCTAssertEqual(client.hello["type"], "error")
    XCTAssertEqual(client.hello["code"], "bad-room")
    let close = try XCTUnwrap(client.receiveFrame())
    XCTAssertEqual(close.opcode, .close)
    XCTAssertEqual(Array(close.payload.prefix(2)), [0x03, 0xF0])
  }

  func testAVanishingClientDoesNotDisturbTheOthers() throws {
    let steady = try harness.client(room: "vanish")
    let flaky = try harness.client(room: "vanish")
    flaky.socket.write([0x81, 0xFE, 0x00])
    flaky.socket.abort()
    steady.sendAction(pushFirstDetail)
    XCTAssertEqual(try steady.receive(type: "ack")["version"], 1)
  }

  func testHTTPListsDemosAndRooms() throws {
    _ = try harness.client(room: "listed")
    let demos = try httpGet("/api/demos")
    XCTAssertEqual(demos.arrayValue?.first?["name"], "tabs-stack")
    let rooms = try httpGet("/api/rooms")
    XCTAssertTrue(rooms.arrayValue?.contains { $0["name"] == "listed" } ?? false)
  }

  private func httpGet(_ path: String) throws -> JSONValue {
    let response = try LoopbackHTTP.request(port: harness.port, path: path)
    XCTAssertEqual(response.status, 200)
    XCTAssertEqual(response.headers["content-type"]?.hasPrefix("application/json"), true)
    return try JSONParser.parse(response.body)
  }
}
