/// A close status code (RFC 6455 §7.4). Any `UInt16` is representable; `isValidOnWire` says
/// whether a peer may send it.
public struct CloseCode: RawRepresentable, Hashable, Sendable {
  /// The status code.
  public let rawValue: UInt16

  /// Creates a code from its numeric value.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// 1000: normal closure.
  public static let normalClosure = CloseCode(rawValue: 1000)
  /// 1001: the endpoint is going away (server shutdown, page navigation).
  public static let goingAway = CloseCode(rawValue: 1001)
  /// 1002: protocol error.
  public static let protocolError = CloseCode(rawValue: 1002)
  /// 1003: a data type the endpoint cannot accept.
  public static let unsupportedData = CloseCode(rawValue: 1003)
  /// 1005: no status code was present. Never sent on the wire.
  public static let noStatusReceived = CloseCode(rawValue: 1005)
  /// 1006: the connection closed without a close frame. Never sent on the wire.
  public static let abnormalClosure = CloseCode(rawValue: 1006)
  /// 1007: message data inconsistent with its type (for example invalid UTF-8 text).
  public static let invalidFramePayloadData = CloseCode(rawValue: 1007)
  /// 1008: a message violates the endpoint's policy.
  public static let policyViolation = CloseCode(rawValue: 1008)
  /// 1009: a message is too big to process.
  public static let messageTooBig = CloseCode(rawValue: 1009)
  /// 1010: the client expected an extension the server did not negotiate.
  public static let mandatoryExtension = CloseCode(rawValue: 1010)
  /// 1011: the server hit an unexpected condition.
  public static let internalServerError = CloseCode(rawValue: 1011)

  /// Whether a peer may put this code in a close frame.
  ///
  /// RFC 6455 §7.4.1 and §7.4.2: 1004, 1005, 1006 and 1015 are reserved and must not be sent;
  /// codes below 1000 are unused; 1016–2999 are reserved for future RFCs. 1012–1014 were
  /// registered with IANA after the RFC. 3000–4999 belong to libraries and applications.
  public var isValidOnWire: Bool {
    switch rawValue {
    case 1000...1003, 1007...1014: return true
    case 3000...4999: return true
    default: return false
    }
  }
}
