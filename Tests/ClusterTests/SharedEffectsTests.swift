import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// The effects lane of a shared room: effects run on the owner, and every node's clients see
/// them start and end, also those who join late on another node.
final class SharedEffectsTests: XCTestCase {
  private var redis: RedisServerProcess!
  private let readDune: JSONValue = [
    "path": ["element": ["id": 0, "action": ["readButtonTapped": [:]]]]
  ]

  override func setUpWithError() throws {
    do {
      redis = try RedisServerProcess.start(appendOnly: true)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
  }

  override func tearDown() {
    // Stops the test's Redis now: the test case outlives its run, and the process that
    // started Redis would leave it running when it exits.
    redis = nil
  }

  private func node(_ name: String) throws -> MirrorHarness {
    try MirrorHarness(
      apps: [LibraryFeature.app], defaultDemo: "library",
      cluster: ClusterConfiguration(
        redisURL: redis.url, nodeID: name, leaseDuration: .milliseconds(500)))
  }

  func testEveryNodeSeesTheOwnersEffectsAndALateJoinerElsewhereLearnsThemInHello() throws {
    let owner = try node("a")
    let follower = try node("b")
    let driver = try MirrorClient(port: owner.port, path: "/ws?room=lane")
    let watcher = try MirrorClient(port: follower.port, path: "/ws?room=lane")
    driver.sendAction(["openBook": ["title": "Dune"]])
    driver.sendAction(readDune)
    let started = try XCTUnwrap(driver.receive(type: "effect")["event"])
    let seen = try XCTUnwrap(watcher.receive(type: "effect")["event"])
    XCTAssertEqual(seen, started)

    let late = try MirrorClient(port: follower.port, path: "/ws?room=lane")
    let effects = try XCTUnwrap(late.hello["effects"]?.arrayValue)
    XCTAssertEqual(effects.count, 1)
    XCTAssertEqual(effects.first?["id"], started["id"])
    XCTAssertEqual(effects.first?["name"], "path[#0].readButtonTapped")
    XCTAssertEqual(effects.first?["startedAt"], 2, "the version the read made")

    driver.sendAction(["path": ["popFrom": ["id": 0]]])
    let ended = try XCTUnwrap(watcher.receive(type: "effect")["event"])
    XCTAssertEqual(ended["kind"], "cancelled")
    XCTAssertEqual(ended["id"], started["id"])
    let after = try MirrorClient(port: follower.port, path: "/ws?room=lane")
    XCTAssertEqual(after.hello["effects"], [])
  }
}
