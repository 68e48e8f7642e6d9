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
  /// Origins allowed to open a WebSocket or send a POST besides the server's own, such as
  /// `https://tools.example`; `"*"` allows any. The server's own origins (the scheme it speaks,
  /// an allowed host name and the bound port) are always allowed and need not be listed. A
  /// request without `Origin` (a non-browser client) is allowed. Default: none.
  public var allowedOrigins: [String]
  /// Host names (`mirror.example.com`, or `mirror.example.com:8443` for one port only) this
  /// server answers for besides the loopback names (`127.0.0.1`, `localhost`, `[::1]`) and
  /// `host`, which are allowed with the bound port. Every request's `Host` must name one of
  /// them, or it gets 421 and the connection closes: a page on another name that rebinds its
  /// DNS to this address (DNS rebinding) cannot reach the server. A name without a port is
  /// allowed with any port (a reverse proxy may forward it without one), and its `http` and
  /// `https` origins are own origins. Default: none.
  public var publicHosts: [String]
  /// Seconds a connection may take to send a complete request head; slower connections
  /// (slow loris) and idle keep-alive connections are closed. Default 10.
  public var headerReadTimeout: Double
  /// Bytes a WebSocket may have queued for sending before it is closed with 1008. Default 4 MiB.
  public var maxQueuedBytes: Int
  /// Queued response bytes above which a connection's input is no longer read or parsed, so a
  /// client that pipelines requests without reading the answers cannot grow the server's
  /// memory; reading resumes once the queue is below half of it. A single response larger than
  /// this is still sent whole. On the echo endpoint the same mark pauses reading while echoes
  /// are queued. Default 1 MiB.
  public var outputHighWaterMark: Int
  /// Seconds a connection may have output queued without the peer taking any of it; then it is
  /// closed. Replaces the header timeout while a response is being sent, so a slow download
  /// is not cut while it moves and a client that never reads is not kept. Default 30.
  public var writeTimeout: Double
  /// A path answering WebSocket upgrades with an echo of every text and binary message, for
  /// conformance suites; `nil` (the default) turns it off.
  public var echoPath: String?
  /// The largest message the echo endpoint accepts, in any number of fragments; independent
  /// of `maxMessageSize`. Default 64 MiB.
  public var echoMaxMessageSize: Int
  /// Echo connections held at once: each may hold a message of `echoMaxMessageSize` being
  /// assembled and one being sent, so they are capped; beyond it the upgrade gets 503. 0
  /// refuses every echo connection. Default 16.
  public var echoMaxConnections: Int
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
  /// Connections held at once from one peer IP address, counted at accept time; beyond it an
  /// accepted connection gets 503 and is closed, so one client cannot take every slot of
  /// `maxConnections`. 0 turns the cap off. Default 256.
  public var maxConnectionsPerAddress: Int
  /// Event loops (threads running epoll); `nil` uses one per online core.
  public var eventLoopCount: Int?
  /// The kernel send buffer of each accepted socket (`SO_SNDBUF`), in bytes; `nil` leaves the
  /// kernel's default. A small buffer makes a slow reader show up in
  /// `WebSocketConnection.backloggedMessageCount` sooner, so updates for it can be coalesced.
  public var socketSendBufferSize: Int?
  /// Bytes of static files kept in memory, one copy shared by every response that sends the
  /// file (read again when the file changes); files larger than a quarter of it are read for
  /// each request. Without it, clients pipelining requests for a file hold a copy per
  /// queued response. 0 keeps none. Default 16 MiB.
  public var staticFileCacheBytes: Int

  /// Creates a configuration.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 8080, publicDirectory: String,
    maxMessageSize: Int = 1 << 20, allowedOrigins: [String] = [], publicHosts: [String] = [],
    headerReadTimeout: Double = 10, maxQueuedBytes: Int = 4 << 20,
    outputHighWaterMark: Int = 1 << 20, writeTimeout: Double = 30, echoPath: String? = nil,
    echoMaxMessageSize: Int = 64 << 20, echoMaxConnections: Int = 16,
    perMessageDeflate: PerMessageDeflateConfiguration? = PerMessageDeflateConfiguration(),
    tlsCertificatePath: String? = nil, tlsKeyPath: String? = nil, pingInterval: Double = 20,
    maxConnections: Int = 100_000, maxConnectionsPerAddress: Int = 256, eventLoopCount: Int? = nil,
    socketSendBufferSize: Int? = nil, staticFileCacheBytes: Int = 16 << 20
  ) {
    self.staticFileCacheBytes = staticFileCacheBytes
    self.host = host
    self.port = port
    self.publicDirectory = publicDirectory
    self.maxMessageSize = maxMessageSize
    self.allowedOrigins = allowedOrigins
    self.publicHosts = publicHosts
    self.headerReadTimeout = headerReadTimeout
    self.maxQueuedBytes = maxQueuedBytes
    self.outputHighWaterMark = outputHighWaterMark
    self.writeTimeout = writeTimeout
    self.echoPath = echoPath
    self.echoMaxMessageSize = echoMaxMessageSize
    self.echoMaxConnections = echoMaxConnections
    self.perMessageDeflate = perMessageDeflate
    self.tlsCertificatePath = tlsCertificatePath
    self.tlsKeyPath = tlsKeyPath
    self.pingInterval = pingInterval
    self.maxConnections = maxConnections
    self.maxConnectionsPerAddress = maxConnectionsPerAddress
    self.eventLoopCount = eventLoopCount
    self.socketSendBufferSize = socketSendBufferSize
  }
}
