import PosixIO
import Synchronization

/// The bytes waiting to be written to one socket. Appended from any thread, drained by the
/// loop thread. Holds no buffer of its own while empty, so an idle connection costs nothing
/// here.
final class OutputQueue: Sendable {
  enum EnqueueResult {
    /// Queued; `needsWakeUp` is true for the first enqueue since the loop last flushed.
    case queued(needsWakeUp: Bool)
    /// The queue is past its limit; the connection must be closed with 1008.
    case overflow
    /// The connection is closing; the bytes were dropped.
    case dropped
  }

  /// The queue proper; the TLS path (`OutputQueue+TLS.swift`) writes it too.
  let state: Mutex<OutputChunks>

  init(limit: Int) { state = Mutex(OutputChunks(limit: limit)) }

  /// The bound, in bytes; raised for the echo endpoint on upgrade.
  var limit: Int {
    get { state.withLock { $0.limit } }
    set { state.withLock { $0.limit = newValue } }
  }

  /// System calls made to write, for tests of the gathering.
  var writeCalls: Int { state.withLock { $0.writeCalls } }

  /// Appends `bytes` unless the queue was sealed by a close frame.
  func enqueue(_ bytes: [UInt8]) -> EnqueueResult {
    state.withLock { queue in
      if queue.isSealed { return .dropped }
      if queue.queuedBytes + bytes.count > queue.limit { return .overflow }
      queue.chunks.append(bytes)
      queue.queuedBytes += bytes.count
      defer { queue.flushScheduled = true }
      return .queued(needsWakeUp: !queue.flushScheduled)
    }
  }

  /// Appends a last frame (a close frame) and refuses everything after it. With
  /// `discardingPending`, queued chunks not yet started are dropped first (overflow).
  func seal(with bytes: [UInt8], discardingPending: Bool = false) -> Bool {
    state.withLock { queue in
      if queue.isSealed { return false }
      if discardingPending { queue.dropPending() }
      queue.chunks.append(bytes)
      queue.queuedBytes += bytes.count
      queue.isSealed = true
      return true
    }
  }

  /// Chunks waiting behind a socket that refused bytes at the last write; 0 while the reader
  /// keeps up, however many messages wait for the loop's next flush.
  var backlogCount: Int { state.withLock { $0.isBackedUp ? $0.chunks.count : 0 } }

  /// Drops every queued chunk not yet started and queues `bytes` instead: how a slow reader's
  /// backlog of updates becomes one fresh state. A chunk the socket has begun to take stays.
  func replacePending(with bytes: [UInt8]) -> EnqueueResult {
    state.withLock { queue in
      if queue.isSealed { return .dropped }
      queue.dropPending()
      if queue.queuedBytes + bytes.count > queue.limit { return .overflow }
      queue.chunks.append(bytes)
      queue.queuedBytes += bytes.count
      defer { queue.flushScheduled = true }
      return .queued(needsWakeUp: !queue.flushScheduled)
    }
  }

  /// Marks the queue closed and frees it.
  func discard() {
    state.withLock { queue in
      queue.isSealed = true
      queue.chunks = []
      queue.queuedBytes = 0
      queue.headOffset = 0
    }
  }

  var isEmpty: Bool { state.withLock { $0.chunks.isEmpty } }
  /// Bytes queued and not yet written.
  var queuedByteCount: Int { state.withLock { $0.queuedBytes } }
  var sealed: Bool { state.withLock { $0.isSealed } }

  /// Writes as much as the socket takes, several chunks per `sendmsg` (`MSG_NOSIGNAL`).
  /// Returns true when everything was written.
  ///
  /// The mutex is held across the system call: the chunks' storage must not move while the
  /// kernel reads it, and a non-blocking `sendmsg` takes microseconds.
  func write(to fd: Int32) throws -> Bool {
    try state.withLock { queue in
      queue.flushScheduled = false
      while !queue.chunks.isEmpty {
        queue.writeCalls += 1
        let result = try Posix.sendGathered(
          fd, queue.chunks[...], skippingFirst: queue.headOffset)
        guard case .processed(let written) = result else {
          queue.isBackedUp = true
          return false
        }
        queue.consume(written)
      }
      queue.isBackedUp = false
      if queue.chunks.capacity > 16 { queue.chunks = [] }
      return true
    }
  }
}
