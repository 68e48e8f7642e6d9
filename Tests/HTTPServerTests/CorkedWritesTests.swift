import Foundation
import Glibc
import WebSocketProtocol
import XCTest

@testable import HTTPServer

/// Messages queued on the loop thread leave at the end of the loop's iteration: a burst read at
/// once is answered with one system call per socket, in order, instead of one per message.
final class CorkedWritesTests: ServerTestCase {
  func testABurstReadAtOnceIsAnsweredInOneWrite() throws {
    let client = try client()
    XCTAssertEqual(client.upgrade()?.status, 101)
    XCTAssertTrue(waitUntil { delegate.connectionCount == 1 })
    let output = try XCTUnwrap(delegate.connections.first).output
    let writesBefore = output.writeCalls
    let texts = (0..<30).map { "message \($0)" }
    // One TCP write of 30 frames: the server reads them at once.
    client.send(
      texts.flatMap {
        FrameEncoder.encode(
          Frame(opcode: .text, payload: Array($0.utf8)), maskingKey: [1, 2, 3, 4])
      })
    let echoes = texts.map { _ in
      client.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }
    }
    XCTAssertEqual(echoes, texts.map { "echo:" + $0 })
    // Uncorked, each echo is its own `sendmsg` (30). A second read of the burst may add one.
    XCTAssertLessThanOrEqual(output.writeCalls - writesBefore, 2)
  }

  func testAMessageQueuedByATaskOnTheLoopStillLeaves() throws {
    let client = try client()
    XCTAssertEqual(client.upgrade()?.status, 101)
    XCTAssertTrue(waitUntil { delegate.connectionCount == 1 })
    let connection = try XCTUnwrap(delegate.connections.first)
    // Queued on the loop thread outside any socket event: the end of that iteration flushes it.
    connection.loop.execute { connection.send(text: "from the loop") }
    XCTAssertEqual(
      client.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }, "from the loop")
  }

  /// Messages waiting for the loop's next write are not a backlog; bytes the socket refused are.
  func testOnlyASocketThatRefusedBytesHasABacklog() throws {
    var pair: [Int32] = [0, 0]
    XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
    defer {
      close(pair[0])
      close(pair[1])
    }
    XCTAssertEqual(fcntl(pair[0], F_SETFL, O_NONBLOCK), 0)
    let queue = OutputQueue(limit: 1 << 30)
    for _ in 0..<20 { _ = queue.enqueue(Array(repeating: 7, count: 100)) }
    XCTAssertEqual(queue.backlogCount, 0, "queued for the next write, not refused")
    XCTAssertTrue(try queue.write(to: pair[0]))
    XCTAssertEqual(queue.backlogCount, 0)

    // More than the socket buffers: the write stops part-way and the rest is a backlog.
    for _ in 0..<64 { _ = queue.enqueue(Array(repeating: 7, count: 64 * 1024)) }
    XCTAssertFalse(try queue.write(to: pair[0]))
    XCTAssertGreaterThan(queue.backlogCount, 0)

    // The reader catches up: the next write empties the queue and the backlog is gone.
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    while !(try queue.write(to: pair[0])) {
      XCTAssertGreaterThan(recv(pair[1], &buffer, buffer.count, 0), 0)
    }
    XCTAssertEqual(queue.backlogCount, 0)
  }
}
