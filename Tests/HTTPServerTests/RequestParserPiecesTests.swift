import XCTest

@testable import HTTPServer

/// A request whose body arrives in pieces waits for the rest, and a request pipelined behind it
/// comes next.
final class RequestParserPiecesTests: XCTestCase {
  func testBodyArrivingInPiecesWaitsForTheRestThenThePipelinedRequestFollows() {
    var parser = RequestParser()
    parser.append(
      Array("POST /api/echo HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n01234".utf8))
    guard case .incomplete = parser.next() else {
      return XCTFail("half a body is not a request yet")
    }
    XCTAssertTrue(parser.hasPartialRequest)
    parser.append(Array("56789GET /api/hello?name=next HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
    guard case .request(let post, keepAlive: true) = parser.next() else {
      return XCTFail("the body is complete")
    }
    XCTAssertEqual(post.method, "POST")
    XCTAssertEqual(post.body, Array("0123456789".utf8))
    guard case .request(let get, keepAlive: true) = parser.next() else {
      return XCTFail("the pipelined request follows")
    }
    XCTAssertEqual(get.path, "/api/hello")
    XCTAssertEqual(get.query, ["name": "next"])
    guard case .incomplete = parser.next() else { return XCTFail("nothing is left") }
  }
}
