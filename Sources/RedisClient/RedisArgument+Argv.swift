extension [RedisArgument] {
  /// Calls `body` with the arguments as C's `argc`, `argv` and lengths, valid during the call:
  /// the form of `redisAsyncCommandArgv`, which copies them into its output buffer.
  func withArgv<Result>(
    _ body: (Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>, UnsafePointer<Int>) -> Result
  ) -> Result {
    var storage: [UInt8] = []
    var offsets: [Int] = []
    var lengths: [Int] = []
    offsets.reserveCapacity(count)
    lengths.reserveCapacity(count)
    for argument in self {
      offsets.append(storage.count)
      lengths.append(argument.bytes.count)
      storage.append(contentsOf: argument.bytes)
    }
    // One byte more, so that even empty arguments point into an allocation.
    storage.append(0)
    return storage.withUnsafeBufferPointer { storage in
      storage.withMemoryRebound(to: CChar.self) { storage in
        var pointers: [UnsafePointer<CChar>?] = []
        pointers.reserveCapacity(offsets.count)
        for offset in offsets { pointers.append(storage.baseAddress! + offset) }
        return pointers.withUnsafeMutableBufferPointer { pointers in
          lengths.withUnsafeBufferPointer { lengths in
            body(Int32(offsets.count), pointers.baseAddress!, lengths.baseAddress!)
          }
        }
      }
    }
  }
}
