import PosixIO
import RedisClient
import TestSupport
import XCTest

/// A test case with a running `EventLoop` and helpers to start a Redis server and connect.
class RedisTestCase: XCTestCase {
  var loop: EventLoop!

  override func setUpWithError() throws {
    loop = try EventLoop()
    try loop.start()
  }

  override func tearDown() {
    loop.stop()
    loop.join()
    loop = nil
  }

  /// A server of the test's own; skipped off CI when `redis-server` is not installed.
  func startServer(appendOnly: Bool = false, password: String? = nil) throws
    -> RedisServerProcess
  {
    do {
      return try RedisServerProcess.start(appendOnly: appendOnly, password: password)
    } catch let missing as RedisServerProcess.NotInstalled {
      throw XCTSkip(missing.description)
    }
  }

  func connect(to url: String, timeout: Duration = .seconds(5)) async throws -> RedisConnection {
    try await RedisConnection.connect(to: RedisAddress(url: url), on: loop, timeout: timeout)
  }

  /// Waits until every task queued on the loop before it has run and been released: the loop
  /// runs its queued tasks as a batch and lets go of them after the batch, so the wait ends
  /// from a task queued by the batch, which runs in the next one.
  func drainLoop() async {
    await withCheckedContinuation { continuation in
      let loop = loop!
      loop.execute { loop.execute { continuation.resume() } }
    }
  }

  /// Polls `INFO clients` on `redis` until `clients` connections are blocked in a command.
  func waitUntilBlocked(
    clients: Int, on redis: RedisConnection, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      let info = try await redis.send(["INFO", "clients"]).string ?? ""
      if info.contains("blocked_clients:\(clients)\r") { return }
      try await Task.sleep(for: .milliseconds(5))
    }
    XCTFail("no client blocked within 10 s", file: file, line: line)
  }

  /// The error `body` throws, failing the test when it throws none or another kind.
  func redisError<T>(
    _ body: () async throws -> T, file: StaticString = #filePath, line: UInt = #line
  )
    async -> RedisError?
  {
    do {
      _ = try await body()
      XCTFail("expected a RedisError", file: file, line: line)
    } catch let error as RedisError {
      return error
    } catch {
      XCTFail("expected a RedisError, got \(error)", file: file, line: line)
    }
    return nil
  }
}
