import Foundation
import HTTPServer
import XCTest

final class HTTPServerTests: ServerTestCase {
  func testStaticIndexHTMLWithContentTypeAndCacheHeaders() throws {
    let response = try XCTUnwrap(try get("/"))
    XCTAssertEqual(response.status, 200)
    XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
    XCTAssertEqual(response.headers["cache-control"], "no-cache")
    XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "<h1>hi</h1>")
    XCTAssertEqual(
      try get("/js/main.js")?.headers["content-type"], "text/javascript; charset=utf-8")
    XCTAssertEqual(try get("/styles.css")?.headers["content-type"], "text/css; charset=utf-8")
  }

  /// RFC 9110 §13.1.2: If-None-Match with the current ETag → 304 without a body.
  func testRFC9110_13_1_2_IfNoneMatchWithETagIs304() throws {
    let etag = try XCTUnwrap(try get("/styles.css")?.headers["etag"])
    let response = try XCTUnwrap(try get("/styles.css", headers: "If-None-Match: \(etag)\r\n"))
    XCTAssertEqual(response.status, 304)
    XCTAssertEqual(response.headers["etag"], etag)
    XCTAssertTrue(response.body.isEmpty)
  }

  func testHEADHasLengthButNoBody() throws {
    let c = try client()
    c.send(
      "HEAD /styles.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nGET /styles.css HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
    )
    let head = try XCTUnwrap(c.readResponse(expectBody: false))
    XCTAssertEqual(head.headers["content-length"], "6")
    XCTAssertEqual(try XCTUnwrap(c.readResponse()).body, Array("body{}".utf8))
  }

  func testMissingFileIs404() throws {
    XCTAssertEqual(try get("/nope.js")?.status, 404)
  }

  func testPathTraversalInAnySpellingIs404() throws {
    for target in [
      "/../navmirror-secret.txt", "/%2e%2e/navmirror-secret.txt", "/..%2fnavmirror-secret.txt",
      "/js/..%2f..%2fnavmirror-secret.txt", "/%2E%2E/navmirror-secret.txt",
      "/..\\navmirror-secret.txt",
      "/js/%00main.js", "/escape.txt", "/./index.html",
    ] {
      let status = try get(target)?.status
      XCTAssertTrue(status == 404 || status == 400, "\(target) gave \(String(describing: status))")
    }
  }

  /// RFC 9110 §15.5.6: 405 lists the allowed methods.
  func testRFC9110_15_5_6_PostIs405WithAllow() throws {
    let c = try client()
    c.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n")
    let response = try XCTUnwrap(c.readResponse())
    XCTAssertEqual(response.status, 405)
    XCTAssertEqual(response.headers["allow"], "GET, HEAD")
  }

  /// RFC 6585 §5: header fields over 16 KiB → 431.
  func testRFC6585_5_OversizedHeadersAre431() throws {
    let big = String(repeating: "a", count: 17 * 1024)
    XCTAssertEqual(try get("/", headers: "X-Big: \(big)\r\n")?.status, 431)
  }

  /// RFC 9112 §3: an over-long request line → 414.
  func testRFC9112_3_OverlongRequestLineIs414() throws {
    XCTAssertEqual(try get("/" + String(repeating: "a", count: 9000))?.status, 414)
  }

  func testMalformedRequestLineIs400() throws {
    let c = try client()
    c.send("GARBAGE\r\n\r\n")
    XCTAssertEqual(c.readResponse()?.status, 400)
  }

  /// RFC 9112 §9.3.2: pipelined requests are answered in order.
  func testRFC9112_9_3_2_PipelinedRequestsAnsweredInOrder() throws {
    let c = try client()
    c.send(
      "GET /api/hello?name=a HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nGET /api/hello?name=b HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        + "GET /api/hello?name=c%20d HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    for expected in ["hello a", "hello b", "hello c d"] {
      XCTAssertEqual(c.readResponse().map { String(decoding: $0.body, as: UTF8.self) }, expected)
    }
  }

  func testHealthzReportsJSON() throws {
    let response = try XCTUnwrap(try get("/healthz"))
    XCTAssertEqual(response.status, 200)
    let body = String(decoding: response.body, as: UTF8.self)
    XCTAssertTrue(body.hasPrefix(#"{"status":"ok","uptimeSeconds":"#), body)
  }

  func testStartFailsClearlyWhenAddressInUse() throws {
    let other = HTTPServer(
      configuration: ServerConfiguration(port: port, publicDirectory: publicDirectory))
    XCTAssertThrowsError(try other.start()) {
      XCTAssertTrue("\($0)".contains("address already in use"), "\($0)")
    }
  }

  func testStartFailsForMissingPublicDirectory() {
    let other = HTTPServer(
      configuration: ServerConfiguration(port: 0, publicDirectory: "/nonexistent/dir"))
    XCTAssertThrowsError(try other.start())
  }
}

final class HeaderTimeoutTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.headerReadTimeout = 0.3
  }

  func testSlowLorisConnectionIsClosedAfterHeaderTimeout() throws {
    let c = try client()
    c.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
    // How long the server waits is ConnectionDeadlineTests' business; here, that it closes.
    XCTAssertTrue(c.readsEOF())
  }
}
