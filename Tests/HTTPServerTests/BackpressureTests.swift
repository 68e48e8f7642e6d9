import Foundation
import PosixIO
import Synchronization
import TestSupport
import XCTest

@testable import HTTPServer

/// Output back-pressure: a pipelining client that does not read is not given unbounded memory,
/// no response is ever dropped, and one larger than every queue bound is still sent whole.
final class BackpressureTests: ServerTestCase {
  static let highWaterMark = 256 << 10
  static let blobSize = 8 << 10
  private let handled = Counter()

  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.outputHighWaterMark = Self.highWaterMark
    configuration.socketSendBufferSize = 64 << 10
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    let handled = self.handled
    server.route("/api/blob") { request in
      handled.increment()
      let index = request.query["i"] ?? ""
      return .text(index + String(repeating: ".", count: Self.blobSize - index.count), status: 200)
    }
  }

  /// Thousands of pipelined GETs without reading: the server stops reading them once its
  /// queue passes the high-water mark (the queue never grows past it by more than one
  /// response), and once the client reads it gets every answer, in order.
  func testPipeliningClientThatDoesNotReadStaysBoundedThenGetsEveryResponseInOrder() throws {
    let count = 3000
    let c = try client()
    var requests = ""
    for index in 0..<count {
      requests += "GET /api/blob?i=\(index) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
    }
    c.send(requests)
    XCTAssertTrue(waitUntil({ self.server.readPausedConnectionCount == 1 }, timeout: 5))
    XCTAssertLessThan(handled.value, count)
    let bound = Self.highWaterMark + Self.blobSize + 256
    XCTAssertLessThanOrEqual(server.peakQueuedResponseBytes, bound)
    for index in 0..<count {
      guard let response = c.readResponse() else {
        XCTFail("response \(index) never came")
        return
      }
      XCTAssertEqual(response.status, 200)
      let prefix = String(
        decoding: response.body.prefix(while: { $0 != UInt8(ascii: ".") }), as: UTF8.self)
      guard prefix == String(index) else {
        XCTFail("response \(index) answers request \(prefix)")
        return
      }
    }
    XCTAssertEqual(handled.value, count)
    XCTAssertLessThanOrEqual(server.peakQueuedResponseBytes, bound)
    XCTAssertTrue(waitUntil { self.server.readPausedConnectionCount == 0 })
  }

  /// A static file larger than the 4 MiB WebSocket queue bound and the high-water mark is
  /// delivered whole.
  func testStaticFileLargerThanTheQueueLimitIsDeliveredWhole() throws {
    let size = 5 << 20
    let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
    try Data(content).write(to: URL(fileURLWithPath: publicDirectory + "/large.bin"))
    let c = try client()
    c.send("GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    let response = try XCTUnwrap(c.readResponse())
    XCTAssertEqual(response.status, 200)
    XCTAssertEqual(response.body.count, size)
    XCTAssertTrue(response.body == content)
    c.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    XCTAssertEqual(c.readResponse()?.status, 200)
  }
}

/// `writeTimeout`: a client that never takes its answer is closed, though it keeps
/// pipelining requests.
final class WriteTimeoutTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.writeTimeout = 0.3
    configuration.socketSendBufferSize = 64 << 10
  }

  func testClientThatNeverReadsIsClosedAfterWriteTimeout() throws {
    try Data(count: 8 << 20).write(to: URL(fileURLWithPath: publicDirectory + "/large.bin"))
    let c = try LoopbackSocket(port: port, timeoutSeconds: 3, receiveBufferSize: 16 << 10)
    let head = "GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
    c.write(Array(head.utf8))
    XCTAssertTrue(waitUntil { self.openConnections() == 2 })
    // Requests keep coming; only taking output counts as progress.
    var closed = false
    for _ in 0..<40 where !closed {
      c.write(Array(head.utf8))
      closed = waitUntil({ self.openConnections() == 1 }, timeout: 0.1)
    }
    XCTAssertTrue(closed || waitUntil { self.openConnections() == 1 })
  }

  /// Open TCP connections as /healthz counts them (including its own).
  private func openConnections() -> Int? {
    guard let body = try? get("/healthz")?.body,
      let json = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    else { return nil }
    return json["tcpConnections"] as? Int
  }
}

/// A thread-safe count.
final class Counter: Sendable {
  private let count = Atomic(0)

  func increment() { count.add(1, ordering: .relaxed) }
  var value: Int { count.load(ordering: .relaxed) }
}
