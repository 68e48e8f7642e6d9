/// An incremental, I/O-free WebSocket frame parser (RFC 6455 §5.2).
///
/// Append bytes as they arrive, in pieces of any size, then call `nextFrame()` until it returns
/// `nil`. Splitting the input at any byte offset yields the same frames. The parser checks only
/// what it needs to frame the stream (length encoding and size); protocol rules such as
/// masking, RSV bits and control frame limits belong to `MessageAssembler`.
///
/// ```swift
/// var parser = FrameParser(maxPayloadLength: 1 << 20)
/// parser.append(bytesFromSocket)
/// while let frame = try parser.nextFrame() { ... }
/// ```
public struct FrameParser: Sendable {
  /// What the parser waits for.
  private enum State: Sendable {
    /// Waiting for a complete header (2 to 14 bytes).
    case awaitingHeader
    /// The header is parsed; waiting for `header.length` payload bytes.
    case awaitingPayload(Header)
  }

  private struct Header: Sendable {
    var firstByte: UInt8
    var isMasked: Bool
    var maskingKey: (UInt8, UInt8, UInt8, UInt8)
    var length: Int
  }

  /// The largest payload accepted for one frame; larger frames fail with 1009.
  public let maxPayloadLength: Int
  /// From this size on, a payload's room is reserved once its header is read (instead of the
  /// buffer doubling as it arrives, which holds two copies at each step), and a payload that
  /// ends the buffer is handed over without a copy.
  static let largePayload = 1 << 16
  private var state = State.awaitingHeader
  /// The bytes received and not yet returned (readable for tests).
  private(set) var buffer: [UInt8] = []
  private var readIndex = 0

  /// Creates a parser that refuses frames whose payload exceeds `maxPayloadLength`.
  public init(maxPayloadLength: Int = 1 << 20) {
    self.maxPayloadLength = maxPayloadLength
  }

  /// The number of buffered bytes not yet returned as frames.
  public var bufferedByteCount: Int { buffer.count - readIndex }

  /// Frees the buffer once every byte was returned as frames, so an idle connection holds no
  /// buffer (the next message allocates one again).
  public mutating func releaseIfDrained() {
    if readIndex > 0, readIndex == buffer.count {
      buffer = []
      readIndex = 0
    }
  }

  /// Adds received bytes.
  public mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    if readIndex > 0, readIndex == buffer.count || readIndex >= 1 << 16 {
      buffer.removeSubrange(0..<readIndex)
      readIndex = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// Returns the next complete frame, or `nil` when more bytes are needed.
  ///
  /// - Throws: `WebSocketError` with 1002 for a non-minimal-safe 64-bit length and 1009 for a
  ///   payload above `maxPayloadLength`. After an error the parser must not be used again.
  public mutating func nextFrame() throws -> Frame? {
    while true {
      switch state {
      case .awaitingHeader:
        guard let header = try parseHeader() else { return nil }
        state = .awaitingPayload(header)
      case .awaitingPayload(let header):
        guard bufferedByteCount >= header.length else { return nil }
        var payload: [UInt8]
        if header.length >= Self.largePayload, bufferedByteCount == header.length {
          // A large payload that ends the buffer: the buffer becomes the payload, without a
          // second copy of it alive (a 64 MiB echo would otherwise need twice that).
          buffer.removeSubrange(0..<readIndex)
          payload = buffer
          buffer = []
          readIndex = 0
        } else {
          payload = Array(buffer[readIndex..<(readIndex + header.length)])
          readIndex += header.length
        }
        if header.isMasked { unmask(&payload, key: header.maskingKey) }
        state = .awaitingHeader
        return Frame(
          fin: header.firstByte & 0x80 != 0, reservedBits: (header.firstByte >> 4) & 0x07,
          opcode: Opcode(rawValue: header.firstByte), isMasked: header.isMasked,
          payload: payload)
      }
    }
  }

  private mutating func parseHeader() throws -> Header? {
    guard bufferedByteCount >= 2 else { return nil }
    let firstByte = buffer[readIndex]
    let secondByte = buffer[readIndex + 1]
    let isMasked = secondByte & 0x80 != 0
    let shortLength = Int(secondByte & 0x7F)
    let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
    let headerLength = 2 + lengthBytes + (isMasked ? 4 : 0)
    // Refuse an oversized frame as soon as its length is known, before buffering the payload.
    guard bufferedByteCount >= 2 + lengthBytes else { return nil }
    var length: UInt64 = UInt64(shortLength)
    if lengthBytes > 0 {
      length = 0
      for offset in 0..<lengthBytes {
        length = length << 8 | UInt64(buffer[readIndex + 2 + offset])
      }
    }
    // RFC 6455 §5.2: "the most significant bit MUST be 0" for the 64-bit length.
    if lengthBytes == 8, length & (1 << 63) != 0 {
      throw WebSocketError(.protocolError, "64-bit payload length has its high bit set")
    }
    // RFC 6455 §10.4: an endpoint may refuse frames larger than it can handle, with 1009.
    guard length <= UInt64(maxPayloadLength) else {
      throw WebSocketError(.messageTooBig, "frame exceeds \(maxPayloadLength) bytes")
    }
    guard bufferedByteCount >= headerLength else { return nil }
    var key: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    if isMasked {
      let base = readIndex + 2 + lengthBytes
      key = (buffer[base], buffer[base + 1], buffer[base + 2], buffer[base + 3])
    }
    readIndex += headerLength
    if length >= UInt64(Self.largePayload) {
      buffer.reserveCapacity(readIndex + Int(length))
    }
    return Header(firstByte: firstByte, isMasked: isMasked, maskingKey: key, length: Int(length))
  }

  /// Shhhh: unmasking and masking are the same operation (RFC 6455 §5.3).
  private func unmask(_ payload: inout [UInt8], key: (UInt8, UInt8, UInt8, UInt8)) {
    let keyBytes = [key.0, key.1, key.2, key.3]
    payload.withUnsafeMutableBufferPointer { bytes in
      for index in bytes.indices { bytes[index] ^= keyBytes[index & 3] }
    }
  }
}
