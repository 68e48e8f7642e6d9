import Foundation
import MirrorJSON
import RedisClient
import TestSupport
import XCTest

/// Shared rooms when things go wrong in the cluster: an owner that slept past its lease,
/// a Redis that came back empty, and keys of one room holding what no node writes. Every
/// request is answered, every node agrees on the room, and bad data stays in its room with a
/// clear error.
final class ClusterHardeningTests: ThreeNodesTestCase {
  private let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
  private func tab(_ name: String) -> JSONValue { ["tabSelected": .string(name)] }

  func testAnOwnerPausedPastItsLeaseAnswersEveryTapOfItsDriverWhenItWakes() throws {
    let sleeper = try ClusterClient(nodes[0], room: "sleep")
    let other = try ClusterClient(nodes[1], room: "sleep")
    XCTAssertEqual(try sleeper.send(push).get(), 1)
    nodes[0].pause()
    XCTAssertEqual(try other.send(tab("second")).get(), 2, "another node took the room over")
    nodes[0].resume()
    // Sent at once, before the woken node learns it lost the room: each is answered.
    for action in [tab("first"), push, tab("second")] {
      switch try sleeper.send(action) {
      case .success(let version): XCTAssertGreaterThan(version, 2)
      case .failure(let refusal): XCTAssertEqual(refusal.code, "storage", "\(refusal)")
      }
    }
    let version = try eventually { try sleeper.send(push).get() }
    try other.follow(to: version)
    try sleeper.follow(to: version)
    XCTAssertEqual(sleeper.document, other.document)
  }

  func testAfterRedisComesBackEmptyEveryNodeSendsTheRoomWholeInOneEpochAndListsIt() throws {
    let clients = try nodes.prefix(2).map { try ClusterClient($0, room: "amnesia") }
    XCTAssertEqual(try clients[0].send(push).get(), 1)
    try clients[1].follow(to: 1)
    let epoch = try XCTUnwrap(clients[0].client.hello["epoch"]?.stringValue)

    try redis.restartLosingData()
    for client in clients {
      _ = try client.waitForNotice(code: "read-only")
      try client.waitForState()
      XCTAssertEqual(client.version, 1, "the room as the nodes kept it")
    }
    let version = try eventually { try clients[1].send(tab("second")).get() }
    XCTAssertEqual(version, 2)
    for client in clients { try client.follow(to: 2) }
    let hellos = try nodes.map { try ClusterClient($0, room: "amnesia").client.hello }
    let epochs = Set(hellos.compactMap { $0["epoch"]?.stringValue })
    XCTAssertEqual(epochs.count, 1, "one epoch on every node: \(epochs)")
    XCTAssertNotEqual(epochs.first, epoch, "a new lineage: the stream before is gone")
    XCTAssertEqual(Set(hellos.compactMap { $0["version"]?.intValue }), [2])
    let listed = try MirrorHarness.eventually(timeout: 5) {
      let response = try LoopbackHTTP.request(port: nodes[2].port, path: "/api/rooms")
      let rooms = try JSONParser.parse(response.body)
      return rooms.arrayValue?.contains { $0["name"] == "amnesia" && $0["version"] == 2 } ?? false
    }
    XCTAssertTrue(listed, "/api/rooms lists the room while it is driven")
  }

  func testAStreamKeyOfAnotherTypeMakesOnlyItsRoomReadOnlyWithAClearError() throws {
    let probe = try RedisProbe(url: redis.url)
    let badDriver = try ClusterClient(nodes[0], room: "bad")
    let badWatcher = try ClusterClient(nodes[1], room: "bad")
    let goodDriver = try ClusterClient(nodes[1], room: "good")
    let goodWatcher = try ClusterClient(nodes[2], room: "good")
    XCTAssertEqual(try badDriver.send(push).get(), 1)
    XCTAssertEqual(try goodDriver.send(push).get(), 1)

    try probe.send(["DEL", "navmirror:{bad}:stream"])
    try probe.send(["SET", "navmirror:{bad}:stream", "not a stream"])
    let notice = try badWatcher.waitForNotice(code: "read-only")
    let message = notice["message"]?.stringValue ?? ""
    XCTAssertTrue(message.contains("cannot be read") && message.contains("WRONGTYPE"), message)
    guard case .failure(let refusal) = try badDriver.send(tab("second")) else {
      return XCTFail("a room whose stream Redis cannot hold took a change")
    }
    XCTAssertTrue(["storage", "read-only"].contains(refusal.code), "\(refusal)")

    for version in 2...4 {
      XCTAssertEqual(try goodDriver.send(tab(version % 2 == 0 ? "second" : "first")).get(), version)
    }
    try goodWatcher.follow(to: 4)
    XCTAssertEqual(goodWatcher.document, goodDriver.document, "the other room is not touched")
    for node in nodes {
      XCTAssertFalse(node.log.contains("lost the link to Redis"), "no reconnect loop: \(node.log)")
    }
  }

  func testAHeadThatIsNotANumberOrALeaseWithoutATokenIsAnsweredNotLeftWaiting() throws {
    let probe = try RedisProbe(url: redis.url)
    let owner = try ClusterClient(nodes[0], room: "head")
    let follower = try ClusterClient(nodes[1], room: "head")
    XCTAssertEqual(try owner.send(push).get(), 1)
    try follower.follow(to: 1)
    try probe.send(["SET", "navmirror:{head}:head", "seven"])
    for client in [owner, follower] {
      guard case .failure(let refusal) = try client.send(tab("second")) else {
        return XCTFail("a change went through on a head that is not a number")
      }
      XCTAssertEqual(refusal.code, "storage", "\(refusal)")
      XCTAssertTrue(refusal.description.contains("seven"), "\(refusal)")
    }

    let lease = try ClusterClient(nodes[1], room: "lease")
    XCTAssertEqual(try lease.send(push).get(), 1)
    try probe.send(["SET", "navmirror:{lease}:lease", "nobody"])
    let answers = try (0..<3).map { _ in try lease.send(tab("second")) }
    for answer in answers {
      guard case .failure(let refusal) = answer else {
        return XCTFail("a change went through while nobody can hold the room")
      }
      XCTAssertTrue(["storage", "read-only"].contains(refusal.code), "\(refusal)")
    }
    let watcher = try ClusterClient(nodes[2], room: "lease")
    let forwarded = try watcher.send(tab("first"))
    guard case .failure(let refusal) = forwarded else {
      return XCTFail("a change went through while nobody can hold the room")
    }
    XCTAssertTrue(refusal.description.contains("nobody"), "a clear error: \(refusal)")
  }

  func testAStreamEntryThatIsNotAMessageOfTheProtocolNeverReachesClients() throws {
    let probe = try RedisProbe(url: redis.url)
    let driver = try ClusterClient(nodes[0], room: "huge")
    let watcher = try ClusterClient(nodes[1], room: "huge")
    XCTAssertEqual(try driver.send(push).get(), 1)
    try watcher.follow(to: 1)
    let token = try XCTUnwrap(
      try probe.send(["GET", "navmirror:{huge}:lease"]).string?.split(separator: ":").last)
    let garbage = [UInt8](repeating: UInt8(ascii: "z"), count: 8 << 20)
    try probe.send([
      "XADD", "navmirror:{huge}:stream", "*", "kind", "unchanged", "v", "1", "msg",
      RedisArgument(garbage), "token", RedisArgument(String(token)), "entry",
      #"{"v":1,"t":0,"origin":null,"action":{},"ops":[],"unchanged":true}"#,
    ])
    XCTAssertEqual(try driver.send(tab("second")).get(), 2)
    // Every message the watcher gets is JSON of the protocol (a read fails otherwise).
    try watcher.follow(to: 2)
    XCTAssertEqual(watcher.document, driver.document)
    XCTAssertTrue(
      nodes[1].log.contains("not one of this protocol's"), "a clear error in the log")
  }
}
