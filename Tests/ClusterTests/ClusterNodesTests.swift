import Foundation
import MirrorJSON
import Synchronization
import TestSupport
import XCTest

/// Three `navmirror` processes sharing rooms through a Redis of the test's own (append-only,
/// synced on every write): clients on every node see one room, and the room survives its
/// owner's crash, a frozen node and a Redis restart.
final class ClusterNodesTests: ThreeNodesTestCase {
  private let push: JSONValue = ["tab1": ["moveDetailViewButtonTapped": [:]]]
  private let back: JSONValue = ["path": ["popFrom": ["id": 0]]]
  private func tab(_ name: String) -> JSONValue { ["tabSelected": .string(name)] }

  func testClientsOnEveryNodeStayInSyncThroughTapBackAndTab() throws {
    let clients = try nodes.map { try ClusterClient($0, room: "sync") }
    XCTAssertEqual(Set(clients.map(\.version)), [0])
    XCTAssertEqual(clients.map(\.id), ["c1@a", "c1@b", "c1@c"])
    for client in clients { try client.waitForPresence(["c1@a", "c1@b", "c1@c"]) }
    let steps: [(Int, JSONValue)] = [
      (0, push), (1, tab("second")), (2, tab("first")), (1, back), (2, push), (0, push),
    ]
    var version = 0
    for (sender, action) in steps {
      let acked = try clients[sender].send(action).get()
      XCTAssertEqual(acked, version + 1, "versions grow by one whichever node sent the change")
      version = acked
      for client in clients { try client.follow(to: version) }
    }
    XCTAssertEqual(clients[1].document, clients[0].document)
    XCTAssertEqual(clients[2].document, clients[0].document)
    let late = try ClusterClient(nodes[2], room: "sync")
    XCTAssertEqual(late.version, version)
    XCTAssertEqual(late.document, clients[0].document, "a late joiner's hello is the room now")
  }

  func testDriversOnEveryNodeSendingAtOnceGetOneVersionEachInOneOrder() throws {
    let clients = try nodes.map { try ClusterClient($0, room: "busy") }
    let perClient = 20
    let acked = Mutex<[Int]>([])
    let failures = Mutex<[String]>([])
    let senders = clients.map(OneThread.init)
    let push = push
    DispatchQueue.concurrentPerform(iterations: senders.count) { index in
      for _ in 0..<perClient {
        do {
          let version = try senders[index].client.send(push).get()
          acked.withLock { $0.append(version) }
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    XCTAssertEqual(failures.withLock { $0 }, [])
    let total = clients.count * perClient
    XCTAssertEqual(acked.withLock { $0.sorted() }, Array(1...total), "each change one version")
    for client in clients { try client.follow(to: total) }
    XCTAssertEqual(clients[1].document, clients[0].document)
    XCTAssertEqual(clients[2].document, clients[0].document)
  }

  func testEveryNodeListsTheRoomsOfAllNodes() throws {
    let first = try ClusterClient(nodes[0], room: "listed-a")
    let second = try ClusterClient(nodes[1], room: "listed-b")
    XCTAssertEqual(try second.send(push).get(), 1)
    let expected: JSONValue = [
      ["name": "listed-a", "demo": "tabs-stack", "version": 0, "clients": 1],
      ["name": "listed-b", "demo": "tabs-stack", "version": 1, "clients": 1],
    ]
    // Each node says who is in its rooms without waiting for Redis: ask until both have.
    var rooms: JSONValue = .null
    _ = try MirrorHarness.eventually(timeout: 5) {
      let response = try LoopbackHTTP.request(
        port: nodes[2].port, method: "GET", path: "/api/rooms")
      XCTAssertEqual(response.status, 200)
      rooms = try JSONParser.parse(response.body)
      return rooms == expected
    }
    XCTAssertEqual(rooms, expected, "node c lists the rooms of nodes a and b")
    XCTAssertEqual(first.presence, [first.id])
  }

  func testPresenceCountsTheClientsOfEveryNodeAndListsAFewOfThem() throws {
    nodes = try ["a", "b", "c"].map {
      try NodeProcess(
        name: $0, redisURL: redis.url, leaseMilliseconds: Self.lease,
        extra: ["--max-presence-list", "4"])
    }
    let clients = try nodes.flatMap { node in
      try (0..<3).map { _ in try ClusterClient(node, room: "crowd") }
    }
    for client in clients {
      try client.waitForPresence(count: 9)
      XCTAssertLessThanOrEqual(client.presence.count, 4, "the list is capped on every node")
    }
  }

  func testKillingTheOwnerHandsTheRoomToAnotherNodeWithNoAckedActionLost() throws {
    let owner = try ClusterClient(nodes[0], room: "crash")
    let driver = try ClusterClient(nodes[1], room: "crash")
    let watcher = try ClusterClient(nodes[2], room: "crash")
    var acked: [Int] = []
    for _ in 0..<3 { acked.append(try driver.send(push).get()) }
    XCTAssertEqual(try owner.send(tab("second")).get(), 4)
    acked.append(4)

    nodes[0].kill9()
    let killed = Date()
    // Forwarded while nobody owns the room: the next owner runs it from the inbox.
    acked.append(try driver.send(tab("first")).get())
    XCTAssertLessThan(
      Date().timeIntervalSince(killed), 4 * Double(Self.lease) / 1000,
      "another node owns the room within about a lease")
    for _ in 0..<3 { acked.append(try driver.send(push).get()) }

    XCTAssertEqual(acked, Array(1...8), "no acked action lost, versions contiguous")
    try watcher.waitForPresence([driver.id, watcher.id])
    try watcher.follow(to: 8)
    XCTAssertEqual(watcher.document, driver.document)
    let late = try ClusterClient(nodes[2], room: "crash")
    XCTAssertEqual(late.version, 8)
    XCTAssertEqual(late.document, driver.document)
  }

  func testAnOwnerStoppedByItsOperatorHandsTheRoomOverBeforeItsLeaseWouldLapse() throws {
    let patient = try NodeProcess(name: "patient", redisURL: redis.url, leaseMilliseconds: 6_000)
    let heir = try NodeProcess(name: "heir", redisURL: redis.url, leaseMilliseconds: 6_000)
    let owner = try ClusterClient(patient, room: "handover")
    let driver = try ClusterClient(heir, room: "handover")
    XCTAssertEqual(try owner.send(push).get(), 1)
    try driver.follow(to: 1)
    patient.terminate()
    let stopped = Date()
    XCTAssertEqual(try driver.send(tab("second")).get(), 2)
    XCTAssertLessThan(
      Date().timeIntervalSince(stopped), 4,
      "taken over within a third of a lease, not a lease: \(patient.log)\n\(heir.log)")
  }

  func testAFrozenOwnerLosesTheRoomAndItsClientsResyncWhenItWakes() throws {
    let frozen = try ClusterClient(nodes[0], room: "pause")
    let driver = try ClusterClient(nodes[1], room: "pause")
    XCTAssertEqual(try driver.send(push).get(), 1)
    try frozen.follow(to: 1)

    nodes[0].pause()
    XCTAssertEqual(try driver.send(tab("second")).get(), 2, "another node took the room over")
    XCTAssertEqual(try driver.send(push).get(), 3)
    nodes[0].resume()

    try frozen.follow(to: 3)
    XCTAssertEqual(frozen.document, driver.document)
    XCTAssertEqual(try frozen.send(back).get(), 4, "the woken node forwards to the new owner")
    try driver.follow(to: 4)
    XCTAssertEqual(frozen.document, driver.document)
  }

  func testRoomsTurnReadOnlyWhileRedisIsAwayAndRecoverFromItsAppendOnlyFile() throws {
    let first = try ClusterClient(nodes[0], room: "restart")
    let second = try ClusterClient(nodes[1], room: "restart")
    XCTAssertEqual(try second.send(push).get(), 1)
    XCTAssertEqual(try first.send(tab("second")).get(), 2)
    try second.follow(to: 2)

    redis.kill()
    let notice = try second.waitForNotice(code: "read-only")
    XCTAssertTrue(
      notice["message"]?.stringValue?.contains("lost its link to Redis") ?? false, "\(notice)")
    guard case .failure(let refusal) = try second.send(push) else {
      return XCTFail("a change went through while Redis was away")
    }
    XCTAssertEqual(refusal.code, "read-only")

    try redis.restart()
    try first.waitForState()
    XCTAssertEqual(first.version, 2, "the room comes back as Redis kept it")
    let version = try eventually { try second.send(push).get() }
    XCTAssertEqual(version, 3)
    try first.follow(to: 3)
    XCTAssertEqual(first.document, second.document)
  }
}

/// A client handed to one thread of `concurrentPerform`.
///
/// `@unchecked Sendable`: each is used only by the one thread that gets its index, one after
/// the other with the test's own thread, never at once.
private struct OneThread: @unchecked Sendable {
  let client: ClusterClient
}

/// A node's start: on a Redis that is not there, and on one that does not sync its writes.
final class ClusterStartTests: XCTestCase {
  func testARedisWeakerThanTheLocalJournalIsNamedInAWarning() throws {
    let redis: RedisServerProcess
    do {
      redis = try RedisServerProcess.start(appendOnly: false)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
    let node = try NodeProcess(name: "weak", redisURL: redis.url, leaseMilliseconds: 500)
    XCTAssertTrue(
      node.log.contains(
        "warning navmirror: [Mirror] Redis at 127.0.0.1:\(redis.port) has appendonly no and appendfsync everysec"
      ),
      node.log)
    let durable = try RedisServerProcess.start(appendOnly: true)
    let quiet = try NodeProcess(name: "durable", redisURL: durable.url, leaseMilliseconds: 500)
    XCTAssertFalse(quiet.log.contains("warning"), quiet.log)
  }

  func testARedisThatCannotBeReachedAtStartIsAClearErrorAndAFailedStart() throws {
    let port = try LoopbackSocket.freePort()
    XCTAssertThrowsError(
      try NodeProcess(
        name: "lonely", redisURL: "redis://127.0.0.1:\(port)", leaseMilliseconds: 500)
    ) { error in
      let text = "\(error)"
      XCTAssertTrue(text.contains("exited"), text)
      XCTAssertTrue(text.contains("Redis at 127.0.0.1:\(port) cannot be reached"), text)
    }
  }

}
