import PerMessageDeflate
import SystemTLS
import WebSocketProtocol

/// Decides what answers one HTTP request, without touching a socket: first the checks every
/// request passes (the Host allow-list against DNS rebinding, 405 with `Allow`, no cross-site
/// POST), then a route's answer on the loop, an answer computed off it, or a WebSocket upgrade
/// (the RFC 6455 §4.2 handshake, the endpoint's connection cap and the permessage-deflate
/// offer). `Connection` queues what it returns.
struct HTTPRequestRouter {
  /// What answers a request.
  enum Decision {
    /// Queue `response` (without its body for `head`); close once it is out unless
    /// `keepAlive`.
    case respond(HTTPResponse, head: Bool, keepAlive: Bool)
    /// Compute the response off the loop, then queue it as `respond` would.
    case offload(@Sendable () -> HTTPResponse, head: Bool, keepAlive: Bool)
    /// Start the answer off the loop; it is handed over later, from any thread, and queued as
    /// `respond` would.
    case answerLater(
      @Sendable (@escaping @Sendable (HTTPResponse) -> Void) -> Void, head: Bool, keepAlive: Bool)
    /// Switch to WebSocket. The endpoint's connection slot is taken; the connection gives it
    /// back when it closes.
    case upgrade(WebSocketUpgrade)
  }

  /// An accepted WebSocket handshake.
  struct WebSocketUpgrade {
    /// The `101 Switching Protocols` answer.
    let response: HTTPResponse
    let endpoint: HTTPServer.WebSocketEndpoint
    let subprotocol: String?
    /// The permessage-deflate parameters both sides agreed on; `nil` without compression.
    let compression: PerMessageDeflateParameters?
  }

  unowned let server: HTTPServer

  func decide(_ request: HTTPRequest, keepAlive: Bool) -> Decision {
    // DNS rebinding: a page on another name that resolves to this address sends its own name.
    guard server.isHostAllowed(request) else {
      let host = request.headers["host"] ?? ""
      return refuse(
        .text(
          "Misdirected Request: this server does not answer for host '\(host)'\n", status: 421))
    }
    // RFC 9110 §15.5.6: 405 carries Allow with the supported methods.
    let allowed = server.allowedMethods(for: request.path)
    guard allowed.contains(request.method) else {
      var response = HTTPResponse.text("Method Not Allowed\n", status: 405)
      response.headers.append(("Allow", allowed.sorted().joined(separator: ", ")))
      return refuse(response)
    }
    // A browser may send a cross-site POST without asking; only the page's own origin changes
    // things (the same rule as the WebSocket handshake).
    guard request.method == "GET" || request.method == "HEAD" || server.isOriginAllowed(request)
    else { return refuse(.text("Forbidden origin\n", status: 403)) }
    if let endpoint = server.webSocketEndpoint(for: request.path) {
      return upgrade(request, endpoint: endpoint)
    }
    let head = request.method == "HEAD"
    switch server.responder(for: request) {
    case .onLoop(let response):
      return .respond(response, head: head, keepAlive: keepAlive)
    case .offloaded(let work):
      return .offload(work, head: head, keepAlive: keepAlive)
    case .later(let work):
      return .answerLater(work, head: head, keepAlive: keepAlive)
    }
  }

  private func upgrade(_ request: HTTPRequest, endpoint: HTTPServer.WebSocketEndpoint) -> Decision {
    // RFC 6455 §4.2.1 step 1: the handshake is a GET.
    guard request.method == "GET", request.version == "HTTP/1.1" else {
      return refuse(.text("WebSocket handshake requires GET over HTTP/1.1\n", status: 400))
    }
    // RFC 6455 §10.2: servers check Origin to refuse cross-site browser connections.
    guard server.isOriginAllowed(request) else {
      return refuse(.text("Origin not allowed\n", status: 403))
    }
    switch Handshake.validate(header: { request.headers[$0] }, subprotocols: endpoint.subprotocols)
    {
    case .failure(let rejection):
      return refuse(
        HTTPResponse(
          status: rejection.status,
          headers: rejection.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + [("Content-Type", "text/plain; charset=utf-8")],
          body: Array((rejection.reason + "\n").utf8)))
    case .success(let accepted):
      guard server.reserveWebSocket(path: request.path, endpoint: endpoint) else {
        var response = HTTPResponse.text(
          "Service Unavailable: too many connections to this endpoint\n", status: 503)
        response.headers.append(("Retry-After", "1"))
        return refuse(response)
      }
      var headers = [
        ("Upgrade", "websocket"), ("Connection", "Upgrade"),
        ("Sec-WebSocket-Accept", Handshake.acceptKey(for: accepted.key, sha1: SHA1.hash)),
      ]
      if let subprotocol = accepted.subprotocol {
        headers.append(("Sec-WebSocket-Protocol", subprotocol))
      }
      // RFC 7692 §5: accept the first permessage-deflate offer we can honour, if any.
      let agreement = server.configuration.perMessageDeflate.flatMap {
        PerMessageDeflateNegotiation.negotiate(
          offers: request.headers["sec-websocket-extensions"], configuration: $0)
      }
      if let agreement { headers.append(("Sec-WebSocket-Extensions", agreement.responseHeader)) }
      return .upgrade(
        WebSocketUpgrade(
          response: HTTPResponse(status: 101, headers: headers), endpoint: endpoint,
          subprotocol: accepted.subprotocol, compression: agreement?.parameters))
    }
  }

  /// An error answer, after which the connection closes.
  private func refuse(_ response: HTTPResponse) -> Decision {
    .respond(response, head: false, keepAlive: false)
  }
}
