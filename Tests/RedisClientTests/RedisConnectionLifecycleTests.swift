import Glibc
import PosixIO
import Synchronization
import TestSupport
import XCTest

@testable import RedisClient

/// How connections start, fail, end and are freed, against a real `redis-server`.
final class RedisConnectionLifecycleTests: RedisTestCase {
  func testAuthLogsInWithThePasswordOfTheURL() async throws {
    let server = try startServer(password: "s3cret:@/")
    let url = "redis://:s3cret%3A%40%2F@127.0.0.1:\(server.port)/2"
    let redis = try await connect(to: url)
    _ = try await redis.send(["SET", "in-db-2", "yes"])
    let keys = try await redis.send(["KEYS", "*"])
    XCTAssertEqual(keys, .array([.bulk(Array("in-db-2".utf8))]))

    let withoutPassword = await redisError {
      try await self.connect(to: "redis://127.0.0.1:\(server.port)")
    }
    XCTAssertEqual(
      withoutPassword,
      .connectionFailed(
        "could not connect to Redis at 127.0.0.1:\(server.port): PING failed: NOAUTH Authentication required."
      ))
    let wrongPassword = await redisError {
      try await self.connect(to: "redis://:wrong@127.0.0.1:\(server.port)")
    }
    guard case .connectionFailed(let text) = wrongPassword else {
      return XCTFail("\(String(describing: wrongPassword))")
    }
    XCTAssertTrue(text.contains(": AUTH failed: WRONGPASS"), text)
    XCTAssertFalse(text.contains("wrong"), "the password must not be in the message: \(text)")
  }

  func testConnectingToAClosedPortFailsSayingWhereAndWhy() async throws {
    let port = try LoopbackSocket.freePort()
    let error = await redisError { try await self.connect(to: "redis://127.0.0.1:\(port)") }
    XCTAssertEqual(
      error,
      .connectionFailed("could not connect to Redis at 127.0.0.1:\(port): Connection refused"))
  }

  func testAnUnknownHostFailsSayingSo() async throws {
    let error = await redisError { try await self.connect(to: "redis://no-such-host.invalid") }
    guard case .connectionFailed(let text) = error else {
      return XCTFail("\(String(describing: error))")
    }
    XCTAssertTrue(
      text.hasPrefix("could not connect to Redis at no-such-host.invalid:6379: "), text)
  }

  func testAPausedServerMakesTheConnectTimeOut() async throws {
    let server = try startServer()
    server.pause()
    defer { server.resume() }
    let started = ContinuousClock.now
    let error = await redisError {
      try await self.connect(to: server.url, timeout: .milliseconds(300))
    }
    XCTAssertEqual(
      error,
      .connectionFailed(
        "could not connect to Redis at 127.0.0.1:\(server.port): no answer within 0.3 s"))
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
  }

  func testAKilledServerFailsPendingCommandsAndReportsTheLossOnce() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let losses = Mutex<[RedisError]>([])
    let lost = expectation(description: "onDisconnect")
    redis.onDisconnect { error in
      losses.withLock { $0.append(error) }
      lost.fulfill()
    }
    let failures = Mutex<[RedisError]>([])
    let failed = expectation(description: "pending commands fail")
    failed.expectedFulfillmentCount = 3
    for command: [RedisArgument] in [["BLPOP", "nothing", "0"], ["PING"], ["GET", "key"]] {
      redis.send(command) { result in
        if case .failure(let error) = result { failures.withLock { $0.append(error) } }
        failed.fulfill()
      }
    }
    // Mid-flight: the BLPOP holds the server, the others wait behind it on the connection.
    try await waitUntilBlocked(clients: 1, on: try await connect(to: server.url))
    server.kill()
    await fulfillment(of: [failed, lost], timeout: 10, enforceOrder: true)
    XCTAssertEqual(failures.withLock { $0.count }, 3)
    for failure in failures.withLock({ $0 }) {
      guard case .disconnected(let text) = failure else { return XCTFail("\(failure)") }
      XCTAssertTrue(
        text.hasPrefix("lost the connection to Redis at 127.0.0.1:\(server.port)"), text)
    }
    XCTAssertFalse(redis.isConnected)
    let later = await redisError { try await redis.send(["PING"]) }
    let loss = losses.withLock { $0 }
    XCTAssertEqual(loss.count, 1)
    XCTAssertEqual(later, loss.first)
    // A handler set after the loss hears of it at once.
    let lateHandler = expectation(description: "late onDisconnect")
    redis.onDisconnect { error in
      XCTAssertEqual(error, loss.first)
      lateHandler.fulfill()
    }
    await fulfillment(of: [lateHandler], timeout: 10)
  }

  func testCloseFailsPendingCommandsWithoutCallingOnDisconnect() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let handlerCalls = Mutex(0)
    redis.onDisconnect { _ in handlerCalls.withLock { $0 += 1 } }
    let outcome = Mutex<Result<RedisValue, RedisError>?>(nil)
    let failed = expectation(description: "BLPOP fails")
    // Both hop to the loop from this thread, in this order.
    redis.send(["BLPOP", "nothing", "0"]) { result in
      outcome.withLock { $0 = result }
      failed.fulfill()
    }
    redis.close()
    await fulfillment(of: [failed], timeout: 10)
    XCTAssertEqual(
      outcome.withLock { $0 },
      .failure(
        .disconnected(
          "the connection to Redis at 127.0.0.1:\(server.port) was closed before the reply came")))
    await drainLoop()
    XCTAssertFalse(redis.isConnected)
    XCTAssertEqual(handlerCalls.withLock { $0 }, 0)
    let later = await redisError { try await redis.send(["PING"]) }
    XCTAssertEqual(
      later, .disconnected("the connection to Redis at 127.0.0.1:\(server.port) is closed"))
  }

  func testClosedAndDroppedConnectionsFreeTheirDriversAndSockets() async throws {
    let server = try startServer()
    let descriptorsBefore = openDescriptorCount()
    var drivers: [Weak] = []
    for index in 0..<200 {
      let redis = try await connect(to: server.url)
      drivers.append(Weak(redis.driver))
      _ = try await redis.send(["SET", RedisArgument("key-\(index)"), RedisArgument(index)])
      // Half are closed, half only dropped; some with a command still on the way.
      if index.isMultiple(of: 2) { redis.close() }
      if index.isMultiple(of: 3) { redis.send(["PING"]) { _ in } }
    }
    await drainLoop()
    XCTAssertEqual(drivers.filter { $0.object != nil }.count, 0)
    XCTAssertEqual(openDescriptorCount(), descriptorsBefore)
  }

  func testRestartWithTheAppendOnlyFileKeepsTheKeys() async throws {
    let server = try startServer(appendOnly: true)
    let before = try await connect(to: server.url)
    for index in 0..<100 {
      _ = try await before.send(["SET", RedisArgument("key-\(index)"), RedisArgument(index)])
    }
    let lost = expectation(description: "onDisconnect")
    before.onDisconnect { _ in lost.fulfill() }
    server.kill()
    await fulfillment(of: [lost], timeout: 10)
    try server.restart()
    let after = try await connect(to: server.url)
    let count = try await after.send(["DBSIZE"])
    XCTAssertEqual(count, .integer(100))
    let value = try await after.send(["GET", "key-99"])
    XCTAssertEqual(value.int, 99)
  }

  private func openDescriptorCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
  }
}

/// A weak reference, to see that an object was freed.
private struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
