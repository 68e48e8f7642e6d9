import Foundation
import Glibc
import HTTPServer
import Synchronization
import WebSocketProtocol
import XCTest

/// Several event loops: connections are spread over them, and each connection's callbacks
/// stay on one thread, in order (the `WebSocketDelegate` contract).
final class MultiLoopTests: XCTestCase {
  /// Records, per connection, the thread of every callback and the messages in order.
  final class ThreadRecorder: WebSocketDelegate, Sendable {
    struct Record {
      var threads: [UInt64: Set<UInt>] = [:]
      var messages: [UInt64: [String]] = [:]
      var disconnected = 0

      mutating func note(_ connection: WebSocketConnection) {
        threads[connection.id, default: []].insert(UInt(pthread_self()))
      }
    }

    let record = Mutex(Record())

    func webSocketDidConnect(_ connection: WebSocketConnection, request: HTTPRequest) {
      record.withLock { $0.note(connection) }
    }

    func webSocket(_ connection: WebSocketConnection, didReceiveText text: String) {
      record.withLock { record in
        record.note(connection)
        record.messages[connection.id, default: []].append(text)
      }
      connection.send(text: text)
    }

    func webSocketDidDisconnect(_ connection: WebSocketConnection) {
      record.withLock { record in
        record.note(connection)
        record.disconnected += 1
      }
    }
  }

  func testConnectionsSpreadOverLoopsWithOrderedCallbacksOnOneThread() throws {
    let directory = NSTemporaryDirectory()
    var configuration = ServerConfiguration(port: 0, publicDirectory: directory)
    configuration.eventLoopCount = 2
    let server = HTTPServer(configuration: configuration)
    let recorder = ThreadRecorder()
    server.webSocket("/ws", delegate: recorder)
    let port = try server.start()
    defer { server.stop() }

    let clients = try (0..<6).map { _ in try TestClient(port: port) }
    for c in clients { XCTAssertEqual(c.upgrade()?.status, 101) }
    for round in 0..<30 {
      for (index, c) in clients.enumerated() { c.sendFrame(.text, Array("\(index)-\(round)".utf8)) }
    }
    for (index, c) in clients.enumerated() {
      for round in 0..<30 {
        XCTAssertEqual(c.readFrame()?.payload, Array("\(index)-\(round)".utf8))
      }
    }
    for c in clients { c.sendFrame(.close, [0x03, 0xE8]) }
    for c in clients {
      _ = c.readsEOF()
      shutdown(c.fd, Int32(SHUT_RDWR))
    }
    let deadline = Date().addingTimeInterval(2)
    while recorder.record.withLock({ $0.disconnected }) < 6, Date() < deadline {
      usleep(10_000)
    }
    recorder.record.withLock { recorder in
      XCTAssertEqual(recorder.threads.count, 6)
      // Every callback of a connection (connect, messages, disconnect) on one thread.
      XCTAssertTrue(recorder.threads.values.allSatisfy { $0.count == 1 })
      // Both loops are used.
      XCTAssertEqual(Set(recorder.threads.values.flatMap { $0 }).count, 2)
      for messages in recorder.messages.values {
        let index = messages[0].split(separator: "-")[0]
        XCTAssertEqual(messages, (0..<30).map { "\(index)-\($0)" })
      }
    }
  }
}
