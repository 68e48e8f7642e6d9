/// What an `OutputQueue` holds, behind its mutex: the chunks waiting to be written and how far
/// the first one was.
struct OutputChunks {
  var chunks: [[UInt8]] = []
  /// Bytes of the first chunk already written.
  var headOffset = 0
  var queuedBytes = 0
  var isSealed = false
  var flushScheduled = false
  var limit: Int
  var writeCalls = 0
  /// The socket refused bytes at the last write: its reader is behind.
  var isBackedUp = false
  /// Bytes from the head that OpenSSL took into a record it could not finish writing: they
  /// must be offered again unchanged, so they count as started.
  var heldByTLS = 0

  init(limit: Int) { self.limit = limit }

  /// Drops `written` bytes from the head.
  mutating func consume(_ written: Int) {
    queuedBytes -= written
    var remaining = written
    var whole = 0
    var offset = headOffset
    while whole < chunks.count {
      let left = chunks[whole].count - offset
      if remaining < left {
        offset += remaining
        break
      }
      remaining -= left
      whole += 1
      offset = 0
    }
    chunks.removeFirst(whole)
    headOffset = offset
  }

  /// Drops the chunks not yet started: all but those the socket or OpenSSL has begun to take.
  mutating func dropPending() {
    var kept = 0
    var keptBytes = 0
    let started = heldByTLS > 0 ? heldByTLS : headOffset > 0 ? 1 : 0
    while kept < chunks.count, keptBytes < started {
      keptBytes += chunks[kept].count - (kept == 0 ? headOffset : 0)
      kept += 1
    }
    chunks.removeSubrange(kept...)
    queuedBytes = keptBytes
    if chunks.isEmpty { headOffset = 0 }
  }

  /// Copies the queued bytes from the head into `buffer`, as many as fit; returns how many.
  func gather(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    var copied = 0
    for (index, chunk) in chunks.enumerated() where copied < buffer.count {
      let skip = index == 0 ? headOffset : 0
      let count = min(chunk.count - skip, buffer.count - copied)
      chunk.withUnsafeBytes { bytes in
        (buffer.baseAddress! + copied).copyMemory(from: bytes.baseAddress! + skip, byteCount: count)
      }
      copied += count
    }
    return copied
  }
}
