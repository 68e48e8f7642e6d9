extension [RedisArgument] {
  /// Calls `body` with the arguments as C's `argc`, `argv` and lengths, valid during the call:
  /// the form of `redisAsyncCommandArgv`, which copies them into its output buffer.
  func withArgv<Result>(
    _ body: (Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>, UnsafePointer<Int>) -> Result
  ) -> Result {
    var storage: [CChar] = []
    storage.reserveCapacity(reduce(1) { $0 + $1.bytes.count })
    var offsets: [Int] = []
    var lengths: [Int] = []
    for argument in self {
      offsets.append(storage.count)
      lengths.append(argument.bytes.count)
      storage.append(contentsOf: argument.bytes.lazy.map { CChar(bitPattern: $0) })
    }
    // One byte more, so that even empty arguments point into an allocation.
    storage.append(0)
    return storage.withUnsafeBufferPointer { storage in
      var pointers = offsets.map { UnsafePointer<CChar>?(storage.baseAddress! + $0) }
      return pointers.withUnsafeMutableBufferPointer { pointers in
        lengths.withUnsafeBufferPointer { lengths in
          body(Int32(count), pointers.baseAddress!, lengths.baseAddress!)
        }
      }
    }
  }
}
