/// The server side of the opening handshake (RFC 6455 §4.2).
public enum Handshake {
  /// The GUID appended to the key before hashing (RFC 6455 §1.3).
  public static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

  /// A handshake the server accepts.
  public struct Accepted: Equatable, Sendable {
    /// The client's `Sec-WebSocket-Key`.
    public var key: String
    /// The negotiated subprotocol, if any.
    public var subprotocol: String?
  }

  /// A handshake the server refuses, with the HTTP response to send.
  public struct Rejection: Error, Equatable, Sendable {
    /// The HTTP status (400 or 426).
    public var status: Int
    /// Extra response headers.
    public var headers: [String: String]
    /// Why, for the response body.
    public var reason: String
  }

  /// `Sec-WebSocket-Accept` for `key`: base64(SHA-1(key + GUID)) (RFC 6455 §4.2.2 step 5.4).
  ///
  /// - Parameter sha1: A SHA-1 implementation, injected so this module stays pure.
  public static func acceptKey(for key: String, sha1: ([UInt8]) -> [UInt8]) -> String {
    Base64.encode(sha1(Array((key + guid).utf8)))
  }

  /// Validates an upgrade request (RFC 6455 §4.2.1) and picks the subprotocol.
  ///
  /// - Parameters:
  ///   - header: Looks a header up by name, case-insensitively; repeated headers joined by ",".
  ///   - subprotocols: The server's subprotocols. The first one the client offers that is in
  ///     this list is selected.
  public static func validate(
    header: (String) -> String?, subprotocols: [String]
  ) -> Result<Accepted, Rejection> {
    // §4.2.1 step 2: a |Host| header field.
    guard header("host") != nil else {
      return .failure(Rejection(status: 400, headers: [:], reason: "missing Host header"))
    }
    // §4.2.1 step 3: |Upgrade| contains "websocket", ASCII case-insensitive.
    guard tokens(header("upgrade")).contains("websocket") else {
      return .failure(
        Rejection(
          status: 426, headers: ["Upgrade": "websocket", "Sec-WebSocket-Version": "13"],
          reason: "this endpoint requires a WebSocket upgrade"))
    }
    // §4.2.1 step 4: |Connection| includes the token "Upgrade", ASCII case-insensitive.
    guard tokens(header("connection")).contains("upgrade") else {
      return .failure(
        Rejection(status: 400, headers: [:], reason: "Connection header lacks 'Upgrade'"))
    }
    // §4.2.1 step 6 and §4.4: version 13, else 426 listing the versions we speak.
    guard header("sec-websocket-version")?.trimmingSpaces == "13" else {
      return .failure(
        Rejection(
          status: 426, headers: ["Sec-WebSocket-Version": "13"],
          reason: "unsupported Sec-WebSocket-Version"))
    }
    // §4.2.1 step 5: the key is base64 of 16 bytes.
    guard let key = header("sec-websocket-key")?.trimmingSpaces,
      let decoded = Base64.decode(key), decoded.count == 16
    else {
      return .failure(
        Rejection(status: 400, headers: [:], reason: "invalid Sec-WebSocket-Key"))
    }
    // §4.2.2 step 5.4 /subprotocol/: one of the client's offers, or none.
    let offered = (header("sec-websocket-protocol") ?? "").split(separator: ",").map {
      String($0).trimmingSpaces
    }
    let selected = offered.first { subprotocols.contains($0) }
    return .success(Accepted(key: key, subprotocol: selected))
  }

  /// Splits a comma-separated header into lowercased tokens.
  private static func tokens(_ value: String?) -> [String] {
    guard let value else { return [] }
    return value.split(separator: ",").map { String($0).trimmingSpaces.lowercasedASCII }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs (HTTP OWS).
  var trimmingSpaces: String {
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// ASCII lowercasing, as HTTP tokens are compared (RFC 9110 §5.1).
  var lowercasedASCII: String {
    String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
