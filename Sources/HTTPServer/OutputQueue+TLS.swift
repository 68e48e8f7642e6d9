import SystemTLS

extension OutputQueue {
  /// The most bytes gathered into one `SSL_write`: one TLS record's worth.
  static let tlsRecordSize = 16 * 1024

  /// Writes through TLS. Returns `nil` when everything was written; otherwise what OpenSSL
  /// waits for. Chunks smaller than a record are gathered into one `SSL_write`, so a burst
  /// queued for a connection leaves in one record and one system call, as `sendmsg` gathers
  /// them on a plain socket.
  ///
  /// The mutex is held across each `SSL_write`, as across `sendmsg`: bytes OpenSSL is
  /// encrypting must not be dropped by `replacePending(with:)` meanwhile, and bytes it could not
  /// finish writing are offered again unchanged (`OutputChunks.heldByTLS`), never fewer.
  func write(to session: TLSSession) throws -> TLSSession.Outcome? {
    try state.withLock { queue in
      queue.flushScheduled = false
      while let head = queue.chunks.first {
        let offset = queue.headOffset
        let headLeft = head.count - offset
        queue.writeCalls += 1
        let attempted: Int
        let outcome: TLSSession.Outcome
        if queue.chunks.count == 1 || headLeft >= Self.tlsRecordSize {
          attempted = headLeft
          outcome = try head.withUnsafeBytes { bytes in
            try session.write(bytes.baseAddress! + offset, headLeft)
          }
        } else {
          (attempted, outcome) = try withUnsafeTemporaryAllocation(
            byteCount: Self.tlsRecordSize, alignment: 16
          ) { buffer in
            let count = queue.gather(into: buffer)
            return (count, try session.write(buffer.baseAddress!, count))
          }
        }
        guard case .bytes(let written) = outcome else {
          queue.isBackedUp = true
          queue.heldByTLS = max(queue.heldByTLS, attempted)
          return outcome
        }
        queue.heldByTLS = 0
        queue.consume(written)
      }
      queue.isBackedUp = false
      return nil
    }
  }
}
