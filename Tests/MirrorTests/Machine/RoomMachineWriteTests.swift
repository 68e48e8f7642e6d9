import MirrorJSON
import XCTest

@testable import Mirror

/// The machine's one rule for every log, against the in-memory log: a version reaches clients
/// and a change is acknowledged only once the log confirmed it and every write before it; a
/// write the log refused is answered with `storage`, and the room goes back to its last
/// durable version, in memory too, then accepts changes again.
final class RoomMachineWriteTests: XCTestCase {
  private let add: JSONValue = ["add": 1]

  /// A room of one node, or the owner of a shared one.
  private func writer(local: Bool) throws -> (SimulatedNode, MemoryRedis) {
    let redis = MemoryRedis()
    let node = try SimulatedNode("a", redis: redis, local: local)
    redis.deliver()
    return (node, redis)
  }

  func testAWriteTheLogRefusesIsAnsweredWithStorageAndTheRoomKeepsItsLastDurableVersion() throws {
    let cases: [(name: String, local: Bool, error: LogError)] = [
      ("disk full", true, .failed("write failed: No space left on device (errno 28)")),
      ("read-only disk", true, .failed("open failed: Read-only file system (errno 30)")),
      ("Redis refused the stream", false, .failed("Redis refused: WRONGTYPE")),
      ("Redis went away", false, .unavailable("the link is down")),
    ]
    for (name, local, error) in cases {
      let (node, redis) = try writer(local: local)
      let first = node.send(add)
      let second = node.send(add)
      XCTAssertNil(node.answer(to: first), "\(name): no ack before the log confirmed it")
      redis.deliver()
      XCTAssertEqual([first, second].map { node.answer(to: $0) }, ["ack 1", "ack 2"], name)

      node.log.failingAppends = [error]
      let refused = node.send(add, from: 2)
      redis.deliver()
      XCTAssertEqual(node.answer(to: refused, of: 2), "storage", name)
      XCTAssertEqual(node.deliveredVersions, [1, 2], "\(name): version 3 never reached anyone")
      XCTAssertEqual(node.store.version, 2, "\(name): the store went back to the durable version")
      XCTAssertEqual(node.store.state, ["n": 2], name)
      XCTAssertEqual(node.machine.history.version, 2, "\(name): the history too")

      guard local else { continue }
      let again = node.send(add)
      redis.deliver()
      XCTAssertEqual(node.answer(to: again), "ack 3", "\(name): accepts changes again")
      XCTAssertEqual(node.deliveredVersions, [1, 2, 3], name)
    }
  }

  func testEveryWriteInFlightWhenOneFailsIsRefusedAndNoneOfTheirVersionsIsSent() throws {
    for inFlight in [1, 2, 5] {
      let (node, redis) = try writer(local: false)
      node.log.holdsReplies = true
      node.log.failingAppends = [.failed("Redis refused: the head is corrupt")]
      let ids = (0..<inFlight).map { _ in node.send(add) }
      node.log.release()
      redis.deliver()
      XCTAssertEqual(ids.map { node.answer(to: $0) }, Array(repeating: "storage", count: inFlight))
      XCTAssertEqual(node.deliveredVersions, [], "\(inFlight) in flight: nothing was sent")
      XCTAssertEqual(node.machine.history.version, 0)
      XCTAssertEqual(node.store.version, 0)
    }
  }

  func testDeliveriesWaitForEveryEarlierWriteWhateverOrderTheLogConfirmsThemIn() throws {
    for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0], [2, 0, 1]] {
      let (node, redis) = try writer(local: true)
      node.log.holdsReplies = true
      let ids = (0..<3).map { _ in node.send(add) }
      XCTAssertEqual(node.deliveredVersions, [], "\(order): nothing before the log confirmed it")
      node.log.release(order: order)
      redis.deliverOne()
      XCTAssertEqual(
        node.deliveredVersions, order[0] == 0 ? [1] : [],
        "\(order): a later confirmation alone releases nothing")
      redis.deliver()
      XCTAssertEqual(node.deliveredVersions, [1, 2, 3], "\(order)")
      XCTAssertEqual(ids.map { node.answer(to: $0) }, ["ack 1", "ack 2", "ack 3"], "\(order)")
    }
  }

  func testAStateTooLargeIsRefusedAndAnActionThatChangesNothingIsLoggedNotVersioned() throws {
    let (node, redis) = try writer(local: true)
    let big = node.send(["grow": 5_000])
    let none = node.send(["add": 0])
    let bad = node.send(["nope": 1])
    redis.deliver()
    XCTAssertEqual(node.answer(to: big), "state-too-large")
    XCTAssertEqual(node.answer(to: none), "ack 0")
    XCTAssertEqual(node.answer(to: bad), "unknown-action")
    XCTAssertEqual(node.broadcasts.map { $0["type"] }, ["unchanged"])
    XCTAssertEqual(node.machine.history.entries.map(\.unchanged), [true])
  }

  func testTravelIsOneMoreVersionAndAVersionOutsideTheHistoryIsRefused() throws {
    let (node, redis) = try writer(local: true)
    for _ in 0..<3 { node.send(add) }
    let back = node.travel(to: 1)
    let nowhere = node.travel(to: 9)
    redis.deliver()
    XCTAssertEqual(node.answer(to: back), "ack 4")
    XCTAssertEqual(node.answer(to: nowhere), "no-such-version")
    XCTAssertEqual(node.store.state, ["n": 1])
  }
}
