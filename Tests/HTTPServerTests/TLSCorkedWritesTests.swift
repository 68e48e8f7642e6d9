import Foundation
import Synchronization
import XCTest

@testable import HTTPServer

/// Over TLS too, a burst read at once is answered with one write: the corked messages are
/// gathered into one `SSL_write`, one record, one system call.
final class TLSCorkedWritesTests: TLSServerTestCase {
  func testABurstReadAtOnceIsAnsweredInOneTLSWrite() throws {
    let output = Mutex<String?>(nil)
    let port = self.port
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let printed = try? PythonClient.run(Self.burstClient, arguments: [String(port)])
      output.withLock { $0 = printed ?? "" }
      finished.signal()
    }
    XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
    let echoes = try XCTUnwrap(output.withLock { $0 }).split(separator: "\n").map(String.init)
    XCTAssertEqual(echoes, (0..<30).map { "echo:message \($0)" })
    let connection = try XCTUnwrap(delegate.everyConnection.first)
    // The 101 answer is one write; uncorked, each echo would be another (31 in all).
    XCTAssertLessThanOrEqual(connection.output.writeCalls, 3)
  }

  /// Upgrades over TLS, sends 30 masked text frames in one write, prints the 30 echoes.
  private static let burstClient =
    rawUpgradePython + """
      import sys
      port = int(sys.argv[1])
      tls, buffer = upgrade(port)
      mask = b"\\x01\\x02\\x03\\x04"
      frames = b""
      for index in range(30):
          payload = b"message %d" % index
          frames += bytes([0x81, 0x80 | len(payload)]) + mask
          frames += bytes(byte ^ mask[i % 4] for i, byte in enumerate(payload))
      tls.sendall(frames)
      texts = []
      while len(texts) < 30:
          while len(buffer) >= 2 and len(buffer) >= 2 + (buffer[1] & 0x7F) and len(texts) < 30:
              length = buffer[1] & 0x7F
              assert buffer[0] == 0x81 and length < 126, buffer[:8]
              texts.append(buffer[2:2 + length].decode())
              buffer = buffer[2 + length:]
          if len(texts) < 30:
              chunk = tls.recv(65536)
              if not chunk:
                  sys.exit("end of stream after %d messages" % len(texts))
              buffer += chunk
      print("\\n".join(texts))
      """
}
