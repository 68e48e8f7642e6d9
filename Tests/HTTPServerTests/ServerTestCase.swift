import Foundation
import HTTPServer
import Synchronization
import XCTest

/// Records delegate callbacks; echoes text back with an "echo:" prefix.
final class RecordingDelegate: WebSocketDelegate, Sendable {
  private struct Record {
    var texts: [String] = []
    var disconnects = 0
    var open: [UInt64: WebSocketConnection] = [:]
    var everyConnection: [WebSocketConnection] = []
  }

  private let record = Mutex(Record())

  func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
    record.withLock { record in
      record.open[connection.id] = connection
      record.everyConnection.append(connection)
    }
  }

  func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
    record.withLock { $0.texts.append(text) }
    if text == "close-me" {
      connection.close(code: 4000, reason: "bye")
    } else {
      connection.send(text: "echo:" + text)
    }
  }

  func webSocketDidDisconnect(_ connection: WebSocketConnection) {
    record.withLock { record in
      record.disconnects += 1
      record.open[connection.id] = nil
    }
  }

  var texts: [String] { record.withLock { $0.texts } }
  var disconnectCount: Int { record.withLock { $0.disconnects } }
  var connectionCount: Int { record.withLock { $0.open.count } }
  var connections: [WebSocketConnection] { record.withLock { Array($0.open.values) } }
  /// Every connection that was opened, closed ones included, in order.
  var everyConnection: [WebSocketConnection] { record.withLock { $0.everyConnection } }
}

/// Starts a server on a free port over a temporary public directory.
class ServerTestCase: XCTestCase {
  var server: HTTPServer!
  var port: UInt16 = 0
  var publicDirectory = ""
  let delegate = RecordingDelegate()

  func configure(_ configuration: inout ServerConfiguration) {}

  override func setUpWithError() throws {
    publicDirectory = NSTemporaryDirectory() + "navmirror-public-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: publicDirectory + "/js", withIntermediateDirectories: true)
    try "<h1>hi</h1>".write(
      toFile: publicDirectory + "/index.html", atomically: true, encoding: .utf8)
    try "export {}".write(
      toFile: publicDirectory + "/js/main.js", atomically: true, encoding: .utf8)
    try "body{}".write(toFile: publicDirectory + "/styles.css", atomically: true, encoding: .utf8)
    try "secret".write(
      toFile: publicDirectory + "/../navmirror-secret.txt", atomically: true, encoding: .utf8)
    try? fm.createSymbolicLink(
      atPath: publicDirectory + "/escape.txt", withDestinationPath: "/etc/hostname")
    var configuration = ServerConfiguration(port: 0, publicDirectory: publicDirectory)
    configure(&configuration)
    server = HTTPServer(configuration: configuration)
    server.webSocket("/ws", subprotocols: ["navmirror.v1"], delegate: delegate)
    server.route("/api/hello") { request in
      .text("hello \(request.query["name"] ?? "")", status: 200)
    }
    port = try server.start()
  }

  override func tearDown() {
    server?.stop()
    try? FileManager.default.removeItem(atPath: publicDirectory)
  }

  func client() throws -> TestClient { try TestClient(port: port) }

  /// `count` connections, each answered once and held open.
  func answeredClients(_ count: Int) throws -> [TestClient] {
    try (0..<count).map { _ in
      let client = try client()
      client.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
      XCTAssertEqual(client.readResponse()?.status, 200)
      return client
    }
  }

  func get(_ target: String, headers: String = "") throws -> (
    status: Int, headers: [String: String], body: [UInt8]
  )? {
    let c = try client()
    c.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)\r\n")
    return c.readResponse()
  }

  func waitUntil(_ condition: () -> Bool, timeout: TimeInterval = 2) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }
}
