import Foundation
import MirrorJSON
import TestSupport
import XCTest

/// Clients that come back to a shared room on another node resume from the room's stream, and
/// get the whole room once Redis lost the stream.
final class ClusterResumeTests: ThreeNodesTestCase {
  private let push = TabsStackMoves.pushFirstDetail
  private let changes = TabsStackMoves.threeChangesAfterThePush

  func testAClientThatLeftOneNodeResumesOnAnotherFromTheStream() throws {
    let driver = try ClusterClient(nodes[0], room: "resume")
    XCTAssertEqual(try driver.send(push).get(), 1)
    var leaving: ClusterClient? = try ClusterClient(nodes[1], room: "resume")
    let left = try XCTUnwrap(leaving)
    try left.follow(to: 1)
    let epoch = try XCTUnwrap(left.client.hello["epoch"]?.stringValue)
    XCTAssertEqual(driver.client.hello["epoch"]?.stringValue, epoch, "one epoch on every node")
    var replica = left.replica
    leaving = nil
    for (offset, action) in changes.enumerated() {
      XCTAssertEqual(try driver.send(action).get(), 2 + offset)
    }

    let back = try nodes[2].client(room: "resume", query: "&since=1&epoch=\(epoch)")
    XCTAssertEqual(back.hello["resumed"], true)
    XCTAssertEqual(back.hello["version"], 1)
    XCTAssertEqual(back.hello["epoch"]?.stringValue, epoch)
    XCTAssertNil(back.hello["state"])
    var bases: [Int] = []
    while replica.version < 4 {
      let update = try back.receiveUpdate()
      XCTAssertEqual(update["type"], "patch", "the owner's patches, as the stream holds them")
      XCTAssertEqual(update["cause"]?["client"]?.stringValue, driver.id)
      bases.append(try XCTUnwrap(update["base"]?.intValue))
      XCTAssertTrue(try replica.apply(update))
    }
    XCTAssertEqual(bases, [1, 2, 3])
    try driver.follow(to: 4)
    XCTAssertEqual(replica.document, driver.document)
  }

  func testAVersionTheRoomNeverHadOrAnotherEpochGetsTheWholeRoom() throws {
    let driver = try ClusterClient(nodes[0], room: "lies")
    XCTAssertEqual(try driver.send(push).get(), 1)
    let epoch = try XCTUnwrap(driver.client.hello["epoch"]?.stringValue)
    for query in ["&since=9&epoch=\(epoch)", "&since=0&epoch=0123456789abcdef"] {
      let client = try ClusterClient(nodes[1], room: "lies", query: query)
      XCTAssertNil(client.client.hello["resumed"], query)
      XCTAssertEqual(client.version, 1, query)
      XCTAssertEqual(client.document, driver.document, query)
    }
  }

  func testAfterRedisLostItsDataTheRoomHasANewEpochAndAResumingClientGetsTheWholeRoom() throws {
    let driver = try ClusterClient(nodes[0], room: "lost")
    let watcher = try ClusterClient(nodes[1], room: "lost")
    XCTAssertEqual(try driver.send(push).get(), 1)
    try watcher.follow(to: 1)
    let epoch = try XCTUnwrap(watcher.client.hello["epoch"]?.stringValue)

    try redis.restartLosingData()
    let version = try eventually { try driver.send(changes[1]).get() }
    XCTAssertEqual(version, 2, "the nodes kept the room and store it again")
    try watcher.follow(to: 2)

    let back = try ClusterClient(nodes[2], room: "lost", query: "&since=1&epoch=\(epoch)")
    XCTAssertNil(back.client.hello["resumed"], "the stream it would resume from is gone")
    let newEpoch = try XCTUnwrap(back.client.hello["epoch"]?.stringValue)
    XCTAssertNotEqual(newEpoch, epoch)
    XCTAssertEqual(back.version, 2)
    XCTAssertEqual(back.document, watcher.document)

    XCTAssertEqual(try driver.send(changes[2]).get(), 3)
    let resumed = try nodes[1].client(room: "lost", query: "&since=2&epoch=\(newEpoch)")
    XCTAssertEqual(resumed.hello["resumed"], true, "the new epoch is resumed from")
    XCTAssertEqual(try resumed.receiveUpdate()["base"], 2)
  }
}
