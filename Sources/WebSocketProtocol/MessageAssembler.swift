/// What the connection should act on after a frame.
public enum Message: Equatable, Sendable {
  /// A complete text message, as its UTF-8 bytes (validated).
  case text([UInt8])
  /// A complete binary message.
  case binary([UInt8])
  /// A ping; answer with a pong carrying the same payload (RFC 6455 §5.5.2).
  case ping([UInt8])
  /// A pong.
  case pong([UInt8])
  /// A close frame; `code` is `nil` when the frame had no payload.
  case close(code: CloseCode?, reason: String)
}

/// Validates frames against RFC 6455 and reassembles fragmented messages.
///
/// Control frames may arrive between the fragments of a message (RFC 6455 §5.4) and are
/// returned at once. Text is validated as UTF-8 fragment by fragment so that invalid data
/// fails at the first bad byte.
public struct MessageAssembler {
  /// The largest message, summed over its fragments; larger messages fail with 1009.
  public let maxMessageSize: Int
  /// Whether frames must be masked: true on a server (RFC 6455 §5.1).
  public let requiresMasking: Bool
  /// RSV bits that a negotiated extension gives meaning to (`0b100` for permessage-deflate).
  public let negotiatedReservedBits: UInt8

  /// The permessage-deflate inflater when the extension was negotiated (RFC 7692); RSV1 on
  /// the first frame of a message then marks it compressed.
  public let inflater: MessageInflater?

  private var messageOpcode: Opcode?
  private var messageIsCompressed = false
  private var fragments: [UInt8] = []
  private var validator = UTF8Validator()

  /// Creates an assembler.
  public init(
    maxMessageSize: Int = 1 << 20, requiresMasking: Bool = true, negotiatedReservedBits: UInt8 = 0,
    inflater: MessageInflater? = nil
  ) {
    self.maxMessageSize = maxMessageSize
    self.requiresMasking = requiresMasking
    self.inflater = inflater
    self.negotiatedReservedBits = negotiatedReservedBits | (inflater == nil ? 0 : 0b100)
  }

  /// Whether a fragmented message has started and not finished.
  public var isInsideMessage: Bool { messageOpcode != nil }

  /// Checks `frame` and returns a message when one is complete.
  ///
  /// - Throws: `WebSocketError` carrying the close code that fails the connection.
  public mutating func process(_ frame: Frame) throws -> Message? {
    // RFC 6455 §5.1: "The server MUST close the connection upon receiving a frame that is not
    // masked."
    if requiresMasking, !frame.isMasked {
      throw WebSocketError(.protocolError, "client frame is not masked")
    }
    // RFC 6455 §5.2: RSV bits MUST be 0 unless an extension defining them was negotiated.
    if frame.reservedBits & ~negotiatedReservedBits != 0 {
      throw WebSocketError(.protocolError, "reserved bits set without an extension")
    }
    // RFC 6455 §5.2: on an unknown opcode the endpoint MUST fail the connection.
    guard frame.opcode.isDefined else {
      throw WebSocketError(.protocolError, "reserved opcode \(frame.opcode)")
    }
    if frame.opcode.isControl {
      // RFC 7692 §6.1: RSV1 is never set on a control frame.
      guard frame.reservedBits & 0b100 == 0 else {
        throw WebSocketError(.protocolError, "RSV1 set on a control frame")
      }
      return try processControl(frame)
    }
    return try processData(frame)
  }

  private mutating func processControl(_ frame: Frame) throws -> Message {
    // RFC 6455 §5.5: control frames have a payload of at most 125 bytes and MUST NOT be
    // fragmented.
    guard frame.payload.count <= 125 else {
      throw WebSocketError(.protocolError, "control frame payload over 125 bytes")
    }
    guard frame.fin else { throw WebSocketError(.protocolError, "fragmented control frame") }
    switch frame.opcode {
    case .ping: return .ping(frame.payload)
    case .pong: return .pong(frame.payload)
    default: return try parseClose(frame.payload)
    }
  }

  private func parseClose(_ payload: [UInt8]) throws -> Message {
    if payload.isEmpty { return .close(code: nil, reason: "") }
    // RFC 6455 §5.5.1: a body, if present, starts with a 2-byte status code.
    guard payload.count >= 2 else {
      throw WebSocketError(.protocolError, "close payload of 1 byte")
    }
    let code = CloseCode(rawValue: UInt16(payload[0]) << 8 | UInt16(payload[1]))
    // RFC 6455 §7.4.1: 1004, 1005, 1006, 1015 and unassigned codes must not appear on the wire.
    guard code.isValidOnWire else {
      throw WebSocketError(.protocolError, "invalid close code \(code.rawValue)")
    }
    var reasonValidator = UTF8Validator()
    let reason = payload[2...]
    // RFC 6455 §5.5.1: the close reason is UTF-8; §8.1: invalid UTF-8 fails with 1007.
    guard reasonValidator.validate(reason), reasonValidator.isAtBoundary else {
      throw WebSocketError(.invalidFramePayloadData, "close reason is not UTF-8")
    }
    return .close(code: code, reason: String(decoding: reason, as: UTF8.self))
  }

  private mutating func processData(_ frame: Frame) throws -> Message? {
    if frame.opcode == .continuation {
      // RFC 6455 §5.4: a continuation frame only makes sense after an unfinished data frame.
      guard messageOpcode != nil else {
        throw WebSocketError(.protocolError, "continuation frame without a message to continue")
      }
      // RFC 7692 §6.1: the "Per-Message Compressed" bit is set on the first frame only.
      if inflater != nil, frame.reservedBits & 0b100 != 0 {
        throw WebSocketError(.protocolError, "RSV1 set on a continuation frame")
      }
    } else {
      // RFC 6455 §5.4: the fragments of one message are not interleaved with another message.
      guard messageOpcode == nil else {
        throw WebSocketError(.protocolError, "new data frame inside a fragmented message")
      }
      messageOpcode = frame.opcode
      messageIsCompressed = inflater != nil && frame.reservedBits & 0b100 != 0
      validator = UTF8Validator()
    }
    var data = frame.payload
    if messageIsCompressed, let inflater {
      // RFC 7692 §7.2.2: the inflated size is what counts against the limit.
      data = try inflater.inflate(
        frame.payload, isFinal: frame.fin, limit: maxMessageSize - fragments.count)
    }
    // RFC 6455 §10.4: refuse messages larger than the endpoint can handle, with 1009.
    guard fragments.count + data.count <= maxMessageSize else {
      throw WebSocketError(.messageTooBig, "message exceeds \(maxMessageSize) bytes")
    }
    let opcode = messageOpcode ?? frame.opcode
    // RFC 6455 §8.1: invalid UTF-8 in a text message fails the connection with 1007, as soon
    // as it is seen.
    if opcode == .text, !validator.validate(data) {
      throw WebSocketError(.invalidFramePayloadData, "text message is not valid UTF-8")
    }
    guard frame.fin else {
      fragments.append(contentsOf: data)
      return nil
    }
    var payload = data
    if !fragments.isEmpty {
      fragments.append(contentsOf: data)
      payload = fragments
      fragments = []
    }
    messageOpcode = nil
    messageIsCompressed = false
    if opcode == .text {
      guard validator.isAtBoundary else {
        throw WebSocketError(.invalidFramePayloadData, "text message ends inside a character")
      }
      return .text(payload)
    }
    return .binary(payload)
  }
}

/// Decompresses the fragments of a compressed message (a permessage-deflate inflater).
/// Declared here so that this module stays free of zlib.
public protocol MessageInflater: AnyObject {
  /// Returns the data of one fragment; `isFinal` on the last fragment of the message.
  ///
  /// - Throws: `WebSocketError` (1009 beyond `limit` output bytes, 1007 for corrupt data).
  func inflate(_ bytes: [UInt8], isFinal: Bool, limit: Int) throws -> [UInt8]
}
