import PerMessageDeflate
import PosixIO
import Synchronization
import WebSocketProtocol

/// One accepted WebSocket. Thread-safe: `send` and `close` may be called from any thread.
///
/// `@unchecked Sendable`: `connection` is only touched on the loop thread of `loop`, the
/// compressor only under `deflater`'s mutex; everything else is immutable or thread-safe.
public final class WebSocketConnection: @unchecked Sendable, Hashable {
  /// A server-unique identifier.
  public let id: UInt64
  /// The negotiated subprotocol, if any.
  public let subprotocol: String?
  /// The negotiated permessage-deflate parameters; `nil` when the extension is off.
  public let compression: PerMessageDeflateParameters?

  let output: OutputQueue
  let loop: EventLoop
  /// Where a send from another thread asks the loop to write.
  let flushes: FlushRequests
  private let deflateConfiguration: PerMessageDeflateConfiguration
  /// Only with server context takeover: this connection's own compressor, made on first use.
  private let deflater = Mutex<Deflater?>(nil)
  /// The socket side; only touched on the loop thread.
  weak var connection: Connection?

  init(
    id: UInt64, subprotocol: String?, compression: PerMessageDeflateParameters?,
    deflateConfiguration: PerMessageDeflateConfiguration?, output: OutputQueue, loop: EventLoop,
    flushes: FlushRequests
  ) {
    self.id = id
    self.subprotocol = subprotocol
    self.compression = compression
    self.deflateConfiguration = deflateConfiguration ?? PerMessageDeflateConfiguration()
    self.output = output
    self.loop = loop
    self.flushes = flushes
  }

  /// Queues a text message. Never blocks; dropped once the connection is closing.
  public func send(text: String) {
    send(OutboundMessage(text: text))
  }

  /// Queues an encoded message (encode once, send to many; `BroadcastBatch` for many at once
  /// from off the loop).
  public func send(_ message: OutboundMessage) {
    send(message, batch: nil)
  }

  func send(_ message: OutboundMessage, batch: BroadcastBatch?) {
    guard let compression, message.payloadCount >= deflateConfiguration.minimumCompressedSize
    else {
      enqueue(message.bytes, batch: batch)
      return
    }
    if compression.serverNoContextTakeover {
      enqueue(
        message.compressedFrame(
          windowBits: compression.serverMaxWindowBits, configuration: deflateConfiguration),
        batch: batch)
      return
    }
    // Context takeover: messages must be compressed in the order they are queued.
    deflater.withLock { deflater in
      if deflater == nil {
        deflater = Deflater(
          windowBits: compression.serverMaxWindowBits, noContextTakeover: false,
          level: deflateConfiguration.compressionLevel,
          memoryLevel: deflateConfiguration.memoryLevel)
      }
      let payload = message.withPayload { deflater!.compress($0) }
      enqueue(
        FrameEncoder.encode(Frame(reservedBits: 0b100, opcode: message.opcode, payload: payload)),
        batch: batch)
    }
  }

  /// Messages (and control frames) waiting behind a socket that refused bytes at the last
  /// write: how far a slow reader is behind. A reader that keeps up has 0, however many
  /// messages wait for the loop's next write (a burst of updates leaves in one system call).
  public var backloggedMessageCount: Int { output.backlogCount }

  /// Drops the queued messages not yet started and sends `message` instead — for a reader too
  /// slow to take every update, one fresh full state replaces the backlog. With a compression
  /// context carried between messages nothing can be dropped, and `message` is simply sent.
  public func replaceQueued(with message: OutboundMessage) {
    replaceQueued(with: message, batch: nil)
  }

  func replaceQueued(with message: OutboundMessage, batch: BroadcastBatch?) {
    if let compression, !compression.serverNoContextTakeover {
      send(message, batch: batch)
      return
    }
    var bytes = message.bytes
    if let compression, message.payloadCount >= deflateConfiguration.minimumCompressedSize {
      bytes = message.compressedFrame(
        windowBits: compression.serverMaxWindowBits, configuration: deflateConfiguration)
    }
    handle(output.replacePending(with: bytes), batch: batch)
  }

  private func enqueue(_ bytes: [UInt8], batch: BroadcastBatch?) {
    handle(output.enqueue(bytes), batch: batch)
  }

  private func handle(_ result: OutputQueue.EnqueueResult, batch: BroadcastBatch?) {
    switch result {
    case .dropped:
      break
    case .queued(let needsWakeUp):
      guard needsWakeUp else { break }
      if loop.inEventLoop {
        connection?.flushSoon()
      } else {
        if let batch {
          if flushes.add(self) { batch.owesWakeUp(flushes) }
        } else {
          flushes.request(self)
        }
      }
    case .overflow:
      // Too slow a reader must not grow memory without bound: RFC 6455 §7.4.1, 1008.
      onLoop { $0.startClose(code: .policyViolation, reason: "send queue full", discarding: true) }
    }
  }

  /// Starts the closing handshake with `code` and `reason`; the connection closes when the
  /// peer answers, or after 2 seconds.
  public func close(code: UInt16 = 1000, reason: String = "") {
    onLoop { $0.startClose(code: CloseCode(rawValue: code), reason: reason, discarding: false) }
  }

  private func onLoop(_ body: @escaping @Sendable (Connection) -> Void) {
    if loop.inEventLoop {
      if let connection { body(connection) }
    } else {
      loop.execute { [weak self] in
        if let connection = self?.connection { body(connection) }
      }
    }
  }

  /// Identity equality.
  public static func == (lhs: WebSocketConnection, rhs: WebSocketConnection) -> Bool {
    lhs === rhs
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
