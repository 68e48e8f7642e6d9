import Clocks
import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// Presence at scale: a crowd joining costs each client a bounded number of `presence`
/// messages, and each names a few clients (drivers first) and counts everyone.
final class PresenceTests: XCTestCase {
  func testABurstOfJoinsSendsEachClientOnePresenceListingTheFirstAndCountingAll() throws {
    let room = try Crowd(size: 200, listing: 10)
    XCTAssertEqual(room.clients[0].hello["clients"], [["id": "c1", "role": "driver"]])
    let ticker = Self.tick(room.clock)
    defer { ticker.cancel() }
    for index in [0, 1, 100, 199] {
      let (presence, messages) = try Self.readPresence(of: room.clients[index]) {
        $0["count"] == 200
      }
      XCTAssertEqual(messages, 1, "client \(index) hears of the 200 joins once")
      XCTAssertEqual(presence["drivers"], 1)
      let listed = presence["clients"]?.arrayValue ?? []
      XCTAssertEqual(listed.map { $0["id"] }, (1...10).map { .string("c\($0)") })
    }
  }

  func testDriversAreListedFirstWhateverTheirPlaceInTheRoom() throws {
    let room = try Crowd(size: 6, listing: 3)
    let ticker = Self.tick(room.clock)
    defer { ticker.cancel() }
    room.clients[4].send(["type": "auth", "token": "s3cret-driver-token"])
    let (presence, _) = try Self.readPresence(of: room.clients[0]) { $0["drivers"] == 2 }
    XCTAssertEqual(presence["count"], 6)
    XCTAssertEqual(
      presence["clients"],
      [
        ["id": "c1", "role": "driver"], ["id": "c5", "role": "driver"],
        ["id": "c2", "role": "viewer"],
      ])
  }

  /// A room on a server whose presence interval runs on a test clock: its creator drives, the
  /// others joined one after another without a token and watch.
  private struct Crowd {
    let clock = TestClock()
    let harness: MirrorHarness
    var clients: [MirrorClient]

    init(size: Int, listing limit: Int) throws {
      harness = try MirrorHarness(
        driverToken: "s3cret-driver-token",
        limits: MirrorLimits(presenceIntervalMilliseconds: 100, maxPresenceList: limit),
        clock: clock)
      clients = [try harness.client(room: "crowd", query: "&token=s3cret-driver-token")]
      for _ in 1..<size { clients.append(try harness.client(room: "crowd")) }
    }
  }

  /// Advances `clock` a presence interval at a time until cancelled, so that the pacing timer
  /// fires whenever it started waiting.
  private static func tick(_ clock: TestClock<Duration>) -> Task<Void, Never> {
    Task {
      while !Task.isCancelled {
        await clock.advance(by: .milliseconds(100))
        try? await Task.sleep(for: .milliseconds(10))
      }
    }
  }

  /// Reads `client`'s messages until a `presence` satisfies `condition`; returns it and how
  /// many `presence` messages came until then.
  private static func readPresence(
    of client: MirrorClient, until condition: (JSONValue) -> Bool
  ) throws -> (JSONValue, Int) {
    var count = 0
    while true {
      let message = try client.receive(type: "presence")
      count += 1
      if condition(message) { return (message, count) }
    }
  }
}
