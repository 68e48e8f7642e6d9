import Foundation
import HTTPServer
import XCTest

/// `echoMaxConnections`: echo connections beyond the cap are refused with 503.
final class EchoConnectionCapTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.echoPath = "/echo"
    configuration.echoMaxConnections = 2
  }

  func testEchoConnectionBeyondTheCapIsRefused() throws {
    let first = try client()
    XCTAssertEqual(first.upgrade(path: "/echo")?.status, 101)
    let second = try client()
    XCTAssertEqual(second.upgrade(path: "/echo")?.status, 101)
    let third = try client()
    let refused = try XCTUnwrap(third.upgrade(path: "/echo"))
    XCTAssertEqual(refused.status, 503)
    XCTAssertTrue(third.readsEOF())
    // The cap is the echo endpoint's own: the app's endpoint still accepts.
    XCTAssertEqual(try client().upgrade()?.status, 101)
    // A slot given back is reused.
    first.sendFrame(.close, [0x03, 0xE8])
    XCTAssertEqual(first.readFrame()?.opcode, .close)
    XCTAssertTrue(first.readsEOF())
    var status: Int?
    XCTAssertTrue(
      waitUntil {
        status = (try? self.client())?.upgrade(path: "/echo")?.status
        return status == 101
      })
  }
}

/// `maxConnectionsPerAddress`: one peer address cannot hold more connections than the cap.
final class PerAddressCapTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.maxConnectionsPerAddress = 3
  }

  func testConnectionsBeyondThePerAddressCapAre503() throws {
    var held = try answeredClients(3)
    let extra = try client()
    let response = try XCTUnwrap(extra.readResponse())
    XCTAssertEqual(response.status, 503)
    XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("your address"))
    XCTAssertTrue(extra.readsEOF())
    // A connection given back frees a slot.
    held.removeLast()
    var status: Int?
    XCTAssertTrue(
      waitUntil {
        status = try? self.get("/healthz")?.status
        return status == 200
      })
  }
}
