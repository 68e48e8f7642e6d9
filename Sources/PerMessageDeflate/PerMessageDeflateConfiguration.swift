/// What the server asks for when it accepts permessage-deflate (RFC 7692).
public struct PerMessageDeflateConfiguration: Sendable, Equatable {
  /// Always answer with `server_no_context_takeover`, even when the client did not offer it
  /// (RFC 7692 §7.1.1.1 allows this). The server then compresses every message on its own, so a
  /// broadcast is compressed once and the same bytes go to every client that negotiated the
  /// same window size, and no connection keeps a deflate state (about 256 KiB) alive.
  /// Default true.
  public var serverNoContextTakeover: Bool
  /// Always answer with `client_no_context_takeover`, so no connection keeps an inflate window
  /// between messages. When false, it is still accepted when the client offers it. Default false.
  public var clientNoContextTakeover: Bool
  /// The largest window the client may use, sent as `client_max_window_bits` when the client
  /// offered that parameter; `nil` leaves the client's choice. 9...15.
  public var clientMaxWindowBits: Int?
  /// Messages with a payload shorter than this are sent uncompressed (RSV1 clear): deflate
  /// only costs CPU and bytes on them. Default 64.
  public var minimumCompressedSize: Int
  /// The zlib compression level, 1...9. Default 6.
  public var compressionLevel: Int32
  /// The zlib memory level, 1...9: less memory per deflate state, slightly worse ratio.
  /// Default 8.
  public var memoryLevel: Int32

  /// Creates a configuration.
  public init(
    serverNoContextTakeover: Bool = true, clientNoContextTakeover: Bool = false,
    clientMaxWindowBits: Int? = nil, minimumCompressedSize: Int = 64,
    compressionLevel: Int32 = 6, memoryLevel: Int32 = 8
  ) {
    self.serverNoContextTakeover = serverNoContextTakeover
    self.clientNoContextTakeover = clientNoContextTakeover
    self.clientMaxWindowBits = clientMaxWindowBits
    self.minimumCompressedSize = minimumCompressedSize
    self.compressionLevel = compressionLevel
    self.memoryLevel = memoryLevel
  }
}

/// The parameters both sides agreed on for one connection.
public struct PerMessageDeflateParameters: Sendable, Equatable, Hashable {
  /// The server resets its compressor after every message.
  public var serverNoContextTakeover: Bool
  /// The client resets its compressor after every message, so the server's inflater may too.
  public var clientNoContextTakeover: Bool
  /// The window the server compresses with, 9...15 (never 8: see `PerMessageDeflateNegotiation`).
  public var serverMaxWindowBits: Int
  /// The largest window the client compresses with, 8...15.
  public var clientMaxWindowBits: Int

  /// Creates parameters.
  public init(
    serverNoContextTakeover: Bool = false, clientNoContextTakeover: Bool = false,
    serverMaxWindowBits: Int = 15, clientMaxWindowBits: Int = 15
  ) {
    self.serverNoContextTakeover = serverNoContextTakeover
    self.clientNoContextTakeover = clientNoContextTakeover
    self.serverMaxWindowBits = serverMaxWindowBits
    self.clientMaxWindowBits = clientMaxWindowBits
  }
}
