/// Reads the parts of a `redis://` URL into a `RedisAddress`, with an error that says what is
/// wrong for anything else.
struct RedisURLParser {
  let url: String

  func parse() throws(RedisError) -> RedisAddress {
    let scheme = "redis://"
    guard url.lowercased().hasPrefix(scheme) else {
      if url.lowercased().hasPrefix("rediss://") {
        throw failure("TLS (rediss://) is not supported; use redis:// on a trusted network")
      }
      throw failure("it must start with redis://")
    }
    var rest = Substring(url.dropFirst(scheme.count))
    if rest.contains("?") || rest.contains("#") {
      throw failure("query parameters and fragments are not supported")
    }
    var path: Substring = ""
    if let slash = rest.firstIndex(of: "/") {
      path = rest[rest.index(after: slash)...]
      rest = rest[..<slash]
    }
    var address = RedisAddress(host: "")
    if let at = rest.lastIndex(of: "@") {
      try readCredentials(rest[..<at], into: &address)
      rest = rest[rest.index(after: at)...]
    }
    try readHostAndPort(rest, into: &address)
    if !path.isEmpty {
      guard let database = Int(path), database >= 0 else {
        throw failure("the database after the '/' must be a number, not '\(path)'")
      }
      address.database = database
    }
    return address
  }

  private func readCredentials(_ userInfo: Substring, into address: inout RedisAddress)
    throws(RedisError)
  {
    guard let colon = userInfo.firstIndex(of: ":") else {
      address.password = try decoded(userInfo)
      return
    }
    let username = try decoded(userInfo[..<colon])
    address.username = username.isEmpty ? nil : username
    address.password = try decoded(userInfo[userInfo.index(after: colon)...])
  }

  private func readHostAndPort(_ text: Substring, into address: inout RedisAddress)
    throws(RedisError)
  {
    var portText: Substring?
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else {
        throw failure("an IPv6 address must end with ']'")
      }
      address.host = String(text[text.index(after: text.startIndex)..<close])
      let after = text[text.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":") else { throw failure("expected ':port' after the ']'") }
        portText = after.dropFirst()
      }
    } else if let colon = text.firstIndex(of: ":") {
      address.host = String(text[..<colon])
      portText = text[text.index(after: colon)...]
    } else {
      address.host = String(text)
    }
    guard !address.host.isEmpty else { throw failure("it names no host") }
    if let portText {
      guard let port = Int(portText), (1...65535).contains(port) else {
        throw failure("the port must be a number from 1 to 65535, not '\(portText)'")
      }
      address.port = port
    }
  }

  /// Undoes percent-encoding (`%40` for `@`), so any password can be written in a URL.
  private func decoded(_ text: Substring) throws(RedisError) -> String {
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    while index < text.utf8.endIndex {
      let byte = text.utf8[index]
      if byte == UInt8(ascii: "%") {
        let digits = text.utf8[index...].dropFirst().prefix(2)
        guard digits.count == 2,
          let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
          throw failure("a '%' in the user name or password must be followed by two hex digits")
        }
        bytes.append(value)
        index = text.utf8.index(index, offsetBy: 3)
      } else {
        bytes.append(byte)
        index = text.utf8.index(after: index)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The error for this URL, quoting it with any credentials hidden.
  private func failure(_ reason: String) -> RedisError {
    var shown = url
    if let at = shown.lastIndex(of: "@"), let schemeEnd = shown.firstRange(of: "://")?.upperBound,
      schemeEnd <= at
    {
      shown.replaceSubrange(schemeEnd..<at, with: "***")
    }
    return .badURL(
      "bad Redis URL '\(shown)': \(reason) (expected redis://[[user]:password@]host[:port][/db])")
  }
}
