import MirrorJSON
import XCTest

@testable import Mirror

/// Every failover rule of a shared room, run by simulated nodes against one Redis in memory
/// whose replies, commands and stream entries the test holds back, fails and reorders: what
/// the multi-process cluster tests show end to end, each in a few milliseconds.
final class RoomMachineFailoverTests: XCTestCase {
  private let add: JSONValue = ["add": 1]

  /// Node `a` owns a new room; the others follow it.
  private func cluster(_ names: [String] = ["a", "b"]) throws -> (MemoryRedis, [SimulatedNode]) {
    let redis = MemoryRedis()
    var nodes: [SimulatedNode] = []
    for name in names {
      nodes.append(try SimulatedNode(name, redis: redis))
      redis.deliver()
    }
    return (redis, nodes)
  }

  /// `node` sees the lease lapse and takes the room over.
  private func takeOver(_ node: SimulatedNode, _ redis: MemoryRedis) {
    redis.expireLease()
    node.tick()
    redis.deliver()
  }

  func testAnOwnerThatLosesItsLeaseMidPublishAnswersItsDriverWithAnErrorAndSendsNothing() throws {
    // The appends reach Redis after another node took the room (a paused owner), so Redis
    // fences them; or before, and only their replies come late: then they count.
    let cases: [(inFlight: Int, reachRedisFirst: Bool)] = [
      (1, false), (3, false), (1, true), (3, true),
    ]
    for (inFlight, reachRedisFirst) in cases {
      let label = "\(inFlight) in flight, \(reachRedisFirst ? "in Redis" : "not in Redis") first"
      let (redis, nodes) = try cluster()
      let (a, b) = (nodes[0], nodes[1])
      if reachRedisFirst { a.log.holdsReplies = true } else { a.log.holdsCommands = true }
      let ids = (0..<inFlight).map { _ in a.send(add) }
      takeOver(b, redis)
      XCTAssertEqual(b.machine.lease?.token, 2, label)
      if reachRedisFirst {
        a.log.holdsReplies = false
        a.log.release()
      } else {
        a.log.resume()
      }
      redis.deliver()
      let expected =
        reachRedisFirst ? (1...inFlight).map { "ack \($0)" } : ids.map { _ in "storage" }
      XCTAssertEqual(ids.map { a.answer(to: $0) }, expected, label)
      XCTAssertEqual(a.deliveredVersions, reachRedisFirst ? Array(1...inFlight) : [], label)
      XCTAssertEqual(
        b.machine.history.version, reachRedisFirst ? inFlight : 0,
        "\(label): the new owner has every version Redis has")
      a.tick()
      redis.deliver()
      XCTAssertEqual(a.machine.role, .follower, label)
      XCTAssertFalse(
        redis.stream.contains {
          $0.entry.token == 1 && $0.entry.version > (reachRedisFirst ? inFlight : 0)
        },
        "\(label): no write of the old owner after the takeover")
      let after = a.send(add)
      redis.deliver()
      XCTAssertEqual(a.answer(to: after), "ack \((reachRedisFirst ? inFlight : 0) + 1)", label)
    }
  }

  func testATakeoverCatchesUpOnTheStreamAndRunsTheInboxFromTheCursor() throws {
    // Whether the follower heard of the owner's last versions before the owner died or only
    // reads them while taking over, nothing is lost and nothing runs twice.
    for heardBefore in [true, false] {
      let (redis, nodes) = try cluster(["a", "b", "c"])
      let (a, b, c) = (nodes[0], nodes[1], nodes[2])
      let first = b.send(add)
      redis.deliver()
      XCTAssertEqual(b.answer(to: first), "ack 1", "forwarded to the owner and answered")
      if !heardBefore { c.log.isLinkUp = false }
      a.send(add)
      redis.deliver()
      c.log.isLinkUp = true
      XCTAssertEqual(c.machine.history.version, heardBefore ? 2 : 1)
      // The owner dies; a request forwarded meanwhile waits in the inbox.
      a.log.isLinkUp = false
      let waiting = b.send(add)
      redis.deliver()
      XCTAssertNil(b.answer(to: waiting))
      takeOver(c, redis)
      XCTAssertEqual(c.machine.lease?.token, 2, "heard before: \(heardBefore)")
      XCTAssertEqual(b.answer(to: waiting), "ack 3", "run once by the new owner")
      XCTAssertEqual(
        redis.stream.filter { $0.entry.kind == .change }.map(\.entry.version), [1, 2, 3])
      XCTAssertEqual(c.deliveredVersions, [1, 2, 3], "heard before: \(heardBefore)")
      XCTAssertEqual(b.deliveredVersions, [1, 2, 3])
    }
  }

  func testARequestANodeForwardedAndThenRanAsTheNewOwnerIsAcknowledgedAfterItsVersion() throws {
    let (redis, nodes) = try cluster()
    let (a, b) = (nodes[0], nodes[1])
    a.log.isLinkUp = false
    let waiting = b.send(add)
    redis.deliver()
    XCTAssertNil(b.answer(to: waiting), "the owner is gone")
    takeOver(b, redis)
    XCTAssertEqual(b.answer(to: waiting), "ack 1", "run by the node that forwarded it")
    XCTAssertEqual(b.firstClientSaw, ["version 1", "ack 1"], "an ack follows its version")
  }

  func testAPausedOwnerIsFencedAndFollowsTheNewOwnerWhenItWakes() throws {
    for held in ["append", "renewal"] {
      let (redis, nodes) = try cluster()
      let (a, b) = (nodes[0], nodes[1])
      a.log.holdsCommands = true
      if held == "append" { a.send(add) } else { a.tick() }
      takeOver(b, redis)
      let written = b.send(add)
      redis.deliver()
      XCTAssertEqual(b.answer(to: written), "ack 1", held)
      a.log.resume()
      redis.deliver()
      XCTAssertEqual(a.machine.role, .follower, "\(held): the old owner stops writing")
      XCTAssertEqual(redis.stream.map(\.entry.token), [2], "\(held): only the new owner wrote")
      XCTAssertEqual(a.machine.history.version, 1, "\(held): and follows it")
    }
  }

  func testWhileRedisIsAwayTheRoomIsReadOnlyAndItComesBackWholeWithOneEpoch() throws {
    for losesData in [false, true] {
      let label = losesData ? "Redis came back empty" : "Redis came back"
      let (redis, nodes) = try cluster()
      let (a, b) = (nodes[0], nodes[1])
      a.send(add)
      redis.deliver()
      let epoch = a.machine.epoch
      XCTAssertEqual(b.machine.epoch, epoch, label)
      // A write the link's loss kept from Redis.
      a.log.holdsCommands = true
      let inFlight = a.send(add)
      for node in nodes { node.linkLost() }
      redis.deliver()
      XCTAssertEqual(a.answer(to: inFlight), "storage", "\(label): answered, not forgotten")
      XCTAssertEqual(nodes.map { $0.notices.last?["code"] }, ["read-only", "read-only"], label)
      let refused = b.send(add)
      XCTAssertEqual(b.answer(to: refused), "read-only", label)

      a.log.dropHeldCommands()
      if losesData { redis.loseEverything() } else { redis.expireLease() }
      for node in nodes { node.linkRestored() }
      redis.deliver()
      for node in nodes { node.tick() }
      redis.deliver()
      for node in nodes { node.tick() }
      redis.deliver()
      XCTAssertEqual(nodes.filter { $0.machine.lease != nil }.count, 1, "\(label): one owner")
      XCTAssertEqual(a.machine.epoch, b.machine.epoch, "\(label): one epoch on every node")
      XCTAssertEqual(a.machine.epoch == epoch, !losesData, label)
      for node in nodes {
        XCTAssertEqual(
          node.broadcasts.last?["type"], "state", "\(label): \(node.name) got the room whole")
      }
      let again = b.send(add)
      redis.deliver()
      XCTAssertEqual(b.answer(to: again), "ack 2", "\(label): versions go on from Redis's")
      XCTAssertEqual(redis.rooms["room"] != nil, true, "\(label): listed among the rooms")
    }
  }

  func testAClientResumesOnlyInTheEpochItHadAndFromVersionsTheNodeStillKeeps() throws {
    let (redis, nodes) = try cluster()
    let (a, b) = (nodes[0], nodes[1])
    for _ in 0..<3 { a.send(add) }
    redis.deliver()
    let epoch = b.machine.epoch
    XCTAssertEqual(
      b.machine.missedMessages(since: ResumePoint(version: 1, epoch: epoch))?.count, 2)
    XCTAssertNil(b.machine.missedMessages(since: ResumePoint(version: 1, epoch: "other")))
    XCTAssertNil(b.machine.missedMessages(since: ResumePoint(version: 7, epoch: epoch)))
    for node in nodes { node.linkLost() }
    XCTAssertNil(b.machine.missedMessages(since: ResumePoint(version: 1, epoch: epoch)))
    redis.loseEverything()
    for node in nodes { node.linkRestored() }
    redis.deliver()
    for node in nodes { node.tick() }
    redis.deliver()
    for node in nodes { node.tick() }
    redis.deliver()
    XCTAssertNotEqual(b.machine.epoch, epoch)
    XCTAssertNil(
      b.machine.missedMessages(since: ResumePoint(version: 1, epoch: epoch)),
      "the stream it would resume from is gone")
    a.send(add)
    redis.deliver()
    XCTAssertEqual(
      b.machine.missedMessages(since: ResumePoint(version: 3, epoch: b.machine.epoch))?.count, 1)
  }

  func testBadDataInOneRoomsKeysIsAnsweredWithAClearErrorAndStaysOutOfClientsSockets() throws {
    // A lease without a token: nobody can own the room; requests are answered anyway.
    do {
      let (redis, nodes) = try cluster()
      let (a, b) = (nodes[0], nodes[1])
      a.log.isLinkUp = false
      let forwarded = b.send(add)
      redis.leaseText = "nobody"
      redis.lease = nil
      b.tick()
      redis.deliver()
      XCTAssertEqual(b.answer(to: forwarded), "read-only")
      XCTAssertTrue(b.notices.last?["message"]?.stringValue?.contains("nobody") ?? false)
    }
    // A head that is not a number: the owner's writes fail; its driver and other nodes'
    // drivers are answered.
    do {
      let (redis, nodes) = try cluster()
      let (a, b) = (nodes[0], nodes[1])
      redis.head = "not-a-number"
      let own = a.send(add)
      let forwarded = b.send(add)
      redis.deliver()
      XCTAssertEqual(a.answer(to: own), "storage")
      // The owner gave the lease up; whoever takes the room next runs the forwarded request,
      // cannot store it either, and refuses it through the stream.
      b.tick()
      redis.deliver()
      XCTAssertEqual(b.answer(to: forwarded), "storage")
      XCTAssertEqual(a.deliveredVersions + b.deliveredVersions, [])
    }
    // Entries whose message is not one of the protocol's, or too large: followers send their
    // clients the room whole, never the bytes.
    let bad: [(String, String)] = [
      ("not JSON", "this is not JSON"),
      (
        "too large", "{\"type\":\"patch\",\"pad\":\"" + String(repeating: "x", count: 8_192) + "\"}"
      ),
    ]
    for (name, message) in bad {
      let (redis, nodes) = try cluster()
      let b = nodes[1]
      let journal = JournalEntry(
        version: 1, time: 0, origin: nil, action: ["add": 1],
        operations: [JSONPatch.Operation(op: "replace", path: "/n", value: 1)])
      b.log.hear(items: [
        .entry(
          RoomLedger.StoredEntry(
            id: "99-0",
            entry: LedgerEntry(
              kind: .change, version: 1, journal: journal.json.text, message: message, token: 1,
              request: nil))),
        .unreadable(id: "100-0", problem: "a stream entry needs kind, v, msg and token"),
      ])
      redis.deliver()
      XCTAssertEqual(b.machine.history.version, 1, name)
      XCTAssertEqual(b.broadcasts.map { $0["type"] }, ["state", "state"], name)
      XCTAssertFalse(b.broadcasts.contains { $0["unreadable"] != nil }, name)
      XCTAssertTrue(b.warnings.contains { $0.contains("not one of this protocol's") }, name)
    }
  }
}

/// Answers that never come: a Redis that stops answering, an owner that holds the lease and
/// runs nothing. After two leases every change waiting is answered all the same.
final class RoomMachineDeadlineTests: XCTestCase {
  func testAChangeWhoseWriteOrOwnerNeverAnswersIsAnsweredAfterTwoLeases() throws {
    for stuck in ["the owner's write", "the owner"] {
      let redis = MemoryRedis()
      let a = try SimulatedNode("a", redis: redis)
      redis.deliver()
      let b = try SimulatedNode("b", redis: redis)
      redis.deliver()
      let waiting: JSONValue
      let node: SimulatedNode
      if stuck == "the owner" {
        a.log.isLinkUp = false
        (node, waiting) = (b, b.send(["add": 1]))
      } else {
        a.log.holdsReplies = true
        (node, waiting) = (a, a.send(["add": 1]))
      }
      redis.deliver()
      for tick in 1...RoomMachine.writeDeadlineTicks {
        XCTAssertNil(node.answer(to: waiting), "\(stuck): still waiting at tick \(tick - 1)")
        node.tick()
        redis.deliver()
      }
      XCTAssertEqual(node.answer(to: waiting), "storage", stuck)
    }
  }
}
