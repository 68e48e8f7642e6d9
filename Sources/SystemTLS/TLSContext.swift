import COpenSSL

/// A TLS configuration problem: unreadable certificate or key, or a key that does not match.
public struct TLSError: Error, CustomStringConvertible, Sendable {
  /// What failed, with OpenSSL's reason.
  public let message: String
  /// The message.
  public var description: String { message }

  init(_ what: String) {
    var reasons: [String] = []
    while case let code = ERR_get_error(), code != 0 {
      var text = [CChar](repeating: 0, count: 256)
      ERR_error_string_n(code, &text, text.count)
      reasons.append(
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    message = reasons.isEmpty ? what : "\(what): \(reasons.joined(separator: "; "))"
  }
}

/// An OpenSSL server context (`SSL_CTX`) holding the certificate chain and private key.
/// Thread-safe once created: sessions for any loop are made from it.
///
/// `@unchecked Sendable`: the one stored property is an immutable pointer to an `SSL_CTX` that
/// is configured before `init` returns and never changed after; `SSL_new` from several loop
/// threads is guarded by OpenSSL's own lock on the context.
public final class TLSContext: @unchecked Sendable {
  private let context: OpaquePointer

  /// Loads a PEM certificate chain and a PEM private key and checks that they match.
  ///
  /// - Throws: `TLSError` naming the file and OpenSSL's reason.
  public init(certificatePath: String, keyPath: String) throws {
    ERR_clear_error()
    guard let context = SSL_CTX_new(TLS_server_method()) else {
      throw TLSError("cannot create a TLS context")
    }
    navmirror_SSL_CTX_configure_server(context)
    guard SSL_CTX_use_certificate_chain_file(context, certificatePath) == 1 else {
      SSL_CTX_free(context)
      throw TLSError("cannot load TLS certificate '\(certificatePath)'")
    }
    guard SSL_CTX_use_PrivateKey_file(context, keyPath, SSL_FILETYPE_PEM) == 1 else {
      SSL_CTX_free(context)
      throw TLSError("cannot load TLS private key '\(keyPath)'")
    }
    guard SSL_CTX_check_private_key(context) == 1 else {
      SSL_CTX_free(context)
      throw TLSError("TLS private key '\(keyPath)' does not match '\(certificatePath)'")
    }
    self.context = context
  }

  deinit { SSL_CTX_free(context) }

  /// A server session on the non-blocking socket `fd`; the handshake runs inside the first
  /// reads and writes.
  public func makeSession(fd: Int32) throws -> TLSSession {
    ERR_clear_error()
    guard let ssl = SSL_new(context) else { throw TLSError("SSL_new failed") }
    guard SSL_set_fd(ssl, fd) == 1 else {
      SSL_free(ssl)
      throw TLSError("SSL_set_fd failed")
    }
    SSL_set_accept_state(ssl)
    return TLSSession(ssl: ssl)
  }
}
