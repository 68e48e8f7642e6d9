/// Where a Redis server is and how to log in to it, as a `redis://` URL says:
/// `redis://[[username]:password@]host[:port][/database]`.
public struct RedisAddress: Sendable, Equatable, CustomStringConvertible {
  /// A host name or a numeric IPv4 or IPv6 address (without brackets).
  public var host: String
  /// The TCP port; 6379 unless the URL says otherwise.
  public var port: Int
  /// The user of Redis 6's access lists, for `AUTH username password`; `nil` logs in as the
  /// default user.
  public var username: String?
  /// The password sent with `AUTH`; `nil` sends no `AUTH`.
  public var password: String?
  /// The logical database chosen with `SELECT`; 0 sends no `SELECT`.
  public var database: Int

  /// The default port of Redis.
  public static let defaultPort = 6379

  /// An address from its parts.
  public init(
    host: String, port: Int = RedisAddress.defaultPort, username: String? = nil,
    password: String? = nil, database: Int = 0
  ) {
    self.host = host
    self.port = port
    self.username = username
    self.password = password
    self.database = database
  }

  /// Parses a `redis://` URL; a password or user name may be percent-encoded.
  ///
  /// - Throws: `RedisError.badURL` saying what is wrong, without repeating the password.
  public init(url: String) throws(RedisError) {
    self = try RedisURLParser(url: url).parse()
  }

  /// `host:port`, and `/database` when it is not 0: for messages (never the password).
  public var description: String {
    let hostPart = host.contains(":") ? "[\(host)]" : host
    return "\(hostPart):\(port)" + (database == 0 ? "" : "/\(database)")
  }
}
