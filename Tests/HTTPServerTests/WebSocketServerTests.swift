import Foundation
import HTTPServer
import Synchronization
import SystemTLS
import WebSocketProtocol
import XCTest

final class WebSocketServerTests: ServerTestCase {
  /// RFC 6455 §1.3: the sample key gives the sample accept value, with OpenSSL's SHA-1.
  func testRFC6455_1_3_SampleAcceptKey() {
    XCTAssertEqual(
      Handshake.acceptKey(for: "dGhlIHNhbXBsZSBub25jZQ==", sha1: SHA1.hash),
      "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }

  /// RFC 6455 §4.2.2: a full handshake over a socket, a masked text frame in, a frame out.
  func testRFC6455_4_2_2_HandshakeThenEcho() throws {
    let c = try client()
    let response = try XCTUnwrap(
      c.upgrade(extraHeaders: "Sec-WebSocket-Protocol: x, navmirror.v1\r\n"))
    XCTAssertEqual(response.status, 101)
    XCTAssertEqual(response.headers["sec-websocket-accept"], "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    XCTAssertEqual(response.headers["sec-websocket-protocol"], "navmirror.v1")
    c.sendFrame(.text, Array("hi".utf8))
    let frame = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(frame.opcode, .text)
    XCTAssertFalse(frame.isMasked)
    XCTAssertEqual(String(decoding: frame.payload, as: UTF8.self), "echo:hi")
    XCTAssertEqual(delegate.texts, ["hi"])
  }

  func testRFC6455_4_4_WrongVersionIs426() throws {
    let c = try client()
    c.send(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n")
    let response = try XCTUnwrap(c.readResponse())
    XCTAssertEqual(response.status, 426)
    XCTAssertEqual(response.headers["sec-websocket-version"], "13")
  }

  /// RFC 6455 §10.2: a cross-origin browser handshake is refused.
  func testRFC6455_10_2_ForeignOriginIs403() throws {
    let c = try client()
    XCTAssertEqual(c.upgrade(extraHeaders: "Origin: http://evil.example\r\n")?.status, 403)
    let same = try client()
    XCTAssertEqual(same.upgrade(extraHeaders: "Origin: http://127.0.0.1:\(port)\r\n")?.status, 101)
  }

  /// RFC 6455 §5.1: an unmasked client frame fails the connection with 1002.
  func testRFC6455_5_1_UnmaskedFrameCloses1002() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.text, Array("hi".utf8), masked: false)
    XCTAssertEqual(c.readFrame()?.closeCode, 1002)
    XCTAssertTrue(c.readsEOF())
    XCTAssertTrue(waitUntil { delegate.disconnectCount == 1 })
  }

  /// RFC 6455 §8.1: invalid UTF-8 → 1007.
  func testRFC6455_8_1_InvalidUTF8Closes1007() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.text, [0x68, 0xC0, 0xAF])
    XCTAssertEqual(c.readFrame()?.closeCode, 1007)
  }

  /// RFC 6455 §7.4.1: a message over maxMessageSize → 1009.
  func testRFC6455_7_4_1_OversizedMessageCloses1009() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.binary, Array(repeating: 1, count: (1 << 20) + 1))
    XCTAssertEqual(c.readFrame()?.closeCode, 1009)
  }

  /// RFC 6455 §7.4.1: a reserved close code from the peer → 1002.
  func testRFC6455_7_4_1_ReservedCloseCodeCloses1002() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.close, [0x03, 0xED])  // 1005
    XCTAssertEqual(c.readFrame()?.closeCode, 1002)
  }

  /// RFC 6455 §5.5.2: ping → pong with the same payload.
  func testRFC6455_5_5_2_PingGetsPongWithSamePayload() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.ping, [1, 2, 3])
    let frame = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(frame.opcode, .pong)
    XCTAssertEqual(frame.payload, [1, 2, 3])
  }

  /// RFC 6455 §5.5.1: a close is answered with a close echoing the code, then TCP closes.
  func testRFC6455_5_5_1_CloseIsEchoedThenTCPCloses() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.close, [0x0F, 0xA0, 0x62])  // 4000 "b"
    XCTAssertEqual(c.readFrame()?.closeCode, 4000)
    XCTAssertTrue(c.readsEOF())
    XCTAssertTrue(waitUntil { delegate.disconnectCount == 1 })
  }

  /// RFC 6455 §7.1.2: a server-initiated close waits for the peer's close.
  func testRFC6455_7_1_2_ServerInitiatedClose() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.text, Array("close-me".utf8))
    XCTAssertEqual(c.readFrame()?.closeCode, 4000)
    c.sendFrame(.close, [0x0F, 0xA0])
    XCTAssertTrue(c.readsEOF())
  }

  /// RFC 6455 §5.4: fragments with an interleaved ping reassemble.
  func testRFC6455_5_4_FragmentsWithInterleavedPing() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.text, Array("ab".utf8), fin: false)
    c.sendFrame(.ping, [9])
    c.sendFrame(.continuation, Array("cd".utf8))
    XCTAssertEqual(c.readFrame()?.opcode, .pong)
    XCTAssertEqual(c.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }, "echo:abcd")
  }

  func testClientVanishingMidFrameDoesNotDisturbOthers() throws {
    let steady = try client()
    steady.upgrade()
    do {
      let vanishing = try client()
      vanishing.upgrade()
      vanishing.send([0x81, 0x85, 1, 2])  // header cut inside the mask
    }  // deinit closes the socket
    XCTAssertTrue(waitUntil { delegate.disconnectCount == 1 })
    steady.sendFrame(.text, Array("still".utf8))
    XCTAssertEqual(
      steady.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }, "echo:still")
  }

  func testSendFromAnotherThreadAndBroadcastMessage() throws {
    /// Keeps the connection it is handed on the loop thread, for the test thread to read.
    final class Capture: WebSocketDelegate, Sendable {
      private let connected = Mutex<WebSocketConnection?>(nil)
      var connection: WebSocketConnection? { connected.withLock { $0 } }
      func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
        connected.withLock { $0 = connection }
      }
      func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {}
      func webSocketDidDisconnect(_ connection: WebSocketConnection) {}
    }
    let capture = Capture()
    server.webSocket("/other", delegate: capture)
    let c = try client()
    XCTAssertEqual(c.upgrade(path: "/other")?.status, 101)
    // The delegate hears of the connection right after the 101 went out, on the loop thread.
    XCTAssertTrue(waitUntil { capture.connection != nil })
    let connection = try XCTUnwrap(capture.connection)
    let message = OutboundMessage(text: "broadcast")
    DispatchQueue.global().async { connection.send(message) }
    XCTAssertEqual(c.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }, "broadcast")
  }

  func testStopSendsGoingAwayAndDisconnects() throws {
    let c = try client()
    c.upgrade()
    let server = self.server
    let stopper = Thread { server?.stop() }
    stopper.start()
    XCTAssertEqual(c.readFrame()?.closeCode, 1001)
    c.sendFrame(.close, [0x03, 0xE9])
    XCTAssertTrue(c.readsEOF())
    XCTAssertTrue(waitUntil { delegate.disconnectCount == 1 })
  }
}
