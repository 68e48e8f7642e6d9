import PosixIO

/// A `ByteStream` straight over a non-blocking socket: `read`, gathered `sendmsg`, `shutdown`.
final class PlainStream: ByteStream {
  let fd: Int32

  init(fd: Int32) { self.fd = fd }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome {
    guard case .processed(let count) = try Posix.read(fd, buffer.baseAddress!, buffer.count)
    else { return .wouldBlock }
    return count == 0 ? .endOfStream : .bytes(count)
  }

  func discard(into buffer: UnsafeMutableRawBufferPointer) throws -> ReadOutcome {
    try read(into: buffer)
  }

  var bufferedBytes: Int { 0 }

  func write(_ output: OutputQueue) throws -> WriteOutcome {
    try output.write(to: fd) ? .flushed : .needsWritable
  }

  func shutdownWrite() { Posix.shutdown(fd, writeOnly: true) }

  func close() { Posix.close(fd) }
}
