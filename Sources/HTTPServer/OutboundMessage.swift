import WebSocketProtocol

/// A complete, unmasked server frame, encoded once. Sending one value to many connections
/// shares its bytes (copy-on-write) instead of encoding per connection.
public struct OutboundMessage: Sendable {
  /// The encoded frame.
  public let bytes: [UInt8]

  /// A text message.
  public init(text: String) {
    self.init(textBytes: Array(text.utf8))
  }

  /// A text message from bytes that are already UTF-8 (for example encoded JSON).
  public init(textBytes: [UInt8]) {
    bytes = FrameEncoder.encode(opcode: .text, payload: textBytes)
  }

  /// A binary message.
  public init(binary: [UInt8]) {
    bytes = FrameEncoder.encode(opcode: .binary, payload: binary)
  }
}
