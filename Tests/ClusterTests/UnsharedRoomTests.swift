import Mirror
import MirrorJSON
import TestSupport
import XCTest

/// A room whose state is `Codable` by its type but does not rebuild from its JSON — the macros
/// write coding for every `@ObservableState`, and it throws for a model that is not `Codable`
/// (``GuestsFeature``) — on a node of a cluster: it opens in that node's memory, where it works,
/// and says that sharing with other nodes is unavailable, instead of going to Redis, where no
/// node could rebuild it.
final class UnsharedRoomTests: XCTestCase {
  private var redis: RedisServerProcess!

  override func setUpWithError() throws {
    do {
      redis = try RedisServerProcess.start(appendOnly: false)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
  }

  override func tearDown() { redis = nil }

  func testARoomWhoseStateDoesNotRebuildStaysInItsNodesMemoryAndSaysSo() throws {
    let node = try MirrorHarness(
      apps: [GuestsFeature.app], defaultDemo: "guests",
      cluster: ClusterConfiguration(
        redisURL: redis.url, nodeID: "a", leaseDuration: .milliseconds(500)))
    XCTAssertFalse(GuestsFeature.app.statesRebuild)
    let client = try MirrorClient(port: node.port, path: "/ws?room=party")
    let notice = try XCTUnwrap(client.hello["notice"]?.stringValue, "\(client.hello)")
    XCTAssertTrue(notice.contains("sharing with other nodes"), notice)
    XCTAssertTrue(notice.contains("Guest: Codable"), notice)
    XCTAssertEqual(client.hello["client"], "c1", "a shared room's ids name the node (c1@a)")

    let scene = client.hello["scene"]?.text ?? ""
    XCTAssertTrue(scene.contains(#""label":"Add""#), "the view is drawn: \(scene)")
    client.sendAction(["addTapped": [:]])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.send(["type": "resync"])
    let state = try client.receive(type: "state")
    XCTAssertEqual(
      state["state"]?["guests"]?.arrayValue?.map { $0["name"] }, ["Ada", "Guest 2"])
  }
}
