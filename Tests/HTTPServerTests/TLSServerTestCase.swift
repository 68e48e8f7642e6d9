import Foundation
import HTTPServer
import XCTest

/// A `ServerTestCase` serving TLS with a throwaway self-signed certificate, made for each test
/// class that derives from it and removed after it.
class TLSServerTestCase: ServerTestCase {
  private static let directory = NSTemporaryDirectory() + "navmirror-tls-\(UUID().uuidString)"

  override class func setUp() {
    super.setUp()
    TLSTests.makeCertificates(["server"], in: directory)
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
    super.tearDown()
  }

  override func configure(_ configuration: inout ServerConfiguration) {
    TLSTests.useServerCertificate(in: TLSServerTestCase.directory, &configuration)
  }

  /// Python that defines `upgrade(port, receive_buffer=None)`: a raw TLS socket to
  /// `127.0.0.1:port` (certificate not checked), upgraded on `/ws`; returns it and the bytes
  /// read after the `101`. Scripts that must control every byte and read start with it.
  static let rawUpgradePython = """
    import socket, ssl

    def upgrade(port, receive_buffer=None):
        raw = socket.socket()
        if receive_buffer:
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        raw.connect(("127.0.0.1", port))
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        tls = context.wrap_socket(raw)
        tls.settimeout(20)
        tls.sendall(b"GET /ws HTTP/1.1\\r\\nHost: 127.0.0.1:%d\\r\\nUpgrade: websocket\\r\\n" % port
                    + b"Connection: Upgrade\\r\\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\n"
                    + b"Sec-WebSocket-Version: 13\\r\\n\\r\\n")
        buffer = b""
        while b"\\r\\n\\r\\n" not in buffer:
            buffer += tls.recv(4096)
        head, buffer = buffer.split(b"\\r\\n\\r\\n", 1)
        assert b" 101 " in head.split(b"\\r\\n")[0], head
        return tls, buffer

    """
}
