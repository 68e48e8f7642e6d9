extension [RedisArgument] {
  /// The command as Redis's protocol writes it, an array of bulk strings
  /// (`*2\r\n$3\r\nGET\r\n$3\r\nkey\r\n`): the form `redisAsyncFormattedCommand` takes.
  var encodedCommand: [UInt8] {
    var bytes: [UInt8] = []
    var capacity = 16
    for argument in self { capacity += argument.bytes.count + 16 }
    bytes.reserveCapacity(capacity)
    Self.appendHeader(UInt8(ascii: "*"), count, to: &bytes)
    for argument in self {
      Self.appendHeader(UInt8(ascii: "$"), argument.bytes.count, to: &bytes)
      bytes.append(contentsOf: argument.bytes)
      bytes.append(13)
      bytes.append(10)
    }
    return bytes
  }

  /// Appends `marker`, `number` in decimal and a line end.
  private static func appendHeader(_ marker: UInt8, _ number: Int, to bytes: inout [UInt8]) {
    bytes.append(marker)
    var divisor = 1
    while divisor <= number / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
    bytes.append(13)
    bytes.append(10)
  }
}
