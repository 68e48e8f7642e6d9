/// The bytes of one connection, below HTTP and WebSocket: a plain socket (`PlainStream`) or TLS
/// over it (`TLSStream`). `Connection` reads, writes and closes through this protocol only, so
/// it never asks whether the connection is encrypted; what TLS adds (a read that needs the
/// socket writable, a write that needs it readable, bytes decrypted ahead) are values of
/// `ReadOutcome` and `WriteOutcome`. Loop thread only.
protocol ByteStream: AnyObject {
  /// The socket, for epoll.
  var fd: Int32 { get }

  /// Reads application bytes into `buffer`.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome

  /// Reads raw socket bytes that will be thrown away (a lingering close, or a peer that
  /// half-closed): nothing in them is interpreted, so nothing is decrypted.
  func discard(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome

  /// Application bytes already read from the socket and not yet returned by `read`: epoll
  /// cannot see them, so the reader must come back for them before it waits.
  var bufferedBytes: Int { get }

  /// Writes as much of `output` as the socket takes.
  func write(_ output: OutputQueue) throws -> WriteOutcome

  /// Ends our direction (a TLS close_notify, then `SHUT_WR`) and keeps the socket open to read
  /// the peer's end of stream.
  func shutdownWrite()

  /// Closes the socket (after a best-effort TLS close_notify, so the peer knows nothing was
  /// truncated). Called once.
  func close()
}

/// What one `ByteStream.read` produced.
enum ReadOutcome: Equatable {
  /// This many bytes (more than zero).
  case bytes(Int)
  /// The peer closed its direction.
  case endOfStream
  /// Nothing to read now; epoll reports readability.
  case wouldBlock
  /// TLS must write before it can read on (`SSL_ERROR_WANT_WRITE`): read again once the
  /// socket is writable.
  case needsWritable
}

/// What one `ByteStream.write` achieved.
enum WriteOutcome: Equatable {
  /// Everything queued was written.
  case flushed
  /// The socket took what it could; write again once it is writable.
  case needsWritable
  /// TLS must read before it can write on (`SSL_ERROR_WANT_READ`): write again after the next
  /// read.
  case needsReadable
  /// The peer is gone.
  case closed
}
