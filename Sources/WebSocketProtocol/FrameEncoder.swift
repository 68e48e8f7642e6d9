/// Encodes frames (RFC 6455 §5.2):
///
/// ```
///  0                   1                   2                   3
///  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
/// +-+-+-+-+-------+-+-------------+-------------------------------+
/// |F|R|R|R| opcode|M| Payload len |    Extended payload length    |
/// |I|S|S|S|  (4)  |A|     (7)     |             (16/64)           |
/// |N|V|V|V|       |S|             |   (if payload len==126/127)   |
/// | |1|2|3|       |K|             |                               |
/// +-+-+-+-+-------+-+-------------+ - - - - - - - - - - - - - - - +
/// |     Extended payload length continued, if payload len == 127  |
/// + - - - - - - - - - - - - - - - +-------------------------------+
/// |                               |Masking-key, if MASK set to 1  |
/// +-------------------------------+-------------------------------+
/// | Masking-key (continued)       |          Payload Data         |
/// +-------------------------------- - - - - - - - - - - - - - - - +
/// ```
public enum FrameEncoder {
  /// Encodes `frame`. Servers send unmasked frames; pass `maskingKey` (4 bytes) to encode as a
  /// client would.
  public static func encode(_ frame: Frame, maskingKey: [UInt8]? = nil) -> [UInt8] {
    let length = frame.payload.count
    var output: [UInt8] = []
    output.reserveCapacity(length + 14)
    output.append((frame.fin ? 0x80 : 0) | (frame.reservedBits & 0x07) << 4 | frame.opcode.rawValue)
    let maskBit: UInt8 = maskingKey == nil ? 0 : 0x80
    if length < 126 {
      output.append(maskBit | UInt8(length))
    } else if length <= Int(UInt16.max) {
      output.append(maskBit | 126)
      output.append(UInt8(length >> 8))
      output.append(UInt8(length & 0xFF))
    } else {
      output.append(maskBit | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        output.append(UInt8(UInt64(length) >> UInt64(shift) & 0xFF))
      }
    }
    if let key = maskingKey, key.count == 4 {
      output.append(contentsOf: key)
      for (index, byte) in frame.payload.enumerated() { output.append(byte ^ key[index & 3]) }
    } else {
      output.append(contentsOf: frame.payload)
    }
    return output
  }

  /// Encodes a single-frame message.
  public static func encode(
    opcode: Opcode, payload: [UInt8], fin: Bool = true, maskingKey: [UInt8]? = nil
  ) -> [UInt8] {
    encode(Frame(fin: fin, opcode: opcode, payload: payload), maskingKey: maskingKey)
  }

  /// The payload of a close frame: the code in network order, then the reason, cut at a
  /// character boundary so the payload fits the 125-byte control frame limit (RFC 6455 §5.5).
  public static func closePayload(code: CloseCode, reason: String) -> [UInt8] {
    var payload = [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)]
    var reasonBytes: [UInt8] = []
    for scalar in reason.unicodeScalars {
      let encoded = Array(String(scalar).utf8)
      if reasonBytes.count + encoded.count > 123 { break }
      reasonBytes.append(contentsOf: encoded)
    }
    payload.append(contentsOf: reasonBytes)
    return payload
  }
}
