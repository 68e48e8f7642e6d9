/// The server side of the permessage-deflate negotiation (RFC 7692 §5 and §7.1).
///
/// The client lists offers in `Sec-WebSocket-Extensions`, in order of preference. The server
/// accepts the first offer it can honour and declines the others; an offer with an unknown or
/// repeated parameter, or an invalid value, is declined (§7.1: "the server MUST decline").
///
/// zlib cannot compress raw deflate with a 256-byte window: `deflateInit2` refuses
/// `windowBits = -8` (zlib 1.2.9 and later; before, it silently used 9). So an offer with
/// `server_max_window_bits=8` cannot be honoured and is declined, while
/// `client_max_window_bits=8` is fine: the inflater uses a 512-byte window (9), and a larger
/// window decodes anything a smaller one produced.
public enum PerMessageDeflateNegotiation {
  /// The extension's registered name.
  public static let name = "permessage-deflate"

  /// An accepted offer: the parameters to run with and the response header value.
  public struct Agreement: Sendable, Equatable {
    /// The negotiated parameters.
    public var parameters: PerMessageDeflateParameters
    /// The `Sec-WebSocket-Extensions` value for the 101 response.
    public var responseHeader: String
  }

  /// Picks the first acceptable permessage-deflate offer in `header`, or `nil`.
  public static func negotiate(
    offers header: String?, configuration: PerMessageDeflateConfiguration
  ) -> Agreement? {
    guard let header else { return nil }
    for offer in ExtensionHeader.parse(header) where offer.name.lowercased() == name {
      if let agreement = accept(offer.parameters, configuration: configuration) {
        return agreement
      }
    }
    return nil
  }

  /// Returns the response to one offer, or `nil` to decline it.
  static func accept(
    _ offered: [(name: String, value: String?)], configuration: PerMessageDeflateConfiguration
  ) -> Agreement? {
    var serverNoContextTakeover = false
    var clientNoContextTakeover = false
    var serverMaxWindowBits: Int?
    var clientMaxWindowBits: Int??
    var seen: Set<String> = []
    for (rawName, value) in offered {
      let name = rawName.lowercased()
      // §7.1: an offer with a repeated parameter is declined.
      guard seen.insert(name).inserted else { return nil }
      switch name {
      case "server_no_context_takeover":
        guard value == nil else { return nil }
        serverNoContextTakeover = true
      case "client_no_context_takeover":
        guard value == nil else { return nil }
        clientNoContextTakeover = true
      case "server_max_window_bits":
        // §7.1.2.1: a value is required, 8...15.
        guard let bits = value.flatMap(windowBits) else { return nil }
        serverMaxWindowBits = bits
      case "client_max_window_bits":
        // §7.1.2.2: the value is optional; when present, 8...15.
        if let value {
          guard let bits = windowBits(value) else { return nil }
          clientMaxWindowBits = .some(bits)
        } else {
          clientMaxWindowBits = .some(nil)
        }
      default:
        // §7.1: an unknown parameter declines the offer.
        return nil
      }
    }
    // zlib has no 256-byte raw deflate window (see the type's documentation).
    if serverMaxWindowBits == 8 { return nil }

    var parameters = PerMessageDeflateParameters(
      serverNoContextTakeover: serverNoContextTakeover || configuration.serverNoContextTakeover,
      clientNoContextTakeover: clientNoContextTakeover || configuration.clientNoContextTakeover,
      serverMaxWindowBits: serverMaxWindowBits ?? 15)
    var response = [name]
    if parameters.serverNoContextTakeover { response.append("server_no_context_takeover") }
    if parameters.clientNoContextTakeover { response.append("client_no_context_takeover") }
    // §7.1.2.1: only when offered, with a value no larger than offered (we use exactly it).
    if let serverMaxWindowBits { response.append("server_max_window_bits=\(serverMaxWindowBits)") }
    // §7.1.2.2: only when offered; the client then compresses with at most this window.
    if let offeredClientBits = clientMaxWindowBits {
      let limit = min(offeredClientBits ?? 15, configuration.clientMaxWindowBits ?? 15)
      parameters.clientMaxWindowBits = limit
      if configuration.clientMaxWindowBits != nil || offeredClientBits != nil {
        response.append("client_max_window_bits=\(limit)")
      }
    }
    return Agreement(parameters: parameters, responseHeader: response.joined(separator: "; "))
  }

  /// A window size: 1*DIGIT without leading zeros, 8...15 (§7.1.2.1).
  private static func windowBits(_ text: String) -> Int? {
    guard !text.hasPrefix("0"), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let bits = Int(text), (8...15).contains(bits)
    else { return nil }
    return bits
  }
}

/// Parses `Sec-WebSocket-Extensions` (RFC 6455 §9.1): comma-separated extensions, each a name
/// followed by `;`-separated parameters whose values are tokens or quoted strings.
enum ExtensionHeader {
  struct Offer {
    var name: String
    var parameters: [(name: String, value: String?)]
  }

  static func parse(_ header: String) -> [Offer] {
    var offers: [Offer] = []
    for element in split(header, on: ",") {
      var pieces = split(element, on: ";").map(trim)
      guard !pieces.isEmpty, !pieces[0].isEmpty else { continue }
      let name = pieces.removeFirst()
      var parameters: [(name: String, value: String?)] = []
      for piece in pieces {
        guard let equals = piece.firstIndex(of: "=") else {
          parameters.append((piece, nil))
          continue
        }
        var value = trim(String(piece[piece.index(after: equals)...]))
        // RFC 6455 §9.1: a quoted-string value must be a token once unquoted.
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
          value = String(value.dropFirst().dropLast())
        }
        parameters.append((trim(String(piece[..<equals])), value))
      }
      offers.append(Offer(name: name, parameters: parameters))
    }
    return offers
  }

  /// Splits on `separator` outside double quotes.
  private static func split(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" { quoted.toggle() }
      if character == separator, !quoted {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }

  private static func trim(_ text: String) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        .reversed())
  }
}
