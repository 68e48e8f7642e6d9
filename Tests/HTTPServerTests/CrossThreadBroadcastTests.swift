import Foundation
import XCTest

@testable import HTTPServer

/// Sends made off the loop thread (how a mirror room broadcasts) reach every connection, in
/// order, though the loop is woken once for many of them.
final class CrossThreadBroadcastTests: ServerTestCase {
  func testManySendsFromAnotherThreadReachEveryConnectionInOrder() throws {
    let clients = try (0..<20).map { _ in try client() }
    for client in clients { XCTAssertEqual(client.upgrade()?.status, 101) }
    XCTAssertTrue(waitUntil { delegate.connectionCount == clients.count })
    let connections = delegate.connections
    let messages = (1...3).map { OutboundMessage(text: "update \($0)") }
    DispatchQueue.global().async {
      for message in messages {
        for connection in connections { connection.send(message) }
      }
    }
    for client in clients {
      let received = (1...3).map { _ in
        client.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }
      }
      XCTAssertEqual(received, ["update 1", "update 2", "update 3"])
    }
  }

  func testABatchFromAnotherThreadWakesTheLoopOnceAndReachesEveryConnectionInOrder() throws {
    let clients = try (0..<20).map { _ in try client() }
    for client in clients { XCTAssertEqual(client.upgrade()?.status, 101) }
    XCTAssertTrue(waitUntil { delegate.connectionCount == clients.count })
    let connections = delegate.connections
    let flushes = try XCTUnwrap(connections.first?.flushes)
    let wakeUpsBefore = flushes.wakeUpCount
    let messages = (1...3).map { OutboundMessage(text: "update \($0)") }
    DispatchQueue.global().async {
      BroadcastBatch.send { batch in
        for message in messages {
          for connection in connections { batch.send(message, to: connection) }
        }
      }
    }
    for client in clients {
      let received = (1...3).map { _ in
        client.readFrame().map { String(decoding: $0.payload, as: UTF8.self) }
      }
      XCTAssertEqual(received, ["update 1", "update 2", "update 3"])
    }
    // Without the batch, the loop may wake at the first message for every connection.
    XCTAssertEqual(flushes.wakeUpCount - wakeUpsBefore, 1)
  }
}
