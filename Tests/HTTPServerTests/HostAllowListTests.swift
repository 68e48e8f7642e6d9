import Foundation
import HTTPServer
import XCTest

/// The Host allow-list (DNS rebinding) and the server's own origins, on a port picked by the
/// kernel (`port: 0`), with a public host and an extra allowed origin configured.
final class HostAllowListTests: ServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    configuration.publicHosts = ["mirror.example.com", "fixed.example:8443"]
    configuration.allowedOrigins = ["https://tools.example"]
  }

  private func request(_ head: String) throws -> (TestClient, Int?) {
    let c = try client()
    c.send(head)
    return (c, c.readResponse()?.status)
  }

  /// A page on evil.example that rebinds its name to 127.0.0.1 sends `Host: evil.example`:
  /// it gets 421 for a GET, a POST and a WebSocket upgrade, and the connection closes.
  func testDNSRebindingHostIsRefused() throws {
    let host = "evil.example:\(port)"
    let (plain, getStatus) = try request("GET /api/hello HTTP/1.1\r\nHost: \(host)\r\n\r\n")
    XCTAssertEqual(getStatus, 421)
    XCTAssertTrue(plain.readsEOF())
    let (post, postStatus) = try request(
      "POST /api/hello HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\n"
        + "Content-Length: 2\r\n\r\n{}")
    XCTAssertEqual(postStatus, 421)
    XCTAssertTrue(post.readsEOF())
    let socket = try client()
    let upgrade = try XCTUnwrap(socket.upgradeWith(host: host, origin: "http://\(host)"))
    XCTAssertEqual(upgrade.status, 421)
    XCTAssertTrue(String(decoding: upgrade.body, as: UTF8.self).contains("evil.example"))
    XCTAssertTrue(socket.readsEOF())
    XCTAssertEqual(delegate.connectionCount, 0)
    // Everyone else is still served.
    XCTAssertEqual(try get("/api/hello")?.status, 200)
  }

  /// The loopback names are allowed with the bound port only; without a port they would mean
  /// port 80.
  func testLoopbackHostsNeedTheBoundPort() throws {
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
      XCTAssertEqual(try request("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n").1, 200, host)
    }
    for host in ["localhost", "127.0.0.1:\(port &+ 1)", "127.0.0.2:\(port)", "localhost:x", ""] {
      XCTAssertEqual(try request("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n").1, 421, host)
    }
  }

  /// `publicHosts`: a name without a port is allowed on any port, one with a port on that
  /// port only.
  func testPublicHostsAreAllowed() throws {
    for host in ["mirror.example.com", "mirror.example.com:\(port)", "fixed.example:8443"] {
      XCTAssertEqual(try request("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n").1, 200, host)
    }
    XCTAssertEqual(try request("GET / HTTP/1.1\r\nHost: fixed.example\r\n\r\n").1, 421)
    let c = try client()
    let upgrade = c.upgradeWith(
      host: "mirror.example.com", origin: "https://mirror.example.com")
    XCTAssertEqual(upgrade?.status, 101)
  }

  /// With `allowedOrigins` set and port 0, the page's own origin (in any spelling of an allowed
  /// name and the bound port) is still allowed; the list only adds origins.
  func testOwnOriginOnBoundPortIsAllowedBesidesExtraOrigins() throws {
    for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "https://tools.example"]
    {
      let c = try client()
      XCTAssertEqual(c.upgradeWith(host: "localhost:\(port)", origin: origin)?.status, 101, origin)
    }
    for origin in ["http://127.0.0.1:0", "http://localhost", "https://127.0.0.1:\(port)", "null"] {
      let c = try client()
      XCTAssertEqual(c.upgradeWith(host: "localhost:\(port)", origin: origin)?.status, 403, origin)
    }
  }
}

extension TestClient {
  /// Performs an opening handshake with the given `Host` and `Origin`.
  func upgradeWith(host: String, origin: String) -> (
    status: Int, headers: [String: String], body: [UInt8]
  )? {
    send(
      "GET /ws HTTP/1.1\r\nHost: \(host)\r\nOrigin: \(origin)\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        + "Sec-WebSocket-Version: 13\r\n\r\n")
    return readResponse(expectBody: true)
  }
}
