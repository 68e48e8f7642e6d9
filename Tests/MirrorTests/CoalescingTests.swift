import MirrorJSON
import TestSupport
import XCTest

/// A reader too slow for the room gets its backlog replaced by one full state; a fast reader in
/// the same room still gets every version, and nobody ever applies a patch to the wrong base.
final class CoalescingTests: XCTestCase {
  func testAStalledClientIsCoalescedWhileAFastOneGetsEveryVersion() throws {
    let harness = try MirrorHarness(socketSendBufferSize: 4096)
    let stalled = try MirrorClient(
      port: harness.port, path: "/ws?room=coalesce", receiveBufferSize: 2048)
    let fast = try harness.client(room: "coalesce")
    var fastReplica = MirrorClient.Replica(hello: fast.hello)
    var fastUpdates = 0
    let versions = 400
    for index in 0..<versions {
      fast.sendAction(["tabSelected": index.isMultiple(of: 2) ? "second" : "first"])
      while true {
        let message = try fast.receive()
        if ["state", "patch"].contains(message["type"]?.stringValue) {
          XCTAssertTrue(try fastReplica.apply(message), "a patch for the fast client's base")
          fastUpdates += 1
        }
        if message["type"] == "ack" { break }
      }
    }
    XCTAssertEqual(fastUpdates, versions, "the fast client is never coalesced")
    XCTAssertEqual(fastReplica.version, versions)

    var replica = MirrorClient.Replica(hello: stalled.hello)
    var stalledUpdates = 0
    var fullStates = 0
    while replica.version < versions {
      let update = try stalled.receiveUpdate()
      stalledUpdates += 1
      if update["type"] == "state" { fullStates += 1 }
      XCTAssertTrue(try replica.apply(update), "never a patch against a version it lacks")
    }
    XCTAssertLessThan(stalledUpdates, versions, "the backlog was coalesced")
    XCTAssertGreaterThan(fullStates, 0)
    XCTAssertEqual(replica.document["state"], fastReplica.document["state"])
  }

  func testABurstOfActionsReachesReadersThatKeepUpAsEveryPatch() throws {
    let harness = try MirrorHarness()
    let driver = try harness.client(room: "burst")
    let watchers = try (0..<100).map { _ in try harness.client(room: "burst") }
    let versions = 40
    driver.sendActionsAtOnce(
      (0..<versions).map { ["tabSelected": $0.isMultiple(of: 2) ? "second" : "first"] })
    for watcher in watchers {
      var replica = MirrorClient.Replica(hello: watcher.hello)
      var patches = 0
      while replica.version < versions {
        let update = try watcher.receiveUpdate()
        XCTAssertEqual(update["type"], "patch", "a reader that keeps up is never coalesced")
        XCTAssertTrue(try replica.apply(update))
        patches += 1
      }
      XCTAssertEqual(patches, versions)
    }
  }
}
