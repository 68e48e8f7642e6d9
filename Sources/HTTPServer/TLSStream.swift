import PosixIO
import SystemTLS

/// A `ByteStream` that decorates the socket with TLS: OpenSSL (`TLSSession`) reads and writes
/// the descriptor itself, and its `SSL_ERROR_WANT_READ`/`WANT_WRITE` become `ReadOutcome` and
/// `WriteOutcome` values, so the connection retries without knowing why.
final class TLSStream: ByteStream {
  let fd: Int32
  private let session: TLSSession

  init(fd: Int32, session: TLSSession) {
    self.fd = fd
    self.session = session
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome {
    switch try session.read(buffer.baseAddress!, buffer.count) {
    case .bytes(let count): return .bytes(count)
    case .closed: return .endOfStream
    case .wantRead: return .wouldBlock
    case .wantWrite: return .needsWritable
    }
  }

  /// Below TLS: the records are not decrypted, only taken off the socket.
  func discard(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome {
    guard case .processed(let count) = try Posix.read(fd, buffer.baseAddress!, buffer.count)
    else { return .wouldBlock }
    return count == 0 ? .endOfStream : .bytes(count)
  }

  var bufferedBytes: Int { session.pendingBytes }

  func write(_ output: OutputQueue) throws -> WriteOutcome {
    switch try output.write(to: session) {
    case nil: return .flushed
    case .closed?: return .closed
    case .wantWrite?, .bytes?: return .needsWritable
    case .wantRead?: return .needsReadable
    }
  }

  func shutdownWrite() {
    session.shutdown()
    Posix.shutdown(fd, writeOnly: true)
  }

  func close() {
    session.shutdown()
    Posix.close(fd)
  }
}
