/// An incremental UTF-8 validator: bytes can arrive in any number of pieces (fragments), and
/// validation fails at the first byte that cannot start or continue a well-formed sequence
/// (Unicode 15, Table 3-7), as RFC 6455 §8.1 asks ("fail fast").
public struct UTF8Validator: Sendable {
  private var remaining = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF

  /// Creates a validator at a character boundary.
  public init() {}

  /// Whether the bytes seen so far end on a character boundary.
  public var isAtBoundary: Bool { remaining == 0 }

  /// Feeds `bytes`; returns `false` at the first invalid byte.
  public mutating func validate<Bytes: Sequence>(_ bytes: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    for byte in bytes where !step(byte) { return false }
    return true
  }

  private mutating func step(_ byte: UInt8) -> Bool {
    if remaining == 0 {
      switch byte {
      case 0x00...0x7F: return true
      case 0xC2...0xDF: remaining = 1
      case 0xE0: (remaining, lower) = (2, 0xA0)  // no overlong 3-byte forms
      case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
      case 0xED: (remaining, upper) = (2, 0x9F)  // no surrogates
      case 0xF0: (remaining, lower) = (3, 0x90)  // no overlong 4-byte forms
      case 0xF1...0xF3: remaining = 3
      case 0xF4: (remaining, upper) = (3, 0x8F)  // nothing above U+10FFFF
      default: return false
      }
      return true
    }
    guard byte >= lower, byte <= upper else { return false }
    (lower, upper) = (0x80, 0xBF)
    remaining -= 1
    return true
  }
}
