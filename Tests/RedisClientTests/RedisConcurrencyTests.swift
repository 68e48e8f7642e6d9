import Foundation
import RedisClient
import Synchronization
import XCTest

/// Commands sent from many threads, and from inside completions.
final class RedisConcurrencyTests: RedisTestCase {
  func testCommandsFromManyThreadsEachKeepTheirOrder() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let threads = 8
    let perThread = 500
    let replies = Mutex<[[Int]]>(Array(repeating: [], count: threads))
    let done = expectation(description: "every reply")
    done.expectedFulfillmentCount = threads * perThread
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for _ in 0..<perThread {
        redis.send(["INCR", RedisArgument("counter-\(thread % 2)")]) { result in
          replies.withLock { $0[thread].append((try? result.get())?.int ?? -1) }
          done.fulfill()
        }
      }
    }
    await fulfillment(of: [done], timeout: 30)
    for (thread, values) in replies.withLock({ $0 }).enumerated() {
      XCTAssertEqual(values.count, perThread)
      XCTAssertEqual(values, values.sorted(), "thread \(thread)'s replies came out of order")
    }
    let total = try await redis.send(["MGET", "counter-0", "counter-1"])
    XCTAssertEqual(
      total.array?.compactMap(\.int), [threads / 2 * perThread, threads / 2 * perThread])
  }

  func testACompletionMaySendAndClose() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let outcomes = Mutex<[String]>([])
    let done = expectation(description: "chain")
    done.expectedFulfillmentCount = 3
    @Sendable func record(_ result: Result<RedisValue, RedisError>) {
      let text: String
      switch result {
      case .success(let value): text = value.string ?? "\(value)"
      case .failure(let error): text = "\(error)"
      }
      outcomes.withLock { $0.append(text) }
      done.fulfill()
    }
    // Both sent in one task on the loop thread, so the reply to the first cannot come
    // before the second is sent.
    loop.execute {
      redis.send(["ECHO", "first"]) { result in
        record(result)
        // Sent from inside a completion, on the loop thread: goes out behind the others.
        redis.send(["ECHO", "from the completion"]) { result in
          record(result)
          // Closing inside a completion: hiredis frees the context after it returns.
          redis.close()
        }
      }
      redis.send(["ECHO", "second"]) { record($0) }
    }
    await fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(outcomes.withLock { $0 }, ["first", "second", "from the completion"])
    await drainLoop()
    XCTAssertFalse(redis.isConnected)
    let later = await redisError { try await redis.send(["PING"]) }
    XCTAssertEqual(
      later, .disconnected("the connection to Redis at 127.0.0.1:\(server.port) is closed"))
  }

  func testACommandSentWhileTheConnectionIsBeingLostFailsWithTheLoss() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let retried = Mutex<RedisError?>(nil)
    let done = expectation(description: "retry failed")
    let lost = expectation(description: "onDisconnect")
    let loss = Mutex<RedisError?>(nil)
    redis.onDisconnect { error in
      loss.withLock { $0 = error }
      lost.fulfill()
    }
    redis.send(["BLPOP", "nothing", "0"]) { _ in
      // Runs while hiredis fails the waiting commands: a retry here cannot be sent.
      redis.send(["PING"]) { result in
        if case .failure(let error) = result { retried.withLock { $0 = error } }
        done.fulfill()
      }
    }
    try await waitUntilBlocked(clients: 1, on: try await connect(to: server.url))
    server.kill()
    await fulfillment(of: [done, lost], timeout: 10, enforceOrder: true)
    let retryError = retried.withLock { $0 }
    XCTAssertEqual(retryError, loss.withLock { $0 })
  }
}
