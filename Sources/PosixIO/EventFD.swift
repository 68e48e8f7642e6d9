import CLinuxShims
import Glibc

/// A non-blocking `eventfd` used to wake an `epoll_wait` from another thread.
public final class EventFD {
  /// The descriptor to register for `.readable`.
  public let fd: Int32

  /// Creates a non-blocking, close-on-exec eventfd.
  public init() throws {
    let fd = eventfd(0, Int32(O_NONBLOCK | O_CLOEXEC))
    try Posix.check(fd, "eventfd")
    self.fd = fd
  }

  deinit { Posix.close(fd) }

  /// Adds one to the counter, making the descriptor readable. Safe from any thread.
  public func signal() {
    var one: UInt64 = 1
    // EAGAIN means the counter is saturated: the loop is already going to wake up.
    _ = try? withUnsafeBytes(of: &one) { try Posix.write(fd, $0.baseAddress!, 8) }
  }

  /// Resets the counter after a wake-up.
  public func drain() {
    var value: UInt64 = 0
    _ = try? withUnsafeMutableBytes(of: &value) { try Posix.read(fd, $0.baseAddress!, 8) }
  }
}
