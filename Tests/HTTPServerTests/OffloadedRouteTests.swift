import Foundation
import HTTPServer
import XCTest

/// `route(offloaded: true)`: a slow handler runs off the loop thread, so the loop keeps
/// serving; answers on one connection stay in request order.
final class OffloadedRouteTests: ServerTestCase {
  private let release = DispatchSemaphore(value: 0)
  private let entered = Counter()

  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.eventLoopCount = 1
  }

  override func setUpWithError() throws {
    try super.setUpWithError()
    let (release, entered) = (self.release, self.entered)
    server.route("/api/slow", offloaded: true) { _ in
      entered.increment()
      // Bounded, so a regression fails the test instead of hanging it.
      let result = release.wait(timeout: .now() + 5)
      return .text(result == .success ? "released" : "timed out", status: 200)
    }
  }

  override func tearDown() {
    release.signal()
    super.tearDown()
  }

  func testSlowHandlerDoesNotBlockTheLoop() throws {
    let slow = try client()
    slow.send(
      "GET /api/slow HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        + "GET /api/hello?name=after HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    XCTAssertTrue(waitUntil { self.entered.value == 1 })
    // The only loop is free: /healthz answers while the handler is blocked.
    let health = try client()
    health.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    XCTAssertEqual(health.readResponse()?.status, 200)
    release.signal()
    let first = try XCTUnwrap(slow.readResponse())
    XCTAssertEqual(String(decoding: first.body, as: UTF8.self), "released")
    let second = try XCTUnwrap(slow.readResponse())
    XCTAssertEqual(String(decoding: second.body, as: UTF8.self), "hello after")
  }
}
