import Synchronization
import XCTest

@testable import HTTPServer

/// `HTTPRequestRouter`: what answers a request, decided on a server that was never started (no
/// socket). Such a server has no host policy yet, so only HTTP/1.0 requests without `Host` pass
/// the Host check; the accepted upgrade is covered end to end.
final class HTTPRequestRouterTests: XCTestCase {
  /// Not started, so the public directory is never opened.
  private func makeServer() -> HTTPServer {
    HTTPServer(configuration: ServerConfiguration(port: 0, publicDirectory: "/nonexistent"))
  }

  private func request(
    _ method: String, _ path: String, version: String = "HTTP/1.0",
    headers: [(String, String)] = []
  ) -> HTTPRequest {
    HTTPRequest(
      method: method, target: path, path: path, headers: HTTPHeaders(headers), version: version)
  }

  /// The status and connection handling of a `.respond` decision; fails for anything else.
  private func answer(
    _ decision: HTTPRequestRouter.Decision, file: StaticString = #filePath, line: UInt = #line
  ) -> (response: HTTPResponse, head: Bool, keepAlive: Bool)? {
    guard case .respond(let response, let head, let keepAlive) = decision else {
      XCTFail("expected an answer on the loop", file: file, line: line)
      return nil
    }
    return (response, head, keepAlive)
  }

  func testRequestForAnotherHostIsMisdirectedAndCloses() {
    let server = makeServer()
    let decision = HTTPRequestRouter(server: server).decide(
      request("GET", "/", version: "HTTP/1.1", headers: [("Host", "evil.example")]),
      keepAlive: true)
    let result = answer(decision)
    XCTAssertEqual(result?.response.status, 421)
    XCTAssertEqual(result?.keepAlive, false)
  }

  func testMethodTheRouteDoesNotAcceptIs405WithAllow() {
    let server = makeServer()
    let result = answer(
      HTTPRequestRouter(server: server).decide(request("POST", "/"), keepAlive: true))
    XCTAssertEqual(result?.response.status, 405)
    XCTAssertEqual(result?.response.headers.first { $0.0 == "Allow" }?.1, "GET, HEAD")
  }

  func testCrossSitePostIsForbidden() {
    let server = makeServer()
    server.route("/api", methods: ["POST"]) { _ in .text("ok\n", status: 200) }
    let result = answer(
      HTTPRequestRouter(server: server).decide(
        request("POST", "/api", headers: [("Origin", "http://evil.example")]), keepAlive: true))
    XCTAssertEqual(result?.response.status, 403)
  }

  func testRouteOnTheLoopAnswersAndHeadKeepsTheConnection() {
    let server = makeServer()
    server.route("/a") { _ in .text("a\n", status: 200) }
    let result = answer(
      HTTPRequestRouter(server: server).decide(request("HEAD", "/a"), keepAlive: true))
    XCTAssertEqual(result?.response.status, 200)
    XCTAssertEqual(result?.head, true)
    XCTAssertEqual(result?.keepAlive, true)
  }

  func testOffloadedRouteIsComputedOffTheLoop() {
    let server = makeServer()
    server.route("/slow", offloaded: true) { _ in .text("slow\n", status: 202) }
    guard
      case .offload(let work, let head, let keepAlive) = HTTPRequestRouter(server: server).decide(
        request("GET", "/slow"), keepAlive: false)
    else { return XCTFail("expected an offloaded answer") }
    XCTAssertEqual(work().status, 202)
    XCTAssertFalse(head)
    XCTAssertFalse(keepAlive)
  }

  /// A route answering later hands its answer over when it is ready, after it returned.
  func testARouteAnsweringLaterRespondsWhenItIsReady() {
    let server = makeServer()
    let later = Mutex<(@Sendable (HTTPResponse) -> Void)?>(nil)
    server.route("/later", answer: { _, respond in later.withLock { $0 = respond } })
    guard
      case .answerLater(let work, _, _) = HTTPRequestRouter(server: server).decide(
        request("GET", "/later"), keepAlive: true)
    else { return XCTFail("expected an answer later") }
    let status = Mutex<Int?>(nil)
    work { response in status.withLock { $0 = response.status } }
    XCTAssertNil(status.withLock { $0 }, "not answered yet")
    later.withLock { $0 }?(.text("ready\n", status: 200))
    XCTAssertEqual(status.withLock { $0 }, 200)
  }

  func testWebSocketHandshakeNeedsGETOverHTTP11() {
    let server = makeServer()
    server.webSocket("/ws", delegate: EchoDelegate())
    let result = answer(
      HTTPRequestRouter(server: server).decide(
        request("GET", "/ws", headers: [("Upgrade", "websocket")]), keepAlive: true))
    XCTAssertEqual(result?.response.status, 400)
    XCTAssertEqual(result?.keepAlive, false)
  }
}
