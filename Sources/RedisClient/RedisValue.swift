/// A reply from Redis.
public enum RedisValue: Sendable, Equatable {
  /// A status reply, such as `OK` or `PONG`.
  case simple(String)
  /// A bulk string: any bytes, binary safe.
  case bulk([UInt8])
  /// An integer reply.
  case integer(Int)
  /// An array reply, such as the results of `EXEC` or the entries of `XREAD`.
  case array([RedisValue])
  /// A nil bulk string or a nil array: a missing key, an `XREAD` that timed out.
  case null
}

extension RedisValue {
  /// The text of a status reply, or a bulk string that is valid UTF-8.
  public var string: String? {
    switch self {
    case .simple(let text): text
    case .bulk(let bytes): String(validating: bytes, as: UTF8.self)
    default: nil
    }
  }

  /// The bytes of a bulk string, or of a status reply's text.
  public var bytes: [UInt8]? {
    switch self {
    case .simple(let text): Array(text.utf8)
    case .bulk(let bytes): bytes
    default: nil
    }
  }

  /// An integer reply, or a bulk string or status reply whose text is an integer (Redis sends
  /// the values of `GET`, `HGET` and stream fields as bulk strings).
  public var int: Int? {
    switch self {
    case .integer(let value): value
    case .simple, .bulk: string.flatMap { Int($0) }
    default: nil
    }
  }

  /// The elements of an array reply.
  public var array: [RedisValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }
}
