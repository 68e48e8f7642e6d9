import Foundation
import Glibc
import MirrorUI
import PosixIO

/// A blocking TCP connection to a port on 127.0.0.1 with a receive timeout: the raw material
/// of the test clients.
public final class LoopbackSocket {
  /// Why a connection failed.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The socket's descriptor, for tests that need a system call of their own.
  public let fd: Int32
  /// How long a read waits for bytes.
  private let timeoutSeconds: Int

  /// Connects to `127.0.0.1:port`; a small `receiveBufferSize` makes a reader that the server
  /// outruns quickly.
  public init(port: UInt16, timeoutSeconds: Int = 5, receiveBufferSize: Int? = nil) throws {
    do {
      fd = try Socket.connectToLoopback(port: port, receiveBufferSize: receiveBufferSize)
    } catch {
      throw Failure(description: "connect to port \(port) failed: \(error)")
    }
    self.timeoutSeconds = timeoutSeconds
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Writes all of `bytes`.
  public func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return }
      offset += sent
    }
  }

  /// Reads what is available (waiting up to the timeout); empty at end of stream or timeout.
  /// On the main thread it waits through the main run loop: the server's rooms render on the
  /// main actor, and what it waits for may need a render first.
  public func read() -> [UInt8] {
    if Thread.isMainThread { waitServingMainQueue() }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// Waits until bytes (or the end of the stream) can be read, or the timeout passed, serving
  /// the main queue meanwhile.
  private func waitServingMainQueue() {
    let deadline = Date().addingTimeInterval(Double(timeoutSeconds))
    while Date() < deadline {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 0) != 0 { return }
      MainThreadWaiting.pause(0.002)
    }
  }

  /// Closes the connection at once, as a client that vanishes does.
  public func abort() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(fd, Int32(SHUT_RDWR))
  }
}

extension LoopbackSocket {
  /// A TCP port on 127.0.0.1 that was free a moment ago, for a child process to listen on.
  public static func freePort() throws -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    guard bound else { throw Failure(description: "no free port: errno \(errno)") }
    return UInt16(bigEndian: address.sin_port)
  }
}
