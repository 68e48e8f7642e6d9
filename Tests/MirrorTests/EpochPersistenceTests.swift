import Foundation
import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// A room's epoch on one node: kept in `meta.json` while its journal holds every version, new
/// when the room starts anew or lost versions.
final class EpochPersistenceTests: XCTestCase {
  var dataDirectory: String!

  override func setUpWithError() throws {
    dataDirectory = NSTemporaryDirectory() + "navmirror-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: dataDirectory)
  }

  private let actions: [JSONValue] = [
    ["tab1": ["moveDetailViewButtonTapped": [:]]],
    ["tabSelected": "second"],
    ["tabSelected": "first"],
  ]

  private var metaPath: String { dataDirectory + "/rooms/kept/meta.json" }
  private var journalPath: String { dataDirectory + "/rooms/kept/journal.jsonl" }

  /// Runs the actions in room `kept` of a server on the data directory; returns the epoch.
  private func drive() throws -> String {
    let harness = try MirrorHarness(dataDirectory: dataDirectory)
    let client = try harness.client(room: "kept")
    for action in actions {
      client.sendAction(action)
      _ = try client.receive(type: "ack")
    }
    return try XCTUnwrap(client.hello["epoch"]?.stringValue)
  }

  private func epochAfterRestart(query: String = "") throws -> JSONValue {
    let harness = try MirrorHarness(dataDirectory: dataDirectory)
    return try harness.client(room: "kept", query: query).hello
  }

  func testARoomRestoredFromItsJournalKeepsItsEpochAndIsResumedFrom() throws {
    let epoch = try drive()
    let meta = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: metaPath))))
    XCTAssertEqual(meta["epoch"]?.stringValue, epoch)
    let hello = try epochAfterRestart(query: "&since=1&epoch=\(epoch)")
    XCTAssertEqual(hello["epoch"]?.stringValue, epoch)
    XCTAssertEqual(hello["resumed"], true, "a restart loses nothing a client was sent")
  }

  func testARoomKeptInMemoryStartsANewEpochWhenItStartsAgain() throws {
    func epochOfANewServer() throws -> JSONValue? {
      let harness = try MirrorHarness()
      return try MirrorClient(port: harness.port, path: "/ws?room=memory").hello["epoch"]
    }
    let first = try epochOfANewServer()
    XCTAssertNotNil(first)
    XCTAssertNotEqual(try epochOfANewServer(), first)
  }

  func testAJournalWrittenBeforeEpochsGetsOneAndKeepsIt() throws {
    _ = try drive()
    var meta =
      try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: metaPath))))
      .objectValue ?? [:]
    meta["epoch"] = nil
    try Data(JSONValue.object(meta).bytes).write(to: URL(fileURLWithPath: metaPath))
    let given = try epochAfterRestart()["epoch"]
    XCTAssertEqual(given?.stringValue?.count, 16)
    XCTAssertEqual(try epochAfterRestart()["epoch"], given)
  }

  func testAJournalThatLostVersionsStartsANewEpoch() throws {
    let epoch = try drive()
    var lines = try String(contentsOfFile: journalPath, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    lines[1] = "garbage"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: journalPath, atomically: true, encoding: .utf8)
    let hello = try epochAfterRestart(query: "&since=1&epoch=\(epoch)")
    XCTAssertNotEqual(hello["epoch"]?.stringValue, epoch)
    XCTAssertNil(hello["resumed"], "versions 2 and 3 may come again with other states")
    XCTAssertEqual(hello["version"], 1)
  }

  func testACompactedJournalKeepsItsEpoch() throws {
    let lineLimit = 2 * 2 + 64
    var epoch: String?
    do {
      let harness = try MirrorHarness(
        dataDirectory: dataDirectory, limits: MirrorLimits(maxHistoryVersions: 2))
      let client = try harness.client(room: "kept")
      epoch = client.hello["epoch"]?.stringValue
      for index in 0...lineLimit {
        client.sendAction(["tabSelected": index % 2 == 0 ? "second" : "first"])
        _ = try client.receive(type: "ack")
      }
    }
    let lines = try String(contentsOfFile: journalPath, encoding: .utf8).split(separator: "\n")
    XCTAssertLessThan(lines.count, lineLimit, "the journal was compacted")
    XCTAssertNotNil(epoch)
    XCTAssertEqual(try epochAfterRestart()["epoch"]?.stringValue, epoch)
  }
}
