/// A violation that fails the WebSocket connection with a close code (RFC 6455 §7.1.7).
public struct WebSocketError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The code to send in the close frame.
  public var code: CloseCode
  /// A short reason for the close frame (ASCII, well under 123 bytes).
  public var reason: String

  /// Creates an error.
  public init(_ code: CloseCode, _ reason: String) {
    self.code = code
    self.reason = reason
  }

  /// `"1002: reason"`.
  public var description: String { "\(code.rawValue): \(reason)" }
}
