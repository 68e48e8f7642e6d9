/// Why a Redis command or connection failed.
public enum RedisError: Error, Equatable, CustomStringConvertible {
  /// The connection could not be made (refused, unknown host, no answer in time, AUTH
  /// refused); the text says where and why.
  case connectionFailed(String)
  /// The connection was lost or closed before the reply came; the text says where and why.
  case disconnected(String)
  /// Redis answered with an error, such as `ERR …`, `WRONGTYPE …`, `NOSCRIPT …`, or an error
  /// a script raised itself.
  case server(String)
  /// A `redis://` URL that cannot be used; the text says what is wrong with it.
  case badURL(String)

  /// The text of the error, as a person should read it.
  public var description: String {
    switch self {
    case .connectionFailed(let text): text
    case .disconnected(let text): text
    case .server(let text): "Redis replied with an error: \(text)"
    case .badURL(let text): text
    }
  }
}
