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

  /// Creates a configuration.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 8080, publicDirectory: String,
    maxMessageSize: Int = 1 << 20, allowedOrigins: [String]? = nil,
    headerReadTimeout: Double = 10, maxQueuedBytes: Int = 4 << 20
  ) {
    self.host = host
    self.port = port
    self.publicDirectory = publicDirectory
    self.maxMessageSize = maxMessageSize
    self.allowedOrigins = allowedOrigins
    self.headerReadTimeout = headerReadTimeout
    self.maxQueuedBytes = maxQueuedBytes
  }
}
