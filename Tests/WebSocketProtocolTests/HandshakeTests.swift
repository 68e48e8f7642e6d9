import XCTest

@testable import WebSocketProtocol

final class HandshakeTests: XCTestCase {
  /// A tiny SHA-1 is not needed: the RFC vector is checked end to end in HTTPServerTests with
  /// OpenSSL. Here the base64 step is checked against the RFC's digest.
  func testRFC6455_1_3_AcceptKeyFromKnownDigest() {
    let digest: [UInt8] = [
      0xB3, 0x7A, 0x4F, 0x2C, 0xC0, 0x62, 0x4F, 0x16, 0x90, 0xF6,
      0x46, 0x06, 0xCF, 0x38, 0x59, 0x45, 0xB2, 0xBE, 0xC4, 0xEA,
    ]
    let accept = Handshake.acceptKey(for: "dGhlIHNhbXBsZSBub25jZQ==") { input in
      XCTAssertEqual(
        String(decoding: input, as: UTF8.self),
        "dGhlIHNhbXBsZSBub25jZQ==258EAFA5-E914-47DA-95CA-C5AB0DC85B11")
      return digest
    }
    XCTAssertEqual(accept, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }

  func testBase64RoundTripsAndRejectsGarbage() {
    for length in 0..<20 {
      let bytes = (0..<length).map { UInt8($0 * 37 & 0xFF) }
      XCTAssertEqual(Base64.decode(Base64.encode(bytes)), bytes)
    }
    XCTAssertNil(Base64.decode("abc"))
    XCTAssertNil(Base64.decode("ab=c"))
    XCTAssertNil(Base64.decode("a*cd"))
  }

  private func validate(_ headers: [String: String], subprotocols: [String] = [])
    -> Result<Handshake.Accepted, Handshake.Rejection>
  {
    var base = [
      "host": "localhost", "upgrade": "websocket", "connection": "Upgrade",
      "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
    ]
    base.merge(headers) { $1 }
    return Handshake.validate(header: { base[$0] }, subprotocols: subprotocols)
  }

  func testRFC6455_4_2_1_TokensAreCaseInsensitiveAndConnectionMayBeAList() {
    guard case .success = validate(["upgrade": "WebSocket", "connection": "keep-alive, UPGRADE"])
    else { return XCTFail("expected success") }
  }

  func testRFC6455_4_2_1_WrongVersionIs426WithSupportedVersion() {
    guard case .failure(let rejection) = validate(["sec-websocket-version": "8"]) else {
      return XCTFail("expected rejection")
    }
    XCTAssertEqual(rejection.status, 426)
    XCTAssertEqual(rejection.headers["Sec-WebSocket-Version"], "13")
  }

  func testRFC6455_4_2_1_KeyNotBase64Of16BytesIs400() {
    for key in ["abc", "AAAAAAAAAAAAAAAAAAAAAAAAAAAA", "dGhlIHNhbXBsZSBub25jZQ"] {
      guard case .failure(let rejection) = validate(["sec-websocket-key": key]) else {
        return XCTFail("expected rejection for \(key)")
      }
      XCTAssertEqual(rejection.status, 400)
    }
  }

  func testRFC6455_4_2_2_FirstOfferedSupportedSubprotocolIsSelected() {
    let result = validate(
      ["sec-websocket-protocol": "chat, navmirror.v1, other"],
      subprotocols: ["other", "navmirror.v1"])
    XCTAssertEqual(try result.get().subprotocol, "navmirror.v1")
    XCTAssertNil(try validate([:], subprotocols: ["x"]).get().subprotocol)
  }
}
