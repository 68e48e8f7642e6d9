import Foundation
import HTTPServer
import PerMessageDeflate
import WebSocketProtocol
import XCTest

/// permessage-deflate over real sockets: negotiation in the handshake, compressed frames both
/// ways, the bomb cap, and an independent client (Python `websockets`).
final class PerMessageDeflateServerTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.echoPath = "/echo"
  }

  /// RFC 7692 §5: the 101 carries the accepted offer.
  func testRFC7692_5_HandshakeAcceptsFirstAcceptableOffer() throws {
    let c = try client()
    let response = try XCTUnwrap(
      c.upgrade(
        extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate; server_max_window_bits=8, "
          + "permessage-deflate; client_max_window_bits\r\n"))
    XCTAssertEqual(response.status, 101)
    XCTAssertEqual(
      response.headers["sec-websocket-extensions"], "permessage-deflate; server_no_context_takeover"
    )
  }

  func testRFC7692_5_NoOfferNoExtension() throws {
    let c = try client()
    let response = try XCTUnwrap(c.upgrade())
    XCTAssertNil(response.headers["sec-websocket-extensions"])
  }

  /// RFC 7692 §6 and §7.2: a compressed client message is inflated; the echo comes back
  /// compressed (RSV1 on the first frame) and inflates to the same text.
  func testRFC7692_7_2_CompressedMessagesBothWays() throws {
    let c = try client()
    c.upgrade(path: "/echo", extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    let text = Array(String(repeating: "compress me ", count: 400).utf8)
    let deflater = Deflater(windowBits: 15, noContextTakeover: false)
    for _ in 0..<3 {
      // Context takeover on the client side: the second message refers to the first.
      let compressed = deflater.compress(text)
      c.send(
        FrameEncoder.encode(
          Frame(reservedBits: 0b100, opcode: .text, payload: compressed),
          maskingKey: [1, 2, 3, 4]))
      let frame = try XCTUnwrap(c.readFrame())
      XCTAssertEqual(frame.opcode, .text)
      XCTAssertEqual(frame.reservedBits, 0b100)
      XCTAssertLessThan(frame.payload.count, text.count / 10)
      let inflated = try Inflater(windowBits: 15, noContextTakeover: true).inflate(
        frame.payload, isFinal: true, limit: 1 << 20)
      XCTAssertEqual(inflated, text)
    }
  }

  /// RFC 7692 §6.1: a compressed message may be fragmented; RSV1 is on the first frame only.
  func testRFC7692_6_1_FragmentedCompressedMessage() throws {
    let c = try client()
    c.upgrade(path: "/echo", extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    let compressed = Deflater(windowBits: 15, noContextTakeover: true).compress(Array("Hello".utf8))
    c.send(
      FrameEncoder.encode(
        Frame(fin: false, reservedBits: 0b100, opcode: .text, payload: Array(compressed[0..<3])),
        maskingKey: [9, 9, 9, 9]))
    c.send(
      FrameEncoder.encode(
        Frame(opcode: .continuation, payload: Array(compressed[3...])), maskingKey: [7, 7, 7, 7]))
    let frame = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(frame.payload, Array("Hello".utf8))  // short: sent uncompressed
    XCTAssertEqual(frame.reservedBits, 0)
  }

  /// RFC 7692 §8.1 / RFC 6455 §10.4: a message that inflates beyond the limit closes with 1009.
  func testRFC7692_ZipBombOnAppEndpointCloses1009() throws {
    let c = try client()
    c.upgrade(extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    let bomb = Deflater(windowBits: 15, noContextTakeover: true).compress(
      [UInt8](repeating: 0x41, count: 8 << 20))
    c.send(
      FrameEncoder.encode(
        Frame(reservedBits: 0b100, opcode: .text, payload: bomb), maskingKey: [1, 2, 3, 4]))
    XCTAssertEqual(c.readFrame()?.closeCode, 1009)
  }

  /// RFC 7692 §6.1: RSV1 on a continuation frame fails the connection.
  func testRFC7692_6_1_RSV1OnContinuationCloses1002() throws {
    let c = try client()
    c.upgrade(path: "/echo", extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    c.send(
      FrameEncoder.encode(
        Frame(fin: false, opcode: .text, payload: [0x41]), maskingKey: [1, 2, 3, 4]))
    c.send(
      FrameEncoder.encode(
        Frame(reservedBits: 0b100, opcode: .continuation, payload: [0x00]),
        maskingKey: [1, 2, 3, 4]))
    XCTAssertEqual(c.readFrame()?.closeCode, 1002)
  }

  /// A broadcast is compressed once: every deflate client gets the identical frame.
  func testBroadcastSharesOneCompressedFrame() throws {
    let clients = try (0..<3).map { _ in try client() }
    for c in clients {
      c.upgrade(extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    }
    let plain = try client()
    plain.upgrade()
    let message = OutboundMessage(text: String(repeating: "state ", count: 300))
    XCTAssertTrue(waitUntil { self.delegate.connectionCount == 4 })
    for connection in delegate.connections { connection.send(message) }
    let frames = clients.compactMap { $0.readFrame() }
    XCTAssertEqual(frames.count, 3)
    XCTAssertTrue(frames.allSatisfy { $0 == frames[0] && $0.reservedBits == 0b100 })
    XCTAssertEqual(plain.readFrame()?.reservedBits, 0)
  }

  /// Python `websockets` (v17) negotiates permessage-deflate and echoes through it.
  func testPythonWebsocketsNegotiatesDeflateAndEchoes() throws {
    let output = try PythonClient.run(
      PythonClient.echoScript, arguments: ["ws://127.0.0.1:\(port)/echo"])
    XCTAssertTrue(output.contains("EXTENSIONS permessage-deflate"), output)
  }

  /// RFC 7692 §7.1.2.1: with server_max_window_bits=10 the server compresses within a
  /// 1 KiB window: a client inflating with 10 bits can decode it (a 32 KiB window would
  /// reference 2,000 bytes back and fail).
  func testRFC7692_7_1_2_1_ServerWindowBitsAreHonoured() throws {
    let c = try client()
    let response = c.upgrade(
      path: "/echo",
      extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate; server_max_window_bits=10\r\n")
    XCTAssertEqual(
      response?.headers["sec-websocket-extensions"],
      "permessage-deflate; server_no_context_takeover; server_max_window_bits=10")
    var generator = SystemRandomNumberGenerator()
    let block = (0..<2000).map { _ in UInt8.random(in: 0x61...0x7a, using: &generator) }
    c.sendFrame(.text, block + block)
    let frame = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(frame.reservedBits, 0b100)
    let inflated = try Inflater(windowBits: 10, noContextTakeover: true).inflate(
      frame.payload, isFinal: true, limit: 1 << 20)
    XCTAssertEqual(inflated, block + block)
  }

  /// With server context takeover configured, each connection compresses on its own and the
  /// second identical message refers back to the first (§7.2.3.2), so it is much smaller.
  func testRFC7692_7_2_3_2_PerConnectionContextTakeoverWhenConfigured() throws {
    server.stop()
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configuration.perMessageDeflate = PerMessageDeflateConfiguration(serverNoContextTakeover: false)
    configuration.echoPath = "/echo"
    server = HTTPServer(configuration: configuration)
    port = try server.start()
    let c = try client()
    let response = c.upgrade(
      path: "/echo", extraHeaders: "Sec-WebSocket-Extensions: permessage-deflate\r\n")
    XCTAssertEqual(response?.headers["sec-websocket-extensions"], "permessage-deflate")
    var generator = SystemRandomNumberGenerator()
    let text = (0..<3000).map { _ in UInt8.random(in: 0x61...0x7a, using: &generator) }
    let inflater = Inflater(windowBits: 15, noContextTakeover: false)
    var sizes: [Int] = []
    for _ in 0..<2 {
      c.sendFrame(.text, text)
      let frame = try XCTUnwrap(c.readFrame())
      sizes.append(frame.payload.count)
      XCTAssertEqual(try inflater.inflate(frame.payload, isFinal: true, limit: 1 << 20), text)
    }
    XCTAssertLessThan(sizes[1] * 20, sizes[0])
  }
}
