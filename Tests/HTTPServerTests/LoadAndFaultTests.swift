import CLinuxShims
import Foundation
import Glibc
import WebSocketProtocol
import XCTest

@testable import HTTPServer

/// Keep-alive pings, half-open reaping, the connection limit, EMFILE, gathered writes and the
/// memory an idle connection costs.
final class LoadAndFaultTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.pingInterval = 0.2
    configuration.maxConnections = 40
  }

  /// A silent peer is pinged after one interval; without an answer (a half-open connection,
  /// or a peer that stopped reading) it is dropped one interval later.
  func testSilentPeerIsPingedThenDroppedWhenItNeverAnswers() throws {
    let c = try client()
    c.upgrade()
    // When each happens is WebSocketStateMachineTests' business; here, the order on the wire.
    let ping = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(ping.opcode, .ping)
    XCTAssertTrue(c.readsEOF())
    XCTAssertTrue(waitUntil { self.delegate.disconnectCount == 1 })
  }

  /// A peer that answers pings stays connected for many intervals.
  func testPeerAnsweringPingsStaysConnected() throws {
    let c = try client()
    c.upgrade()
    let deadline = Date().addingTimeInterval(1.2)
    var pings = 0
    while Date() < deadline {
      guard let frame = c.readFrame() else { break }
      if frame.opcode == .ping {
        pings += 1
        c.sendFrame(.pong, frame.payload)
      }
    }
    XCTAssertGreaterThanOrEqual(pings, 2)
    c.sendFrame(.text, Array("still here".utf8))
    var reply: Frame?
    repeat { reply = c.readFrame() } while reply?.opcode == .ping
    XCTAssertEqual(reply.map { String(decoding: $0.payload, as: UTF8.self) }, "echo:still here")
  }

  /// Beyond `maxConnections` an HTTP client gets 503 at once; capacity freed is reused.
  func testOverMaxConnectionsIs503() throws {
    var held = try answeredClients(40)
    let extra = try client()
    let response = try XCTUnwrap(extra.readResponse())
    XCTAssertEqual(response.status, 503)
    XCTAssertEqual(response.headers["retry-after"], "1")
    held.removeLast()
    XCTAssertTrue(
      waitUntil { (try? self.get("/healthz"))?.status == 200 },
      "the freed place is given to the next client")
  }

  /// EMFILE on accept: the spare descriptor is given up to accept and close the connection,
  /// so the loop neither spins on the pending connection nor leaves the client hanging.
  func testEMFILEOnAcceptClosesTheConnectionWithoutSpinning() throws {
    var saved = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved)
    let probe = open("/dev/null", O_RDONLY)
    close(probe)
    var lowered = saved
    lowered.rlim_cur = rlim_t(probe + 16)
    XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered), 0)
    var fillers: [Int32] = []
    defer {
      for fd in fillers { close(fd) }
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved)
    }
    while case let fd = open("/dev/null", O_RDONLY), fd >= 0 { fillers.append(fd) }
    close(fillers.removeLast())  // exactly one free descriptor: the client's
    let c = try client()
    XCTAssertTrue(c.readsEOF(), "the server must close what it cannot serve")
    for fd in fillers { close(fd) }
    fillers = []
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved)
    // The listener answers a later connection, so it has handled every event before it: a loop
    // spinning on the pending connection would have met EMFILE again and again.
    XCTAssertEqual(try get("/healthz")?.status, 200)
    XCTAssertEqual(server.descriptorExhaustionCount, 1, "the accept loop spins on EMFILE")
  }

  /// Several queued frames leave in one `sendmsg` (gathered, `MSG_NOSIGNAL`).
  func testQueuedFramesAreWrittenWithOneGatheredSendmsg() throws {
    var pair: [Int32] = [0, 0]
    XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
    defer {
      close(pair[0])
      close(pair[1])
    }
    let queue = OutputQueue(limit: 1 << 20)
    let frames = (0..<50).map {
      FrameEncoder.encode(opcode: .text, payload: Array("frame \($0)".utf8))
    }
    for frame in frames { _ = queue.enqueue(frame) }
    XCTAssertTrue(try queue.write(to: pair[0]))
    XCTAssertEqual(queue.writeCalls, 1)
    var received = [UInt8](repeating: 0, count: 4096)
    let count = recv(pair[1], &received, received.count, 0)
    XCTAssertEqual(Array(received[0..<count]), frames.flatMap { $0 })
  }

  /// Writing to a peer that is gone yields EPIPE, not SIGPIPE (the test process survives).
  func testWriteToClosedPeerDoesNotRaiseSIGPIPE() throws {
    var pair: [Int32] = [0, 0]
    XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
    close(pair[1])
    defer { close(pair[0]) }
    let queue = OutputQueue(limit: 1 << 20)
    _ = queue.enqueue([1, 2, 3])
    XCTAssertThrowsError(try queue.write(to: pair[0]))
  }

  /// Lazy buffers: an idle WebSocket costs little heap (the server's share plus this test's
  /// raw client, which allocates nothing).
  func testIdleWebSocketCostsUnder3KiBOfHeap() throws {
    let count = 30
    func rawUpgrade() -> Int32 {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      let request =
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
      _ = request.withCString { send(fd, $0, strlen($0), 0) }
      var buffer = [UInt8](repeating: 0, count: 512)
      _ = recv(fd, &buffer, buffer.count, 0)
      return fd
    }
    // Warm up: the first connections grow dictionaries and pools.
    var fds = (0..<10).map { _ in rawUpgrade() }
    XCTAssertTrue(waitUntil { self.delegate.connectionCount == 10 })
    let before = navmirror_heap_in_use()
    fds += (0..<count).map { _ in rawUpgrade() }
    XCTAssertTrue(waitUntil { self.delegate.connectionCount == 10 + count })
    // What the upgrades allocated on their way out is freed once the last 101 has left.
    func perConnection() -> Int { (Int(navmirror_heap_in_use()) - Int(before)) / count }
    let settled = waitUntil { perConnection() < 3 * 1024 }
    let measured = perConnection()
    for fd in fds { close(fd) }
    XCTAssertTrue(settled, "\(measured) bytes per idle connection")
    print("heap per idle WebSocket: \(measured) bytes")
  }
}
