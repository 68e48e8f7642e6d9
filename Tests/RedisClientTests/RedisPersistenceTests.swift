import RedisClient
import XCTest

/// The start-up check of how Redis keeps its data.
final class RedisPersistenceTests: RedisTestCase {
  func testAServerWithoutAnAppendOnlyFileIsWarnedAbout() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let warning = try await redis.persistenceWarning()
    XCTAssertEqual(
      warning,
      "Redis at 127.0.0.1:\(server.port) has appendonly no and appendfsync everysec: "
        + "acknowledged actions can be lost if Redis crashes; set appendonly yes and "
        + "appendfsync always for the promise of the local journal")
  }

  func testAnAppendOnlyFileSyncedOnEveryWriteIsEnough() async throws {
    let server = try startServer(appendOnly: true)
    let redis = try await connect(to: server.url)
    let warning = try await redis.persistenceWarning()
    XCTAssertNil(warning)
  }
}
