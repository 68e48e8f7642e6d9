import CLinuxShims
import Glibc

/// Readiness flags, mapped one-to-one to the `EPOLL*` constants.
public struct EpollEvents: OptionSet, Sendable {
  /// The raw `EPOLL*` bits.
  public let rawValue: UInt32
  /// Creates flags from raw `EPOLL*` bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// `EPOLLIN`: data (or end of file) can be read.
  public static let readable = EpollEvents(rawValue: 0x001)
  /// `EPOLLOUT`: the send buffer has room.
  public static let writable = EpollEvents(rawValue: 0x004)
  /// `EPOLLERR`: an error is pending on the socket.
  public static let error = EpollEvents(rawValue: 0x008)
  /// `EPOLLHUP`: both directions are shut down.
  public static let hangup = EpollEvents(rawValue: 0x010)
  /// `EPOLLRDHUP`: the peer shut down its writing side.
  public static let readHangup = EpollEvents(rawValue: 0x2000)
}

/// An epoll instance. Owned by one `EventLoop`.
public final class Epoll {
  /// The epoll descriptor.
  public let fd: Int32
  private var events: UnsafeMutableBufferPointer<epoll_event>

  /// Creates a close-on-exec epoll instance able to report `capacity` events per wait.
  public init(capacity: Int = 256) throws {
    let fd = epoll_create1(Int32(O_CLOEXEC))
    try Posix.check(fd, "epoll_create1")
    self.fd = fd
    events = .allocate(capacity: capacity)
  }

  deinit {
    events.deallocate()
    Posix.close(fd)
  }

  /// Starts watching `descriptor` for `interest`.
  public func add(_ descriptor: Int32, interest: EpollEvents) throws {
    var event = epoll_event()
    event.events = interest.rawValue
    event.data.fd = descriptor
    try Posix.epollControl(fd, EPOLL_CTL_ADD, descriptor, &event)
  }

  /// Replaces the interest set of `descriptor`.
  public func modify(_ descriptor: Int32, interest: EpollEvents) throws {
    var event = epoll_event()
    event.events = interest.rawValue
    event.data.fd = descriptor
    try Posix.epollControl(fd, EPOLL_CTL_MOD, descriptor, &event)
  }

  /// Stops watching `descriptor`; errors (already closed) are ignored.
  public func remove(_ descriptor: Int32) {
    var event = epoll_event()
    try? Posix.epollControl(fd, EPOLL_CTL_DEL, descriptor, &event)
  }

  /// Waits up to `timeoutMilliseconds` (-1: forever) and calls `body` for each ready descriptor.
  public func wait(timeoutMilliseconds: Int32, _ body: (Int32, EpollEvents) -> Void) throws {
    let count = try Posix.epollWait(fd, events, timeoutMilliseconds: timeoutMilliseconds)
    for index in 0..<count {
      let event = events[index]
      body(event.data.fd, EpollEvents(rawValue: event.events))
    }
  }
}
