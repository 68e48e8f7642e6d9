/// Which `Host` names the server answers for and which `Origin`s are its own: the defence
/// against DNS rebinding, where a page on another name points that name at this address and
/// then talks to the server as if it were same-origin.
///
/// The loopback names (`127.0.0.1`, `localhost`, `[::1]`) and the configured bind host are
/// allowed with the bound port, written out or, on the scheme's default port, left out.
/// `ServerConfiguration.publicHosts` adds names for deployments.
struct HostPolicy: Sendable {
  /// A host name with an optional port, lowercased; IPv6 literals keep their brackets.
  struct Authority: Equatable {
    var name: String
    var port: UInt16?

    /// Parses `name`, `name:port`, `[v6]` or `[v6]:port`; `nil` for anything else.
    init?(_ text: String) {
      let text = text.lowercasedASCII
      var name = Substring(text)
      var portText: Substring?
      if text.hasPrefix("[") {
        guard let close = text.firstIndex(of: "]") else { return nil }
        name = text[...close]
        let rest = text[text.index(after: close)...]
        if !rest.isEmpty {
          guard rest.hasPrefix(":") else { return nil }
          portText = rest.dropFirst()
        }
      } else if let colon = text.firstIndex(of: ":") {
        name = text[..<colon]
        portText = text[text.index(after: colon)...]
      }
      guard !name.isEmpty, !name.contains(where: { $0 == "/" || $0 == "@" || $0 == " " }) else {
        return nil
      }
      self.name = String(name)
      if let portText {
        guard !portText.isEmpty, portText.allSatisfy(\.isASCIIDigit), let port = UInt16(portText)
        else { return nil }
        self.port = port
      }
    }
  }

  private let loopbackNames: Set<String>
  private let publicHosts: [Authority]
  private let extraOrigins: Set<String>
  private let allowsAnyOrigin: Bool
  private let boundPort: UInt16
  private let scheme: String

  init(configuration: ServerConfiguration, boundPort: UInt16, tls: Bool) {
    var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
    let host = configuration.host.lowercasedASCII
    names.insert(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
    loopbackNames = names
    publicHosts = configuration.publicHosts.compactMap(Authority.init)
    extraOrigins = Set(configuration.allowedOrigins.map(\.lowercasedASCII))
    allowsAnyOrigin = configuration.allowedOrigins.contains("*")
    self.boundPort = boundPort
    scheme = tls ? "https" : "http"
  }

  /// Whether `value` (the `Host` header) names this server.
  func allowsHost(_ value: String) -> Bool {
    guard let authority = Authority(value) else { return false }
    return isOwn(authority, scheme: scheme)
  }

  /// Whether a browser page of `origin` may open a WebSocket or send a POST: one of the
  /// server's own origins, or one listed in `allowedOrigins`.
  func allowsOrigin(_ origin: String) -> Bool {
    let origin = origin.lowercasedASCII
    if allowsAnyOrigin || extraOrigins.contains(origin) { return true }
    guard let colon = origin.firstIndex(of: ":") else { return false }
    let scheme = String(origin[..<colon])
    let rest = origin[origin.index(after: colon)...]
    guard scheme == "http" || scheme == "https", rest.hasPrefix("//"),
      let authority = Authority(String(rest.dropFirst(2)))
    else { return false }
    return isOwn(authority, scheme: scheme)
  }

  /// A loopback name on the bound port in the scheme the server speaks, or a public host in
  /// either scheme (a TLS-terminating proxy may stand in front).
  private func isOwn(_ authority: Authority, scheme: String) -> Bool {
    let defaultPort: UInt16 = scheme == "https" ? 443 : 80
    let port = authority.port ?? defaultPort
    if loopbackNames.contains(authority.name) {
      return scheme == self.scheme && port == boundPort
    }
    return publicHosts.contains { host in
      guard host.name == authority.name else { return false }
      guard let hostPort = host.port else { return true }
      return port == hostPort
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
