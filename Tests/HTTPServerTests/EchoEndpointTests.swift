import Foundation
import HTTPServer
import WebSocketProtocol
import XCTest

/// `echoPath`: text and binary echoed, large fragmented messages, its own size limit.
final class EchoEndpointTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.echoPath = "/echo"
  }

  func testEchoesTextAndBinary() throws {
    let c = try client()
    XCTAssertEqual(c.upgrade(path: "/echo")?.status, 101)
    c.sendFrame(.text, Array("héllo".utf8))
    XCTAssertEqual(c.readFrame(), Frame(opcode: .text, payload: Array("héllo".utf8)))
    c.sendFrame(.binary, [0, 1, 2, 255])
    XCTAssertEqual(c.readFrame(), Frame(opcode: .binary, payload: [0, 1, 2, 255]))
  }

  /// RFC 6455 §5.4: a message in many fragments, past the app endpoint's 1 MiB limit.
  func testEchoesA3MiBMessageIn300Fragments() throws {
    let c = try client()
    c.upgrade(path: "/echo")
    let payload = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let pieces = stride(from: 0, to: payload.count, by: payload.count / 300 + 1).map {
      Array(payload[$0..<min($0 + payload.count / 300 + 1, payload.count)])
    }
    for (index, piece) in pieces.enumerated() {
      c.sendFrame(index == 0 ? .binary : .continuation, piece, fin: index == pieces.count - 1)
      if index == 150 { c.sendFrame(.ping, [7]) }  // control frames may interleave
    }
    XCTAssertEqual(c.readFrame()?.opcode, .pong)
    let echo = try XCTUnwrap(c.readFrame())
    XCTAssertEqual(echo.opcode, .binary)
    XCTAssertEqual(echo.payload.count, payload.count)
    XCTAssertTrue(echo.payload == payload)
  }

  /// The app endpoint keeps its own limit (1 MiB here): 2 MiB there closes with 1009.
  func testAppEndpointKeepsItsOwnLimit() throws {
    let c = try client()
    c.upgrade()
    c.sendFrame(.binary, [UInt8](repeating: 1, count: 1 << 20), fin: false)
    c.sendFrame(.continuation, [UInt8](repeating: 1, count: 1 << 20))
    XCTAssertEqual(c.readFrame()?.closeCode, 1009)
  }

  func testEchoIsOffByDefault() throws {
    server.stop()
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configuration.eventLoopCount = 1
    server = HTTPServer(configuration: configuration)
    port = try server.start()
    let c = try client()
    XCTAssertEqual(c.upgrade(path: "/echo")?.status, 404)
  }

  /// RFC 6455 §10.4: past 64 MiB the echo endpoint refuses with 1009 as soon as the frame
  /// header announces the length, before buffering the payload.
  func testEchoRefusesMessagesOver64MiBWith1009() throws {
    let c = try client()
    c.upgrade(path: "/echo")
    let length = UInt64(64 << 20) + 1
    var header: [UInt8] = [0x82, 0x80 | 127]
    for shift in stride(from: 56, through: 0, by: -8) {
      header.append(UInt8(length >> UInt64(shift) & 0xFF))
    }
    c.send(header + [1, 2, 3, 4] + [UInt8](repeating: 0, count: 1024))
    XCTAssertEqual(c.readFrame()?.closeCode, 1009)
  }
}
