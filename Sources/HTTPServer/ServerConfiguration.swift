import PerMessageDeflate

/// Settings for an `HTTPServer`.
public struct ServerConfiguration: Sendable {
  /// The address to bind, numeric or a resolvable name. Default `127.0.0.1`.
  public var host: String
  /// The port; 0 lets the kernel pick a free one (see the return value of `start()`).
  public var port: UInt16
  /// The absolute path of the static file root.
  public var publicDirectory: String
  /// The largest WebSocket message accepted; larger ones close the connection with 1009.
  public var maxMessageSize: Int
  /// Origins allowed to open a WebSocket. `nil` allows only the same host (the `Origin`'s
  /// host:port must equal `Host`). A request without `Origin` (a non-browser client) is allowed.
  /// `"*"` in the list allows any origin.
  public var allowedOrigins: [String]?
  /// Seconds a connection may take to send a complete request head; slower connections
  /// (slow loris) and idle keep-alive connections are closed. Default 10.
  public var headerReadTimeout: Double
  /// Bytes a WebSocket may have queued for sending before it is closed with 1008. Default 4 MiB.
  public var maxQueuedBytes: Int
  /// A path answering WebSocket upgrades with an echo of every text and binary message, for
  /// conformance suites; `nil` (the default) turns it off.
  public var echoPath: String?
  /// The largest message the echo endpoint accepts, in any number of fragments; independent
  /// of `maxMessageSize`. Default 64 MiB.
  public var echoMaxMessageSize: Int
  /// permessage-deflate (RFC 7692) settings; `nil` declines every offer. Default: enabled,
  /// with `server_no_context_takeover` so a broadcast is compressed once.
  public var perMessageDeflate: PerMessageDeflateConfiguration?
  /// A PEM certificate chain; with `tlsKeyPath` the server speaks only https and wss.
  public var tlsCertificatePath: String?
  /// The PEM private key for `tlsCertificatePath`.
  public var tlsKeyPath: String?
  /// Seconds of silence after which a WebSocket is pinged; a connection that has not answered
  /// (or sent anything) one more interval later is dropped. 0 disables. Default 20.
  public var pingInterval: Double
  /// Connections held at once; beyond it an accepted connection gets 503 and is closed.
  /// Default 100,000.
  public var maxConnections: Int
  /// Event loops (threads running epoll); `nil` uses one per online core.
  public var eventLoopCount: Int?
  /// The kernel send buffer of each accepted socket (`SO_SNDBUF`), in bytes; `nil` leaves the
  /// kernel's default. A small buffer makes a slow reader show up in
  /// `WebSocketConnection.queuedMessageCount` sooner, so updates for it can be coalesced.
  public var socketSendBufferSize: Int?

  /// Creates a configuration.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 8080, publicDirectory: String,
    maxMessageSize: Int = 1 << 20, allowedOrigins: [String]? = nil,
    headerReadTimeout: Double = 10, maxQueuedBytes: Int = 4 << 20, echoPath: String? = nil,
    echoMaxMessageSize: Int = 64 << 20,
    perMessageDeflate: PerMessageDeflateConfiguration? = PerMessageDeflateConfiguration(),
    tlsCertificatePath: String? = nil, tlsKeyPath: String? = nil, pingInterval: Double = 20,
    maxConnections: Int = 100_000, eventLoopCount: Int? = nil, socketSendBufferSize: Int? = nil
  ) {
    self.host = host
    self.port = port
    self.publicDirectory = publicDirectory
    self.maxMessageSize = maxMessageSize
    self.allowedOrigins = allowedOrigins
    self.headerReadTimeout = headerReadTimeout
    self.maxQueuedBytes = maxQueuedBytes
    self.echoPath = echoPath
    self.echoMaxMessageSize = echoMaxMessageSize
    self.perMessageDeflate = perMessageDeflate
    self.tlsCertificatePath = tlsCertificatePath
    self.tlsKeyPath = tlsKeyPath
    self.pingInterval = pingInterval
    self.maxConnections = maxConnections
    self.eventLoopCount = eventLoopCount
    self.socketSendBufferSize = socketSendBufferSize
  }
}
