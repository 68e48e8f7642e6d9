import Clocks
import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// Save a stretch of a room's history as a named flow, list it, export it as JSON and as a
/// TestStore test, import it elsewhere exactly, and replay it into a room.
final class FlowTests: XCTestCase {
  let actions: [JSONValue] = [
    ["tab1": ["moveDetailViewButtonTapped": [:]]],
    [
      "path": [
        "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
      ]
    ],
    ["tabSelected": "second"],
  ]

  private func record(in harness: MirrorHarness, room: String) throws -> MirrorClient {
    let client = try harness.client(room: room)
    for action in actions {
      client.sendAction(action)
      _ = try client.receive(type: "ack")
    }
    return client
  }

  private func post(_ harness: MirrorHarness, _ path: String, _ body: JSONValue) throws
    -> LoopbackHTTP.Response
  {
    try LoopbackHTTP.request(port: harness.port, method: "POST", path: path, body: body.bytes)
  }

  private func get(_ harness: MirrorHarness, _ path: String) throws -> LoopbackHTTP.Response {
    try LoopbackHTTP.request(port: harness.port, path: path)
  }

  func testSaveListExportAndReplayAFlow() throws {
    let harness = try MirrorHarness()
    _ = try record(in: harness, room: "source")
    let saved = try post(
      harness, "/api/flows", ["name": "push-twice", "room": "source", "from": 0, "to": 3])
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    XCTAssertEqual(
      try JSONParser.parse(get(harness, "/api/flows").body),
      [["name": "push-twice", "demo": "tabs-stack", "actions": 3]])

    let exported = try JSONParser.parse(get(harness, "/api/flows/push-twice").body)
    XCTAssertEqual(exported["steps"]?.arrayValue?.map { $0["action"] }, actions.map { $0 })
    XCTAssertEqual(
      exported["steps"]?.arrayValue?.last?["state"]?["path"],
      ["ids": [0, 1], "elements": [["firstDetail": [:]], ["another": [:]]], "nextID": 2])

    let test = try get(harness, "/api/flows/push-twice/test")
    XCTAssertEqual(test.status, 200)
    let source = String(decoding: test.body, as: UTF8.self)
    XCTAssertTrue(source.contains("final class PushTwiceFlowTests: XCTestCase"), source)
    XCTAssertTrue(source.contains("await store.send(.tabSelected(.second)) {"), source)
    XCTAssertTrue(
      source.contains(##"$0.path[id: 1] = try .another(decode(from: #"{}"#))"##), source)

    let watcher = try harness.client(room: "target")
    let replay = try post(
      harness, "/api/flows/push-twice/replay", ["room": "target", "speed": 100])
    XCTAssertEqual(replay.status, 202)
    var replica = MirrorClient.Replica(hello: watcher.hello)
    while replica.document["state"]?["selectedTab"] != "second" {
      XCTAssertTrue(try replica.apply(watcher.receiveUpdate()))
    }
    XCTAssertEqual(replica.document["state"]?["path"]?["ids"], [0, 1])
    XCTAssertEqual(replica.version, 4, "the flow's start, then its three actions")
  }

  func testAReplayIsPacedByTheServersClock() async throws {
    let clock = TestClock()
    let harness = try MirrorHarness(clock: clock)
    _ = try record(in: harness, room: "source")
    _ = try post(harness, "/api/flows", ["name": "quick", "room": "source", "from": 0, "to": 3])
    // The same flow with a minute before each step: real time would not bring them in a test.
    let quick = try JSONParser.parse(get(harness, "/api/flows/quick").body)
    let steps = (quick["steps"]?.arrayValue ?? []).map { step -> JSONValue in
      [
        "action": step["action"] ?? .null, "client": step["client"] ?? .null, "delay": 60_000,
        "state": step["state"] ?? .null,
      ]
    }
    let flow: JSONValue = [
      "name": "slow", "demo": quick["demo"] ?? .null,
      "initialState": quick["initialState"] ?? .null, "steps": .array(steps),
    ]
    XCTAssertEqual(try post(harness, "/api/flows", flow).status, 201)
    let watcher = try harness.client(room: "target")
    XCTAssertEqual(
      try post(harness, "/api/flows/slow/replay", ["room": "target", "speed": 1]).status, 202)
    let start = clock.now
    let replayed = try await MirrorHarness.advance(clock, by: .seconds(60)) {
      try harness.getJSON("/api/rooms").arrayValue?.first { $0["name"] == "target" }?["version"]
        == 4
    }
    XCTAssertTrue(replayed, "the flow's start, then its three steps")
    XCTAssertGreaterThanOrEqual(
      start.duration(to: clock.now), .seconds(180),
      "a minute before each step, on the server's clock")
    var replica = MirrorClient.Replica(hello: watcher.hello)
    while replica.version < 4 { XCTAssertTrue(try replica.apply(watcher.receiveUpdate())) }
    XCTAssertEqual(replica.document["state"]?["selectedTab"], "second")
  }

  func testAnExportImportsExactlyIntoAnotherServer() throws {
    let first = try MirrorHarness()
    _ = try record(in: first, room: "source")
    _ = try post(first, "/api/flows", ["name": "moved", "room": "source", "from": 1, "to": 3])
    let exported = try JSONParser.parse(get(first, "/api/flows/moved").body)

    let second = try MirrorHarness()
    XCTAssertEqual(try post(second, "/api/flows", exported).status, 201)
    XCTAssertEqual(try JSONParser.parse(get(second, "/api/flows/moved").body), exported)
    XCTAssertEqual(exported["initialState"]?["path"]?["nextID"], 1, "the id counter travels too")
  }

  func testFlowsSurviveARestart() throws {
    let directory = NSTemporaryDirectory() + "navmirror-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var harness: MirrorHarness? = try MirrorHarness(dataDirectory: directory)
    _ = try record(in: try XCTUnwrap(harness), room: "source")
    _ = try post(
      try XCTUnwrap(harness), "/api/flows", ["name": "kept", "room": "source", "from": 0, "to": 2])
    harness = nil
    harness = try MirrorHarness(dataDirectory: directory)
    XCTAssertEqual(try get(try XCTUnwrap(harness), "/api/flows/kept").status, 200)
  }

  func testBadRequestsAreRefusedClearly() throws {
    let harness = try MirrorHarness()
    _ = try record(in: harness, room: "source")
    XCTAssertEqual(try get(harness, "/api/flows/missing").status, 404)
    XCTAssertEqual(try post(harness, "/api/flows", ["name": "x"]).status, 422)
    XCTAssertEqual(
      try post(harness, "/api/flows", ["name": "x", "room": "source", "from": 3, "to": 9]).status,
      422)
    XCTAssertEqual(
      try LoopbackHTTP.request(
        port: harness.port, method: "POST", path: "/api/flows", body: Array("{".utf8)
      )
      .status, 422)
    XCTAssertEqual(try post(harness, "/api/flows/missing/replay", ["room": "r"]).status, 404)
  }

  func testWithADriverTokenOnlyDriversSaveOrReplay() throws {
    let harness = try MirrorHarness(driverToken: "s3cret-driver-token")
    let driver = try harness.client(room: "source", query: "&token=s3cret-driver-token")
    driver.sendAction(actions[0])
    _ = try driver.receive(type: "ack")
    let body: JSONValue = ["name": "f", "room": "source", "from": 0, "to": 1]
    XCTAssertEqual(try post(harness, "/api/flows", body).status, 403)
    XCTAssertEqual(try post(harness, "/api/flows?token=s3cret-driver-token", body).status, 201)
  }
}
