import Foundation
import HTTPServer
import Synchronization
import XCTest

/// A slow TLS reader whose backlog is replaced while OpenSSL holds a record it could not finish
/// writing: that record must still go out whole, before the replacement.
final class TLSBacklogTests: TLSServerTestCase {
  override func configure(_ configuration: inout ServerConfiguration) {
    super.configure(&configuration)
    configuration.socketSendBufferSize = 4096
  }

  func testABacklogReplacedWhileARecordIsPendingArrivesIntact() throws {
    let trigger = NSTemporaryDirectory() + "navmirror-trigger-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: trigger) }
    let output = Mutex<String?>(nil)
    let port = self.port
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let printed = try? PythonClient.run(
        Self.stalledReader, arguments: [String(port), trigger], timeout: 30)
      output.withLock { $0 = printed ?? "" }
      finished.signal()
    }
    XCTAssertTrue(waitUntil({ delegate.connectionCount == 1 }, timeout: 20))
    let connection = try XCTUnwrap(delegate.connections.first)
    let update = OutboundMessage(text: String(repeating: "x", count: 1000))
    for _ in 0..<400 { connection.send(update) }
    // The reader does not read: OpenSSL is left holding a record the socket did not take.
    XCTAssertTrue(waitUntil({ connection.backloggedMessageCount > 0 }, timeout: 20))
    connection.replaceQueued(with: OutboundMessage(text: "final"))
    FileManager.default.createFile(atPath: trigger, contents: nil)
    XCTAssertEqual(finished.wait(timeout: .now() + 40), .success)
    let result =
      try JSONSerialization.jsonObject(
        with: Data(try XCTUnwrap(output.withLock { $0 }).utf8)) as? [String: Any]
    XCTAssertEqual(result?["bad"] as? [String], [], "every frame before the last is an update")
    XCTAssertGreaterThan(result?["count"] as? Int ?? 0, 1)
    XCTAssertLessThan(result?["count"] as? Int ?? .max, 401, "the backlog was replaced")
  }

  /// Connects over TLS with a 4 KiB receive buffer, upgrades, waits for the trigger file, then
  /// reads frames until the text "final" and prints how many came and which were not updates.
  private static let stalledReader =
    rawUpgradePython + """
      import json, os, sys, time
      port, trigger = int(sys.argv[1]), sys.argv[2]
      tls, buffer = upgrade(port, receive_buffer=4096)
      deadline = time.time() + 20
      while not os.path.exists(trigger):
          if time.time() > deadline:
              sys.exit("no trigger")
          time.sleep(0.01)
      texts = []
      while True:
          while len(buffer) >= 2:
              length, start = buffer[1] & 0x7F, 2
              if length == 126:
                  length, start = int.from_bytes(buffer[2:4], "big"), 4
              if len(buffer) < start + length:
                  break
              if buffer[0] != 0x81:
                  sys.exit("not a text frame: %r after %d messages" % (buffer[:8], len(texts)))
              texts.append(buffer[start:start + length].decode())
              buffer = buffer[start + length:]
              if texts[-1] == "final":
                  bad = [text[:20] for text in texts[:-1] if text != "x" * 1000]
                  print(json.dumps({"count": len(texts), "bad": bad}))
                  sys.exit(0)
          chunk = tls.recv(65536)
          if not chunk:
              sys.exit("end of stream after %d messages" % len(texts))
          buffer += chunk
      """
}
