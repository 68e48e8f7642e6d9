import Foundation
import HTTPServer
import XCTest

/// A TLS client that sends its request and its close_notify together, then reads: the answer
/// still being written when the close_notify is read must go on through TLS to the end.
///
/// The server's send buffer is small and the file large, so the output is still queued when
/// back-pressure lets the server read again and it finds the close_notify.
final class TLSHalfCloseTests: TLSServerTestCase {
  private static let fileSize = 8 << 20

  override func configure(_ configuration: inout ServerConfiguration) {
    super.configure(&configuration)
    configuration.socketSendBufferSize = 64 * 1024
    _ = FileManager.default.createFile(
      atPath: configuration.publicDirectory + "/large.bin",
      contents: Data(repeating: 0x61, count: Self.fileSize))
  }

  func testAnswerAfterThePeersCloseNotifyIsStillEncrypted() throws {
    let output = try PythonClient.run(
      Self.script, arguments: ["127.0.0.1", String(port), "/large.bin"])
    XCTAssertTrue(output.contains("STATUS HTTP/1.1 200 OK"), output)
    XCTAssertTrue(output.contains("BODY \(Self.fileSize)"), output)
    XCTAssertFalse(output.contains("TLS ERROR"), output)
  }

  /// Drives TLS through memory buffers, so the close_notify can follow the request at once
  /// while the socket stays open for reading.
  private static let script = """
    import socket, ssl, sys
    host, port, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    sock = socket.create_connection((host, port), timeout=10)
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = context.wrap_bio(incoming, outgoing, server_hostname="localhost")
    def send_pending():
        data = outgoing.read()
        if data:
            sock.sendall(data)
    def receive():
        data = sock.recv(65536)
        if not data:
            incoming.write_eof()
            return False
        incoming.write(data)
        return True
    while True:
        try:
            tls.do_handshake()
            break
        except ssl.SSLWantReadError:
            send_pending()
            if not receive():
                sys.exit("end of stream during the handshake")
    tls.write(f"GET {path} HTTP/1.1\\r\\nHost: {host}:{port}\\r\\n\\r\\n".encode())
    try:
        tls.unwrap()
    except ssl.SSLWantReadError:
        pass
    send_pending()
    received = bytearray()
    while True:
        try:
            chunk = tls.read(65536)
            if not chunk:
                break
            received += chunk
        except ssl.SSLWantReadError:
            if not receive():
                break
        except ssl.SSLZeroReturnError:
            break
        except ssl.SSLError as error:
            print("TLS ERROR", error)
            break
    head, _, body = bytes(received).partition(b"\\r\\n\\r\\n")
    print("STATUS", head.split(b"\\r\\n")[0].decode())
    print("BODY", len(body))
    """
}
