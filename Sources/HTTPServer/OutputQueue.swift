import Glibc
import PosixIO

/// The bytes waiting to be written to one socket. Appended from any thread, drained by the
/// loop thread.
final class OutputQueue: @unchecked Sendable {
  enum EnqueueResult {
    /// Queued; `needsWakeUp` is true for the first enqueue since the loop last flushed.
    case queued(needsWakeUp: Bool)
    /// The queue is past its limit; the connection must be closed with 1008.
    case overflow
    /// The connection is closing; the bytes were dropped.
    case dropped
  }

  private let lock = Lock()
  private var chunks: [[UInt8]] = []
  private var headOffset = 0
  private var queuedBytes = 0
  private var isSealed = false
  private var flushScheduled = false
  let limit: Int

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
  var sealed: Bool { lock.withLock { isSealed } }

  /// Writes as much as the socket takes. Returns true when everything was written.
  func write(to fd: Int32) throws -> Bool {
    lock.withLock { flushScheduled = false }
    while true {
      guard let (chunk, offset) = lock.withLock({ chunks.first.map { ($0, headOffset) } }) else {
        return true
      }
      let result = try chunk.withUnsafeBytes { bytes -> IOResult<Int> in
        var vector = iovec(
          iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + offset),
          iov_len: bytes.count - offset)
        return try withUnsafeMutablePointer(to: &vector) {
          try Posix.sendGathered(fd, UnsafeMutableBufferPointer(start: $0, count: 1))
        }
      }
      guard case .processed(let written) = result else { return false }
      lock.withLock {
        queuedBytes -= written
        if offset + written == chunk.count {
          chunks.removeFirst()
          headOffset = 0
        } else {
          headOffset = offset + written
        }
      }
    }
  }
}
