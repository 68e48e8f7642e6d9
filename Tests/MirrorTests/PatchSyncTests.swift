import MirrorJSON
import TestSupport
import XCTest

/// Updates after the hello are RFC 6902 patches when smaller; a replica that applies them holds
/// exactly what a full resync would give.
final class PatchSyncTests: XCTestCase {
  var harness: MirrorHarness!

  override func setUpWithError() throws { harness = try MirrorHarness() }
  override func tearDown() { harness = nil }

  let actions: [JSONValue] = [
    ["tab1": ["moveDetailViewButtonTapped": [:]]],
    [
      "path": [
        "element": ["id": 0, "action": ["firstDetail": ["moveAnotherViewButtonTapped": [:]]]]
      ]
    ],
    ["tabSelected": "second"],
    ["tab2": ["moveDetailViewButtonTapped": [:]]],
    ["path": ["popFrom": ["id": 1]]],
    ["tabSelected": "first"],
  ]

  func testPatchesAppliedByAWatcherMatchAFullResync() throws {
    let driver = try harness.client(room: "patches")
    let watcher = try harness.client(room: "patches")
    var replica = MirrorClient.Replica(hello: watcher.hello)
    var patchCount = 0
    for (index, action) in actions.enumerated() {
      driver.sendAction(action)
      let update = try watcher.receiveUpdate()
      XCTAssertEqual(update["version"]?.intValue, index + 1)
      if update["type"] == "patch" {
        patchCount += 1
        XCTAssertEqual(update["base"]?.intValue, index)
      }
      XCTAssertTrue(try replica.apply(update))
    }
    XCTAssertGreaterThan(patchCount, 0, "small changes travel as patches")
    watcher.send(["type": "resync"])
    let full = try watcher.receive(type: "state")
    XCTAssertEqual(full["version"]?.intValue, replica.version)
    XCTAssertEqual(canonical(replica.document["state"]), canonical(full["state"]))
    XCTAssertEqual(canonical(replica.document["scene"]), canonical(full["scene"]))
  }

  func testAPatchIsSmallerThanTheStateItReplaces() throws {
    let client = try harness.client(room: "small")
    client.sendAction(actions[0])
    let update = try client.receiveUpdate()
    XCTAssertEqual(update["type"], "patch")
    XCTAssertLessThan(update.bytes.count, client.hello.bytes.count)
  }

  func testAClientThatMissedAVersionSeesTheGapAndResyncs() throws {
    let driver = try harness.client(room: "gap")
    let late = try harness.client(room: "gap")
    var replica = MirrorClient.Replica(hello: late.hello)
    driver.sendAction(actions[0])
    _ = try late.receiveUpdate()  // dropped on purpose: the replica misses version 1
    driver.sendAction(actions[1])
    let second = try late.receiveUpdate()
    if second["type"] == "patch" {
      XCTAssertFalse(
        try replica.apply(second), "a patch against version 1 cannot apply to version 0")
      late.send(["type": "resync"])
      XCTAssertTrue(try replica.apply(late.receive(type: "state")))
    } else {
      XCTAssertTrue(try replica.apply(second))
    }
    XCTAssertEqual(replica.version, 2)
    XCTAssertEqual(replica.document["state"]?["path"]?["ids"], [0, 1])
  }

  /// Object member order carries no meaning in JSON; compare with keys sorted.
  private func canonical(_ value: JSONValue?) -> JSONValue? {
    guard let value else { return nil }
    switch value {
    case .object(let object):
      var sorted = JSONObject()
      for key in object.keys.sorted() { sorted[key] = canonical(object[key]) }
      return .object(sorted)
    case .array(let elements):
      return .array(elements.compactMap(canonical))
    default:
      return value
    }
  }
}
