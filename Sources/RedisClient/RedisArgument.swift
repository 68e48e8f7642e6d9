/// One argument of a Redis command, such as `"SET"`, a key or a binary value: a command is
/// sent as these arguments, each with its length, so any bytes may be in them.
public struct RedisArgument: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The bytes sent for the argument.
  public let bytes: [UInt8]

  /// An argument of the UTF-8 bytes of `string`.
  public init(_ string: String) { bytes = Array(string.utf8) }

  /// An argument of any bytes.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// An argument of `int` in decimal, as Redis reads numbers.
  public init(_ int: Int) { bytes = Array(String(int).utf8) }

  /// An argument written as a literal, such as `"GET"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// An argument written with interpolations, such as `"room:\(id):stream"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}
