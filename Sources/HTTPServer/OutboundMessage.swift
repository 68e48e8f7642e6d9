import PerMessageDeflate
import Synchronization
import WebSocketProtocol

/// A complete, unmasked server frame, encoded once. Sending one value to many connections
/// shares its bytes (copy-on-write) instead of encoding per connection.
///
/// Compression: a connection that negotiated permessage-deflate with
/// `server_no_context_takeover` (the server always asks for it by default) gets a compressed
/// frame that depends only on the message and the window size. It is made the first time a
/// connection asks for it and kept in the message, so a broadcast to N clients compresses
/// once per distinct window size (in practice once), then writes N times. A connection with
/// server context takeover compresses on its own instead (see `WebSocketConnection.send`).
public struct OutboundMessage: Sendable {
  /// The encoded frame.
  public let bytes: [UInt8]
  let opcode: Opcode
  let headerLength: Int
  private let compressed = CompressedFrames()

  /// A text message.
  public init(text: String) {
    self.init(textBytes: Array(text.utf8))
  }

  /// A text message from bytes that are already UTF-8 (for example encoded JSON).
  public init(textBytes: [UInt8]) {
    self.init(opcode: .text, payload: textBytes)
  }

  /// A binary message.
  public init(binary: [UInt8]) {
    self.init(opcode: .binary, payload: binary)
  }

  private init(opcode: Opcode, payload: [UInt8]) {
    self.opcode = opcode
    bytes = FrameEncoder.encode(opcode: opcode, payload: payload)
    headerLength = bytes.count - payload.count
  }

  /// The payload length.
  var payloadCount: Int { bytes.count - headerLength }

  /// Calls `body` with the payload, without copying it.
  func withPayload<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
    bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[headerLength...])) }
  }

  /// The frame compressed with a fresh context (`server_no_context_takeover`), RSV1 set.
  func compressedFrame(windowBits: Int, configuration: PerMessageDeflateConfiguration) -> [UInt8] {
    compressed.frame(windowBits: windowBits) {
      let deflater = DeflaterPool.shared.take(windowBits: windowBits, configuration: configuration)
      defer { DeflaterPool.shared.give(deflater, windowBits: windowBits) }
      let payload = withPayload { deflater.compress($0) }
      return FrameEncoder.encode(Frame(reservedBits: 0b100, opcode: opcode, payload: payload))
    }
  }
}

/// The compressed frames of one message, per window size. Shared by every copy of the message.
private final class CompressedFrames: Sendable {
  private let frames = Mutex<[(windowBits: Int, frame: [UInt8])]>([])

  /// The frame for `windowBits`, made by `make` under the mutex the first time it is asked for,
  /// so that concurrent senders compress once.
  func frame(windowBits: Int, make: () -> [UInt8]) -> [UInt8] {
    frames.withLock { frames in
      if let cached = frames.first(where: { $0.windowBits == windowBits }) { return cached.frame }
      let frame = make()
      frames.append((windowBits, frame))
      return frame
    }
  }
}

/// Deflate states without context takeover, reused between messages: creating one allocates
/// about 256 KiB, so broadcasts borrow one instead.
final class DeflaterPool: Sendable {
  static let shared = DeflaterPool()
  private let idle = Mutex<[Int: [Deflater]]>([:])

  func take(windowBits: Int, configuration: PerMessageDeflateConfiguration) -> Deflater {
    if let deflater = idle.withLock({ $0[windowBits]?.popLast() }) { return deflater }
    return Deflater(
      windowBits: windowBits, noContextTakeover: true, level: configuration.compressionLevel,
      memoryLevel: configuration.memoryLevel)
  }

  /// Takes back a deflater `take` lent.
  func give(_ deflater: Deflater, windowBits: Int) {
    idle.withLock { idle in
      // One per loop thread is all that is ever in use at once; keep a few.
      if idle[windowBits, default: []].count < 8 { idle[windowBits, default: []].append(deflater) }
    }
  }
}
