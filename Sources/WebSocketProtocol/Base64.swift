/// Standard Base64 (RFC 4648 §4) with padding, for `Sec-WebSocket-Key` and
/// `Sec-WebSocket-Accept`. Kept here so this module needs nothing beyond the standard library.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Encodes `bytes` with `=` padding.
  public static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value: UInt32 = 0
      for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << (16 - 8 * offset) }
      for position in 0..<4 {
        if position <= chunk.count {
          output.append(alphabet[Int((value >> (18 - 6 * position)) & 0x3F)])
        } else {
          output.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes padded Base64; returns `nil` for anything that is not canonical Base64.
  public static func decode(_ text: String) -> [UInt8]? {
    let input = Array(text.utf8)
    guard input.count % 4 == 0 else { return nil }
    var output: [UInt8] = []
    var index = 0
    while index < input.count {
      var value: UInt32 = 0
      var padding = 0
      for position in 0..<4 {
        let character = input[index + position]
        let isLastQuad = index + 4 == input.count
        if character == UInt8(ascii: "="), isLastQuad, position >= 2 {
          padding += 1
          continue
        }
        guard padding == 0, let digit = decodeDigit(character) else { return nil }
        value |= UInt32(digit) << (18 - 6 * position)
      }
      let bytes = [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
      output.append(contentsOf: bytes[0..<(3 - padding)])
      index += 4
    }
    return output
  }

  private static func decodeDigit(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): return 62
    case UInt8(ascii: "/"): return 63
    default: return nil
    }
  }
}
