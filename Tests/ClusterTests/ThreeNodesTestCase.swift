import Foundation
import TestSupport
import XCTest

/// Three `navmirror` processes, nodes `a`, `b` and `c`, sharing rooms through a Redis of the
/// test's own (append-only, synced on every write); a failed test prints their logs.
class ThreeNodesTestCase: XCTestCase {
  var redis: RedisServerProcess!
  var nodes: [NodeProcess] = []
  static let lease = 500

  override func setUpWithError() throws {
    do {
      redis = try RedisServerProcess.start(appendOnly: true)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
    nodes = try ["a", "b", "c"].map {
      try NodeProcess(name: $0, redisURL: redis.url, leaseMilliseconds: Self.lease)
    }
  }

  override func tearDown() {
    if (testRun?.totalFailureCount ?? 0) > 0 {
      for node in nodes { print("--- node \(node.name):\n\(node.log)") }
    }
    nodes = []
    redis = nil
  }

  /// Retries `body` while the room is read-only, within a deadline: the link to Redis comes
  /// back after a backoff, and a room whose owner is gone is taken over within a lease.
  func eventually<T>(_ body: () throws -> T) throws -> T {
    let deadline = Date().addingTimeInterval(10)
    while true {
      do {
        return try body()
      } catch let failure as WireFailure where failure.code == "read-only" && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }
}
