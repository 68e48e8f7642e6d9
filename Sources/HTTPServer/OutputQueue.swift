import Glibc
import PosixIO
import SystemTLS

/// The bytes waiting to be written to one socket. Appended from any thread, drained by the
/// loop thread. Holds no buffer of its own while empty, so an idle connection costs nothing
/// here.
final class OutputQueue: @unchecked Sendable {
  enum EnqueueResult {
    /// Queued; `needsWakeUp` is true for the first enqueue since the loop last flushed.
    case queued(needsWakeUp: Bool)
    /// The queue is past its limit; the connection must be closed with 1008.
    case overflow
    /// The connection is closing; the bytes were dropped.
    case dropped
  }

  /// The most chunks handed to one `sendmsg`; Linux accepts up to `IOV_MAX` (1024).
  static let maxGathered = 64

  private let lock = Lock()
  private var chunks: [[UInt8]] = []
  private var headOffset = 0
  private var queuedBytes = 0
  private var isSealed = false
  private var flushScheduled = false
  /// The bound, in bytes; raised for the echo endpoint on upgrade.
  var limit: Int
  /// System calls made to write, for tests of the gathering.
  private(set) var writeCalls = 0

  init(limit: Int) { self.limit = limit }

  /// Appends `bytes` unless the queue was sealed by a close frame.
  func enqueue(_ bytes: [UInt8]) -> EnqueueResult {
    lock.withLock {
      if isSealed { return .dropped }
      if queuedBytes + bytes.count > limit { return .overflow }
      chunks.append(bytes)
      queuedBytes += bytes.count
      defer { flushScheduled = true }
      return .queued(needsWakeUp: !flushScheduled)
    }
  }

  /// Appends a last frame (a close frame) and refuses everything after it. With
  /// `discardingPending`, queued chunks not yet started are dropped first (overflow).
  func seal(with bytes: [UInt8], discardingPending: Bool = false) -> Bool {
    lock.withLock {
      if isSealed { return false }
      if discardingPending, !chunks.isEmpty {
        chunks.removeSubrange((headOffset > 0 ? 1 : 0)...)
        queuedBytes = chunks.first.map { $0.count - headOffset } ?? 0
        if chunks.isEmpty { headOffset = 0 }
      }
      chunks.append(bytes)
      queuedBytes += bytes.count
      isSealed = true
      return true
    }
  }

  /// Chunks queued and not yet completely written.
  var pendingCount: Int { lock.withLock { chunks.count } }

  /// Drops every queued chunk not yet started and queues `bytes` instead: how a slow reader's
  /// backlog of updates becomes one fresh state. A chunk the socket has begun to take stays.
  func replacePending(with bytes: [UInt8]) -> EnqueueResult {
    lock.withLock {
      if isSealed { return .dropped }
      if !chunks.isEmpty {
        chunks.removeSubrange((headOffset > 0 ? 1 : 0)...)
        queuedBytes = chunks.first.map { $0.count - headOffset } ?? 0
        if chunks.isEmpty { headOffset = 0 }
      }
      if queuedBytes + bytes.count > limit { return .overflow }
      chunks.append(bytes)
      queuedBytes += bytes.count
      defer { flushScheduled = true }
      return .queued(needsWakeUp: !flushScheduled)
    }
  }

  /// Marks the queue closed and frees it.
  func discard() {
    lock.withLock {
      isSealed = true
      chunks = []
      queuedBytes = 0
      headOffset = 0
    }
  }

  var isEmpty: Bool { lock.withLock { chunks.isEmpty } }
  /// Bytes queued and not yet written.
  var queuedByteCount: Int { lock.withLock { queuedBytes } }
  var sealed: Bool { lock.withLock { isSealed } }

  /// Writes as much as the socket takes, several chunks per `sendmsg` (`MSG_NOSIGNAL`).
  /// Returns true when everything was written.
  ///
  /// The lock is held across the system call: the chunks' storage must not move while the
  /// kernel reads it, and a non-blocking `sendmsg` takes microseconds.
  func write(to fd: Int32) throws -> Bool {
    try lock.withLock {
      flushScheduled = false
      return try withUnsafeTemporaryAllocation(of: iovec.self, capacity: Self.maxGathered) {
        vectors in
        while !chunks.isEmpty {
          let count = min(chunks.count, Self.maxGathered)
          for index in 0..<count {
            let skip = index == 0 ? headOffset : 0
            chunks[index].withUnsafeBytes { bytes in
              vectors[index] = iovec(
                iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + skip),
                iov_len: bytes.count - skip)
            }
          }
          writeCalls += 1
          let result = try Posix.sendGathered(
            fd, UnsafeMutableBufferPointer(rebasing: vectors[0..<count]))
          guard case .processed(let written) = result else { return false }
          consume(written)
        }
        if chunks.capacity > 16 { chunks = [] }
        return true
      }
    }
  }

  /// Writes through TLS, one chunk per `SSL_write`. Returns true when everything was written;
  /// otherwise what OpenSSL waits for.
  func write(to session: TLSSession) throws -> TLSSession.Outcome? {
    lock.withLock { flushScheduled = false }
    while true {
      guard let (chunk, offset) = lock.withLock({ chunks.first.map { ($0, headOffset) } }) else {
        return nil
      }
      let outcome = try chunk.withUnsafeBytes { bytes in
        try session.write(bytes.baseAddress! + offset, bytes.count - offset)
      }
      guard case .bytes(let written) = outcome else { return outcome }
      lock.withLock { consume(written) }
    }
  }

  /// Drops `written` bytes from the head. Lock held.
  private func consume(_ written: Int) {
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
}
