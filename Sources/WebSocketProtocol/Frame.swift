/// One WebSocket frame with its payload already unmasked.
public struct Frame: Equatable, Sendable {
  /// The FIN bit: this is the last frame of a message.
  public var fin: Bool
  /// The three RSV bits, in the low bits (`RSV1` = 0b100).
  public var reservedBits: UInt8
  /// The opcode.
  public var opcode: Opcode
  /// Whether the frame arrived masked. Client-to-server frames must be (RFC 6455 §5.1).
  public var isMasked: Bool
  /// The application data, unmasked.
  public var payload: [UInt8]

  /// Creates a frame.
  public init(
    fin: Bool = true, reservedBits: UInt8 = 0, opcode: Opcode, isMasked: Bool = false,
    payload: [UInt8] = []
  ) {
    self.fin = fin
    self.reservedBits = reservedBits
    self.opcode = opcode
    self.isMasked = isMasked
    self.payload = payload
  }
}
