import RedisClient
import Synchronization
import XCTest

/// Commands against a real `redis-server`.
final class RedisCommandTests: RedisTestCase {
  func testPingAnswersPong() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    XCTAssertTrue(redis.isConnected)
    let reply = try await redis.send(["PING"])
    XCTAssertEqual(reply, .simple("PONG"))
  }

  func testBinaryValuesSurviveSetAndGet() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let value = (0...255).map(UInt8.init) + Array("\r\n$-1\r\n".utf8) + [0, 0]
    let key = RedisArgument([0x6b, 0x00, 0x0d, 0x0a])
    let set = try await redis.send(["SET", key, RedisArgument(value)])
    XCTAssertEqual(set, .simple("OK"))
    let reply = try await redis.send(["GET", key])
    XCTAssertEqual(reply, .bulk(value))
    let missing = try await redis.send(["GET", "no such key"])
    XCTAssertEqual(missing, .null)
    let empty = try await redis.send(["SET", "empty", ""])
    XCTAssertEqual(empty.string, "OK")
    let emptyValue = try await redis.send(["GET", "empty"])
    XCTAssertEqual(emptyValue, .bulk([]))
  }

  func testAValueOfManyMegabytesGoesBothWays() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let value = (0..<(8 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
    // Pipelined behind it (both hop to the loop from this thread, in order), a small command
    // waits for the big one's reply.
    let replies = Mutex<[RedisValue]>([])
    let done = expectation(description: "both replies")
    done.expectedFulfillmentCount = 2
    for command: [RedisArgument] in [
      ["SET", "snapshot", RedisArgument(value)], ["STRLEN", "snapshot"],
    ] {
      redis.send(command) { result in
        replies.withLock { $0.append((try? result.get()) ?? .null) }
        done.fulfill()
      }
    }
    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(replies.withLock { $0 }, [.simple("OK"), .integer(value.count)])
    let reply = try await redis.send(["GET", "snapshot"])
    XCTAssertEqual(reply.bytes, value)
  }

  func testIncrCountsAndValuesReadAsIntegers() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let first = try await redis.send(["INCR", "counter"])
    let second = try await redis.send(["INCRBY", "counter", RedisArgument(41)])
    XCTAssertEqual(first, .integer(1))
    XCTAssertEqual(second, .integer(42))
    let stored = try await redis.send(["GET", "counter"])
    XCTAssertEqual(stored, .bulk(Array("42".utf8)))
    XCTAssertEqual(stored.int, 42)
  }

  func testTenThousandPipelinedCommandsReplyInOrder() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let count = 10_000
    let replies = Mutex<[Int]>([])
    let done = expectation(description: "every reply")
    // Sent from this thread without waiting: they hop to the loop and go out pipelined.
    for _ in 0..<count {
      redis.send(["INCR", "sequence"]) { result in
        let finished = replies.withLock { replies -> Bool in
          replies.append((try? result.get())?.int ?? -1)
          return replies.count == count
        }
        if finished { done.fulfill() }
      }
    }
    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(replies.withLock { $0 }, Array(1...count))
  }

  func testAnErrorReplyFailsWithItsText() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    _ = try await redis.send(["SET", "text", "not a number"])
    let error = await redisError { try await redis.send(["INCR", "text"]) }
    XCTAssertEqual(error, .server("ERR value is not an integer or out of range"))
    let unknown = await redisError { try await redis.send(["NOSUCHCOMMAND"]) }
    guard case .server(let text) = unknown else { return XCTFail("\(String(describing: unknown))") }
    XCTAssertTrue(text.hasPrefix("ERR unknown command"), text)
    // The connection carries on after an error reply.
    let pong = try await redis.send(["PING"])
    XCTAssertEqual(pong, .simple("PONG"))
  }

  func testEvalRunsALuaScriptAndPassesItsErrors() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let script: RedisArgument = """
      redis.call('SET', KEYS[1], ARGV[1])
      return {KEYS[1], redis.call('GET', KEYS[1]), 7, false}
      """
    let reply = try await redis.send(["EVAL", script, "1", "fence", "token-3"])
    XCTAssertEqual(
      reply, .array([.bulk(Array("fence".utf8)), .bulk(Array("token-3".utf8)), .integer(7), .null]))
    let fenced: RedisArgument = """
      if redis.call('GET', KEYS[1]) ~= ARGV[1] then
        return redis.error_reply('FENCED the lease moved on')
      end
      return 'written'
      """
    let error = await redisError {
      try await redis.send(["EVAL", fenced, "1", "fence", "token-2"])
    }
    XCTAssertEqual(error, .server("FENCED the lease moved on"))
    let written = try await redis.send(["EVAL", fenced, "1", "fence", "token-3"])
    XCTAssertEqual(written.string, "written")
    let noScript = await redisError {
      try await redis.send(["EVALSHA", RedisArgument(String(repeating: "0", count: 40)), "0"])
    }
    guard case .server(let text) = noScript else {
      return XCTFail("\(String(describing: noScript))")
    }
    XCTAssertTrue(text.hasPrefix("NOSCRIPT"), text)
  }

  func testBlockingXReadIsWokenByAnXAddOnAnotherConnection() async throws {
    let server = try startServer()
    let writer = try await connect(to: server.url)
    let reader = try await connect(to: server.url)
    let read = Task {
      try await reader.send(["XREAD", "COUNT", "10", "BLOCK", "0", "STREAMS", "room", "$"])
    }
    // XREAD with `$` reads only entries added after it blocks: wait until it does.
    try await waitUntilBlocked(clients: 1, on: writer)
    let id = try await writer.send([
      "XADD", "room", "*", "version", "1", "patch", RedisArgument([0, 1, 2]),
    ])
    let reply = try await read.value
    let entry: RedisValue = .array([
      id,
      .array([
        .bulk(Array("version".utf8)), .bulk(Array("1".utf8)), .bulk(Array("patch".utf8)),
        .bulk([0, 1, 2]),
      ]),
    ])
    XCTAssertEqual(reply, .array([.array([.bulk(Array("room".utf8)), .array([entry])])]))
  }

  func testMultiExecRunsTheQueuedCommandsTogether() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let begin = try await redis.send(["MULTI"])
    let first = try await redis.send(["SET", "a", "1"])
    let second = try await redis.send(["INCR", "a"])
    XCTAssertEqual([begin, first, second], [.simple("OK"), .simple("QUEUED"), .simple("QUEUED")])
    let results = try await redis.send(["EXEC"])
    XCTAssertEqual(results, .array([.simple("OK"), .integer(2)]))
    // A command of the transaction that fails at run time fails the whole reply.
    _ = try await redis.send(["MULTI"])
    _ = try await redis.send(["SET", "b", "x"])
    _ = try await redis.send(["INCR", "b"])
    let error = await redisError { try await redis.send(["EXEC"]) }
    XCTAssertEqual(error, .server("ERR value is not an integer or out of range"))
  }

  func testSubscriberCommandsAndEmptyCommandsAreRefused() async throws {
    let server = try startServer()
    let redis = try await connect(to: server.url)
    let error = await redisError { try await redis.send(["subscribe", "news"]) }
    guard case .server(let text) = error else { return XCTFail("\(String(describing: error))") }
    XCTAssertTrue(text.contains("SUBSCRIBE is not supported"), text)
    let empty = await redisError { try await redis.send([]) }
    XCTAssertEqual(empty, .server("ERR an empty command was sent"))
    let pong = try await redis.send(["PING"])
    XCTAssertEqual(pong, .simple("PONG"))
  }
}
