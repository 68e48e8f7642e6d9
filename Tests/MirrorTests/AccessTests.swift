import MirrorJSON
import TestSupport
import XCTest

/// Drivers and viewers, with and without a driver token.
final class AccessTests: XCTestCase {
  let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]

  func testWithoutATokenEveryoneDrives() throws {
    let harness = try MirrorHarness()
    let client = try harness.client(room: "open")
    XCTAssertEqual(client.hello["role"], "driver")
    client.sendAction(push)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
  }

  func testViewersActionsAreForbiddenAndChangeNothing() throws {
    let harness = try MirrorHarness(driverToken: "s3cret-driver-token")
    let creator = try harness.client(room: "locked", query: "&token=s3cret-driver-token")
    let viewer = try harness.client(room: "locked")
    XCTAssertEqual(viewer.hello["role"], "viewer")
    viewer.sendAction(push)
    XCTAssertEqual(try viewer.receive(type: "error")["code"], "forbidden")
    viewer.send(["type": "travel", "version": 0])
    XCTAssertEqual(try viewer.receive(type: "error")["code"], "forbidden")

    XCTAssertEqual(creator.hello["role"], "driver")
    let driver = try harness.client(room: "locked", query: "&token=s3cret-driver-token")
    XCTAssertEqual(driver.hello["version"], 0, "the viewer's action changed nothing")
  }

  func testAWrongTokenMakesAViewer() throws {
    let harness = try MirrorHarness(driverToken: "s3cret-driver-token")
    let creator = try harness.client(room: "wrong", query: "&token=s3cret-driver-token")
    let client = try harness.client(room: "wrong", query: "&token=s3cre")
    XCTAssertEqual(client.hello["role"], "viewer")
    XCTAssertEqual(creator.hello["role"], "driver")
  }

  func testAuthMessageUpgradesAViewerAndEveryoneSeesIt() throws {
    let harness = try MirrorHarness(driverToken: "s3cret-driver-token")
    // Only a driver creates a room on a server with a token.
    let creator = try harness.client(room: "auth", query: "&token=s3cret-driver-token")
    XCTAssertEqual(creator.hello["role"], "driver")
    let watcher = try harness.client(room: "auth")
    let client = try harness.client(room: "auth")
    client.send(["type": "auth", "token": "s3cret-driver-token"])
    XCTAssertEqual(try client.receive(type: "role")["role"], "driver")
    // Drivers are listed first, so that they stay named in a crowd.
    let presence = try waitForPresence(of: watcher, count: 3) { $0[1]["role"] == "driver" }
    XCTAssertEqual(presence.map { $0["id"] }, ["c1", "c3", "c2"])
    XCTAssertEqual(presence.map { $0["role"] }, ["driver", "driver", "viewer"])
    client.sendAction(push)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
  }

  func testPresenceListsWhoIsHereAndWhoLeft() throws {
    let harness = try MirrorHarness()
    let first = try harness.client(room: "presence")
    XCTAssertEqual(first.hello["clients"], [["id": "c1", "role": "driver"]])
    var second: MirrorClient? = try harness.client(room: "presence")
    // A join right after another is told at the end of the presence interval, not in `hello`.
    try waitForPresence(of: second!, count: 2)
    try waitForPresence(of: first, count: 2)
    second = nil
    try waitForPresence(of: first, count: 1)
  }

  /// Reads presence messages until one lists `count` clients and satisfies `condition`.
  @discardableResult
  private func waitForPresence(
    of client: MirrorClient, count: Int, where condition: ([JSONValue]) -> Bool = { _ in true }
  ) throws -> [JSONValue] {
    while true {
      let clients = try client.receive(type: "presence")["clients"]?.arrayValue ?? []
      if clients.count == count, condition(clients) { return clients }
    }
  }
}
