/// A frame opcode (RFC 6455 §5.2). A struct rather than an enum so that reserved opcodes stay
/// representable and are rejected by validation, not by the type system.
public struct Opcode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The 4-bit opcode.
  public let rawValue: UInt8

  /// Creates an opcode from its low 4 bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue & 0x0F }

  /// `0x0`: continues a fragmented message.
  public static let continuation = Opcode(rawValue: 0x0)
  /// `0x1`: a UTF-8 text message.
  public static let text = Opcode(rawValue: 0x1)
  /// `0x2`: a binary message.
  public static let binary = Opcode(rawValue: 0x2)
  /// `0x8`: starts or answers the closing handshake.
  public static let close = Opcode(rawValue: 0x8)
  /// `0x9`: a ping.
  public static let ping = Opcode(rawValue: 0x9)
  /// `0xA`: a pong.
  public static let pong = Opcode(rawValue: 0xA)

  /// Whether this is a control opcode (`0x8`–`0xF`, RFC 6455 §5.5).
  public var isControl: Bool { rawValue & 0x8 != 0 }

  /// Whether RFC 6455 defines this opcode; `0x3`–`0x7` and `0xB`–`0xF` are reserved.
  public var isDefined: Bool {
    self == .continuation || self == .text || self == .binary || self == .close
      || self == .ping || self == .pong
  }

  /// A readable name such as `text` or `opcode(0x3)`.
  public var description: String {
    switch self {
    case .continuation: return "continuation"
    case .text: return "text"
    case .binary: return "binary"
    case .close: return "close"
    case .ping: return "ping"
    case .pong: return "pong"
    default: return "opcode(0x\(String(rawValue, radix: 16)))"
    }
  }
}
