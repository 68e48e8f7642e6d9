import HTTPServer
import XCTest

/// POST bodies reach routes that accept them; everything else keeps GET/HEAD rules.
final class RequestBodyTests: ServerTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    server.route("/api/echo", methods: ["POST"]) { request in
      HTTPResponse(status: 201, body: Array("\(request.method):".utf8) + request.body)
    }
  }

  private func post(_ body: String, path: String = "/api/echo", extra: String = "") throws -> (
    status: Int, headers: [String: String], body: [UInt8]
  )? {
    let c = try client()
    c.send(
      "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\(extra)\r\n"
        + body)
    return c.readResponse()
  }

  func testRFC9112_6_3_PostBodyOfContentLengthReachesTheRoute() throws {
    let response = try XCTUnwrap(post(#"{"name":"é"}"#))
    XCTAssertEqual(response.status, 201)
    XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"POST:{"name":"é"}"#)
  }

  /// Whether the server reads the two writes apart is up to the network;
  /// `RequestParserPiecesTests` feeds the parser the pieces one at a time.
  func testBodySentInTwoWritesAndAPipelinedGetAreAnsweredInOrder() throws {
    let c = try client()
    c.send("POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 10\r\n\r\n01234")
    c.send("56789GET /api/hello?name=next HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    XCTAssertEqual(c.readResponse()?.body, Array("POST:0123456789".utf8))
    XCTAssertEqual(c.readResponse()?.body, Array("hello next".utf8))
  }

  func testRFC9110_15_5_6_PostToARouteWithoutPostIs405() throws {
    let response = try XCTUnwrap(post("{}", path: "/api/hello"))
    XCTAssertEqual(response.status, 405)
    XCTAssertEqual(response.headers["allow"], "GET, HEAD")
    XCTAssertEqual(try XCTUnwrap(post("{}", path: "/api/echo/x")).status, 405)
  }

  func testCrossOriginPostIsForbidden() throws {
    let response = try XCTUnwrap(post("{}", extra: "Origin: http://evil.example\r\n"))
    XCTAssertEqual(response.status, 403)
    let sameOrigin = try XCTUnwrap(post("{}", extra: "Origin: http://127.0.0.1:\(port)\r\n"))
    XCTAssertEqual(sameOrigin.status, 201)
  }

  func testRFC9110_15_5_14_BodyOverOneMebibyteIs413() throws {
    let c = try client()
    c.send(
      "POST /api/echo HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(2 << 20)\r\n\r\n")
    XCTAssertEqual(c.readResponse()?.status, 413)
  }
}
