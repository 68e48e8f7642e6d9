import COpenSSL
import Glibc

/// One TLS connection over a non-blocking socket (`SSL_set_fd`): OpenSSL reads and writes the
/// descriptor itself, and reports when it needs the socket readable or writable, so the
/// session lives in the same epoll loop as plain connections. Loop thread only.
public final class TLSSession {
  /// The outcome of one `read` or `write`.
  public enum Outcome: Equatable, Sendable {
    /// This many bytes of application data were read or written.
    case bytes(Int)
    /// OpenSSL needs the socket readable before it can go on (`SSL_ERROR_WANT_READ`).
    case wantRead
    /// OpenSSL needs the socket writable before it can go on (`SSL_ERROR_WANT_WRITE`).
    case wantWrite
    /// The peer closed the TLS session (close_notify) or the TCP connection.
    case closed
  }

  private let ssl: OpaquePointer
  private var didShutdown = false

  init(ssl: OpaquePointer) { self.ssl = ssl }

  deinit { SSL_free(ssl) }

  /// Application bytes OpenSSL has decrypted but not yet returned: epoll cannot see them, so
  /// the reader must drain them before waiting again.
  public var pendingBytes: Int { Int(SSL_pending(ssl)) }

  /// Reads decrypted bytes (running the handshake first when needed).
  public func read(_ buffer: UnsafeMutableRawPointer, _ count: Int) throws -> Outcome {
    ERR_clear_error()
    let result = SSL_read(ssl, buffer, Int32(min(count, Int(Int32.max))))
    return try outcome(result)
  }

  /// Encrypts and writes up to `count` bytes. After `.wantRead`/`.wantWrite` retry with the
  /// same bytes.
  public func write(_ buffer: UnsafeRawPointer, _ count: Int) throws -> Outcome {
    ERR_clear_error()
    let result = SSL_write(ssl, buffer, Int32(min(count, Int(Int32.max))))
    return try outcome(result)
  }

  /// Sends close_notify once, without waiting for the peer's (the socket is closed next).
  public func shutdown() {
    guard !didShutdown else { return }
    didShutdown = true
    ERR_clear_error()
    _ = SSL_shutdown(ssl)
  }

  private func outcome(_ result: Int32) throws -> Outcome {
    if result > 0 { return .bytes(Int(result)) }
    let code = SSL_get_error(ssl, result)
    switch code {
    case SSL_ERROR_WANT_READ: return .wantRead
    case SSL_ERROR_WANT_WRITE: return .wantWrite
    case SSL_ERROR_ZERO_RETURN: return .closed
    case SSL_ERROR_SYSCALL:
      // An EOF without close_notify, or a reset: the connection is gone either way.
      if errno == EAGAIN { return .wantRead }
      didShutdown = true
      return .closed
    default:
      didShutdown = true
      throw TLSError("TLS error")
    }
  }
}
