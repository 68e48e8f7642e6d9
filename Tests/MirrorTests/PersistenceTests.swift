import Clocks
import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// Rooms survive restarts: journaled before the ack, restored at the acknowledged version.
final class PersistenceTests: XCTestCase {
  var dataDirectory: String!

  override func setUpWithError() throws {
    dataDirectory = NSTemporaryDirectory() + "navmirror-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: dataDirectory)
  }

  let actions: [JSONValue] = [
    ["tab1": ["moveDetailViewButtonTapped": [:]]],
    [
      "path": [
        "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
      ]
    ],
    ["tabSelected": "second"],
  ]

  private func drive(_ harness: MirrorHarness, room: String) throws -> JSONValue {
    let client = try harness.client(room: room)
    for action in actions {
      client.sendAction(action)
      _ = try client.receive(type: "ack")
    }
    client.send(["type": "resync"])
    return try client.receive(type: "state")
  }

  private var journalPath: String { dataDirectory + "/rooms/saved/journal.jsonl" }

  func testARestartRestoresTheAcknowledgedVersionAndState() throws {
    var harness: MirrorHarness? = try MirrorHarness(dataDirectory: dataDirectory)
    let before = try drive(try XCTUnwrap(harness), room: "saved")
    harness = nil
    harness = try MirrorHarness(dataDirectory: dataDirectory)
    let after = try XCTUnwrap(harness).client(room: "saved")
    XCTAssertEqual(after.hello["version"], 3)
    XCTAssertEqual(after.hello["state"], before["state"])
    XCTAssertEqual(after.hello["log"]?.arrayValue?.map { $0["version"] }, [1, 2, 3])
    after.sendAction(["path": ["popFrom": ["id": 1]]])
    XCTAssertEqual(try after.receive(type: "ack")["version"], 4, "ids keep their meaning")
  }

  func testATornLastLineIsDroppedNotFatal() throws {
    var harness: MirrorHarness? = try MirrorHarness(dataDirectory: dataDirectory)
    _ = try drive(try XCTUnwrap(harness), room: "saved")
    harness = nil
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: journalPath))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"v":4,"t":1,"origin":"c1","action":{"tab"#.utf8))
    try handle.close()

    harness = try MirrorHarness(dataDirectory: dataDirectory)
    let client = try XCTUnwrap(harness).client(room: "saved")
    XCTAssertEqual(client.hello["version"], 3)
    client.sendAction(["tabSelected": "first"])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 4)
    let lines = try String(contentsOfFile: journalPath, encoding: .utf8).split(separator: "\n")
    XCTAssertEqual(lines.count, 4, "the torn line was cut off before appending")
  }

  func testACorruptLineKeepsTheGoodPrefixAndSetsTheJournalAside() throws {
    var harness: MirrorHarness? = try MirrorHarness(dataDirectory: dataDirectory)
    _ = try drive(try XCTUnwrap(harness), room: "saved")
    harness = nil
    var lines = try String(contentsOfFile: journalPath, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    lines[1] = "garbage"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: journalPath, atomically: true, encoding: .utf8)

    harness = try MirrorHarness(dataDirectory: dataDirectory)
    let client = try XCTUnwrap(harness).client(room: "saved")
    XCTAssertEqual(client.hello["version"], 1)
    XCTAssertEqual(client.hello["state"]?["path"]?["ids"], [0])
    let folder = try FileManager.default.contentsOfDirectory(atPath: dataDirectory + "/rooms/saved")
    XCTAssertTrue(folder.contains { $0.hasPrefix("journal.corrupt-") }, "\(folder)")
  }

  func testRoomsOnDiskKeepTheirDemo() throws {
    var harness: MirrorHarness? = try MirrorHarness(dataDirectory: dataDirectory)
    _ = try XCTUnwrap(harness).client(room: "kept")
    harness = nil
    harness = try MirrorHarness(dataDirectory: dataDirectory)
    let client = try XCTUnwrap(harness).client(room: "kept", query: "&demo=nonexistent")
    XCTAssertEqual(client.hello["demo"], "tabs-stack")
  }

  func testIdleRoomsAreUnloadedAndComeBackFromDisk() async throws {
    let clock = TestClock()
    let harness = try MirrorHarness(dataDirectory: dataDirectory, roomTTL: 600, clock: clock)
    try leave("idle", in: harness)
    let unloaded = try await MirrorHarness.advance(clock, by: .seconds(300)) {
      try !harness.roomNames().contains("idle")
    }
    XCTAssertTrue(unloaded, "unloaded once its time to live has passed on the server's clock")
    let back = try harness.client(room: "idle")
    XCTAssertEqual(back.hello["version"], 1)
    XCTAssertEqual(back.hello["state"]?["path"]?["ids"], [0])
  }

  func testRoomsWithVisitorsStay() async throws {
    let clock = TestClock()
    let harness = try MirrorHarness(dataDirectory: dataDirectory, roomTTL: 600, clock: clock)
    let client = try harness.client(room: "busy")
    try leave("left", in: harness)
    // The room left is unloaded by a sweep after the busy room's time to live has run out too.
    let unloaded = try await MirrorHarness.advance(clock, by: .seconds(300)) {
      try !harness.roomNames().contains("left")
    }
    XCTAssertTrue(unloaded, "the room left was unloaded")
    XCTAssertEqual(try harness.roomNames(), ["busy"], "the room with a visitor stays")
    client.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
  }

  func testJournalEntriesAreStampedWithTheServersTime() throws {
    let harness = try MirrorHarness(
      dataDirectory: dataDirectory, now: { Date(timeIntervalSince1970: 1_700_000_000.25) })
    let client = try harness.client(room: "stamped")
    client.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    let update = try client.receiveUpdate()
    XCTAssertEqual(update["cause"]?["time"], 1_700_000_000_250)
    let journal = try String(
      contentsOfFile: dataDirectory + "/rooms/stamped/journal.jsonl", encoding: .utf8)
    let entry = try JSONParser.parse(Array(journal.split(separator: "\n")[0].utf8))
    XCTAssertEqual(entry["t"], 1_700_000_000_250)
  }

  /// Visits `room`, moves it to version 1 and leaves.
  private func leave(_ room: String, in harness: MirrorHarness) throws {
    var client: MirrorClient? = try harness.client(room: room)
    client?.sendAction(["tab1": ["moveDetailViewButtonTapped": [:]]])
    _ = try client?.receive(type: "ack")
    client = nil
  }
}
