import PosixIO
import RedisClient
import TestSupport
import XCTest

@testable import Mirror

/// A test case with a running `EventLoop`, a Redis server of its own and ledgers on it.
class LedgerTestCase: XCTestCase {
  var loop: EventLoop!
  var redis: RedisServerProcess!

  override func setUp() async throws {
    loop = try EventLoop()
    try loop.start()
    do {
      redis = try RedisServerProcess.start(appendOnly: true)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
  }

  override func tearDown() async throws {
    redis = nil
    loop.stop()
    loop.join()
    loop = nil
  }

  func connect() async throws -> RedisConnection {
    try await RedisConnection.connect(to: RedisAddress(url: redis.url), on: loop)
  }

  /// A ledger of room `room` on a connection of its own.
  func ledger(
    _ room: String = "r1", lease: Duration = .seconds(5), streamLength: Int = 1_000
  ) async throws -> RoomLedger {
    RoomLedger(
      keys: RoomKeys(room: room), connection: try await connect(), leaseDuration: lease,
      streamLength: streamLength)
  }

  /// A change entry for `version`, with a message that names it.
  func change(_ version: Int, token: Int, request: LedgerEntry.Request? = nil) -> LedgerEntry {
    LedgerEntry(
      kind: .change, version: version, journal: "{\"v\":\(version)}",
      message: "{\"type\":\"patch\",\"version\":\(version)}", token: token, request: request)
  }
}
