import CLinuxShims
import Glibc

// Each libc call is aliased once so the wrappers below are the only place that touches it.
private let sysClose = Glibc.close
private let sysRead = Glibc.read
private let sysWrite = Glibc.write
private let sysSendmsg = Glibc.sendmsg
private let sysShutdown = Glibc.shutdown
private let sysAccept = CLinuxShims.navmirror_accept_nonblocking
private let sysEpollWait = CLinuxShims.epoll_wait
private let sysEpollCtl = CLinuxShims.epoll_ctl

/// An error from a system call, carrying the `errno` read right after the call failed.
public struct IOError: Error, CustomStringConvertible, Sendable {
  /// The `errno` value.
  public let errnoCode: Int32
  /// The name of the failing call.
  public let function: String

  /// Creates an error for `function` failing with `errnoCode`.
  public init(errnoCode: Int32, function: String) {
    self.errnoCode = errnoCode
    self.function = function
  }

  /// A readable message such as `bind failed: Address already in use (errno 98)`.
  public var description: String {
    "\(function) failed: \(String(cString: strerror(errnoCode))) (errno \(errnoCode))"
  }
}

/// The outcome of a non-blocking call: it either did its work or would have blocked.
public enum IOResult<Value> {
  /// The call completed with this value.
  case processed(Value)
  /// The call returned `EAGAIN`/`EWOULDBLOCK`; try again after the next readiness event.
  case wouldBlock
}

/// Runs `body` with the one policy every wrapper shares: retry `EINTR`, report `EAGAIN` as
/// `.wouldBlock` when the call is non-blocking, and throw `IOError` with `errno` otherwise.
@inline(__always)
internal func syscall<T: FixedWidthInteger>(
  blocking: Bool, _ function: String, _ body: () -> T
) throws -> IOResult<T> {
  while true {
    let result = body()
    if result >= 0 { return .processed(result) }
    let code = errno
    switch code {
    case EINTR: continue
    case EAGAIN where !blocking, EWOULDBLOCK where !blocking: return .wouldBlock
    default: throw IOError(errnoCode: code, function: function)
    }
  }
}

/// Thin wrappers over the POSIX calls the server makes. Nothing else in the package calls libc
/// for sockets or descriptors directly.
public enum Posix {
  /// Closes `fd`, ignoring `EINTR`.
  @inline(never)
  public static func close(_ fd: Int32) {
    // There is nothing useful to do when EINTR is reported on close: Linux has already released
    // the descriptor, so retrying could close an unrelated one. Assume it is closed.
    _ = sysClose(fd)
  }

  /// Reads up to `count` bytes into `buffer`; `.processed(0)` means end of file.
  @inline(never)
  public static func read(
    _ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int
  ) throws -> IOResult<Int> {
    try syscall(blocking: false, "read") { sysRead(fd, buffer, count) }
  }

  /// Writes up to `count` bytes from `buffer`.
  @inline(never)
  public static func write(
    _ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int
  ) throws -> IOResult<Int> {
    try syscall(blocking: false, "write") { sysWrite(fd, buffer, count) }
  }

  /// The most chunks one ``sendGathered(_:_:skippingFirst:)`` hands the kernel.
  public static let maxGatheredChunks = 64

  /// Sends the first ``maxGatheredChunks`` of `chunks` (the first one from byte
  /// `skippingFirst`) in one `sendmsg` with `MSG_NOSIGNAL`, so a closed peer yields `EPIPE`
  /// instead of killing the process with `SIGPIPE`; returns the bytes the kernel took.
  @inline(never)
  public static func sendGathered(
    _ fd: Int32, _ chunks: ArraySlice<[UInt8]>, skippingFirst offset: Int
  ) throws -> IOResult<Int> {
    let count = min(chunks.count, maxGatheredChunks)
    return try withUnsafeTemporaryAllocation(of: iovec.self, capacity: count) { vectors in
      // The chunks' storage stays put while `chunks` lives, which spans the call.
      for (index, chunk) in chunks.prefix(count).enumerated() {
        let skip = index == 0 ? offset : 0
        chunk.withUnsafeBytes { bytes in
          vectors[index] = iovec(
            iov_base: bytes.baseAddress.map { UnsafeMutableRawPointer(mutating: $0 + skip) },
            iov_len: bytes.count - skip)
        }
      }
      var header = msghdr()
      header.msg_iov = vectors.baseAddress
      header.msg_iovlen = count
      return try syscall(blocking: false, "sendmsg") {
        sysSendmsg(fd, &header, Int32(MSG_NOSIGNAL))
      }
    }
  }

  /// Shuts down one or both directions of a socket. Errors (`ENOTCONN`) are ignored.
  @inline(never)
  public static func shutdown(_ fd: Int32, writeOnly: Bool) {
    _ = sysShutdown(fd, Int32(writeOnly ? SHUT_WR : SHUT_RDWR))
  }

  /// Accepts one connection as a non-blocking, close-on-exec descriptor.
  @inline(never)
  public static func accept(_ fd: Int32) throws -> IOResult<Int32> {
    try syscall(blocking: false, "accept4") {
      sysAccept(fd)
    }
  }

  /// Waits for readiness on `epollFD`; an interrupted wait reports zero events.
  @inline(never)
  public static func epollWait(
    _ epollFD: Int32, _ events: UnsafeMutableBufferPointer<epoll_event>, timeoutMilliseconds: Int32
  ) throws -> Int {
    let count = sysEpollWait(epollFD, events.baseAddress, Int32(events.count), timeoutMilliseconds)
    if count >= 0 { return Int(count) }
    let code = errno
    // EINTR (a signal) is not a failure: report no events so the loop polls again.
    if code == EINTR { return 0 }
    throw IOError(errnoCode: code, function: "epoll_wait")
  }

  /// Adds, modifies or removes `fd` in the interest list of `epollFD`.
  @inline(never)
  public static func epollControl(
    _ epollFD: Int32, _ operation: Int32, _ fd: Int32, _ event: inout epoll_event
  ) throws {
    _ = try syscall(blocking: true, "epoll_ctl") { sysEpollCtl(epollFD, operation, fd, &event) }
  }

  /// Throws `IOError` for `function` when `result` is negative.
  @inline(never)
  public static func check(_ result: Int32, _ function: String) throws {
    if result < 0 { throw IOError(errnoCode: errno, function: function) }
  }
}
