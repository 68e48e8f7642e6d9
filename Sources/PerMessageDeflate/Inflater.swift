import CZlib
import WebSocketProtocol

/// Decompresses permessage-deflate messages (RFC 7692 §7.2.2) fragment by fragment, refusing
/// to produce more than a limit: a zip bomb fails with 1009 having cost at most the limit
/// plus one 16 KiB chunk of memory.
public final class Inflater: MessageInflater {
  private var stream = z_stream()
  private var isInitialized = false
  private let windowBits: Int32
  /// Whether the peer resets its compressor after each message, so the window can go.
  public let noContextTakeover: Bool

  /// The last 4 octets of a sync flush, removed by the sender and appended back here (§7.2.2).
  private static let tail: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]

  /// Creates an inflater for a peer compressing with at most `2^windowBits` bytes of window.
  /// A window of 8 bits is inflated with 9 (zlib's smallest raw window); a larger window
  /// decodes anything a smaller one produced.
  public init(windowBits: Int, noContextTakeover: Bool) {
    self.windowBits = Int32(max(9, min(15, windowBits)))
    self.noContextTakeover = noContextTakeover
  }

  deinit { release() }

  /// Inflates one fragment; on the last one (`isFinal`) the tail is appended first.
  ///
  /// - Throws: `WebSocketError` 1009 when the output would exceed `limit`, 1007 for data that
  ///   is not valid deflate.
  public func inflate(_ bytes: [UInt8], isFinal: Bool, limit: Int) throws -> [UInt8] {
    if !isInitialized {
      // The state (7 KiB, plus the window once used) exists only while a message is inflated
      // or while context takeover needs the window: idle connections pay nothing.
      let status = navmirror_inflateInit2(&stream, -windowBits)
      guard status == Z_OK else {
        throw WebSocketError(.internalServerError, "inflateInit2 failed")
      }
      isInitialized = true
    }
    var output: [UInt8] = []
    var finished = false
    try feed(bytes, into: &output, limit: limit, finished: &finished)
    if isFinal {
      if !finished { try feed(Self.tail, into: &output, limit: limit, finished: &finished) }
      if finished || noContextTakeover {
        // A BFINAL block ended the stream, or the peer promised no context takeover.
        release()
      }
    }
    return output
  }

  private func feed(
    _ input: [UInt8], into output: inout [UInt8], limit: Int, finished: inout Bool
  ) throws {
    guard !finished else { return }
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    try input.withUnsafeBufferPointer { source in
      stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
      stream.avail_in = UInt32(source.count)
      defer { stream.next_in = nil }
      while true {
        let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(buffer.count)
          let status = CZlib.inflate(&stream, Z_SYNC_FLUSH)
          return (status, buffer.count - Int(stream.avail_out))
        }
        guard output.count + produced <= limit else {
          release()
          throw WebSocketError(.messageTooBig, "inflated message exceeds \(limit) bytes")
        }
        output.append(contentsOf: chunk[0..<produced])
        switch status {
        case Z_STREAM_END:
          finished = true
          return
        case Z_OK:
          // Output filled the chunk: there may be more; otherwise the input is used up.
          if stream.avail_in == 0, produced < chunk.count { return }
        case Z_BUF_ERROR:
          return
        default:
          release()
          throw WebSocketError(.invalidFramePayloadData, "invalid deflate data")
        }
      }
    }
  }

  private func release() {
    guard isInitialized else { return }
    inflateEnd(&stream)
    stream = z_stream()
    isInitialized = false
  }
}
