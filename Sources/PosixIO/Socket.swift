import CLinuxShims
import Glibc

/// Listening TCP sockets.
public enum Socket {
  /// Creates a non-blocking listening socket bound to `host:port` with `SO_REUSEADDR`.
  ///
  /// - Parameters:
  ///   - host: A numeric IPv4/IPv6 address or a resolvable name such as `localhost`.
  ///   - port: The port; 0 lets the kernel pick one.
  ///   - backlog: The `listen` backlog.
  /// - Returns: The descriptor and the port actually bound.
  public static func listen(host: String, port: UInt16, backlog: Int32 = 512) throws -> (
    fd: Int32, port: UInt16
  ) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    guard status == 0, let first = list else {
      throw HostResolutionError(host: host, message: String(cString: gai_strerror(status)))
    }
    defer { freeaddrinfo(list) }

    let fd = Glibc.socket(
      first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(O_NONBLOCK | O_CLOEXEC), 0)
    try Posix.check(fd, "socket")
    do {
      var one: Int32 = 1
      try Posix.check(
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size)),
        "setsockopt(SO_REUSEADDR)")
      try Posix.check(bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen), "bind")
      try Posix.check(Glibc.listen(fd, backlog), "listen")
      return (fd, try boundPort(fd))
    } catch {
      Posix.close(fd)
      throw error
    }
  }

  /// The local port `fd` is bound to.
  public static func boundPort(_ fd: Int32) throws -> UInt16 {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    try Posix.check(result, "getsockname")
    let family = Int32(storage.ss_family)
    return withUnsafePointer(to: &storage) { pointer -> UInt16 in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin6_port)
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt16(bigEndian: $0.pointee.sin_port)
      }
    }
  }

  /// Opens a blocking TCP connection to `127.0.0.1:port`: the client side of benchmarks and
  /// tests. A `receiveBufferSize` is set before connecting, so the window it implies holds.
  public static func connectToLoopback(port: UInt16, receiveBufferSize: Int? = nil) throws
    -> Int32
  {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw IOError(errnoCode: errno, function: "socket") }
    if var size = receiveBufferSize.map({ Int32(clamping: $0) }) {
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let code = errno
      Glibc.close(fd)
      throw IOError(errnoCode: code, function: "connect")
    }
    return fd
  }

  /// The numeric IP address of the peer of a connected socket (`getpeername`), such as
  /// `127.0.0.1` or `::1`; an empty string when it cannot be had (the peer already left).
  /// IPv4 peers of an IPv6 socket are given in their IPv4 form, so that one client has one
  /// address whatever the listener's family.
  public static func peerAddress(_ fd: Int32) -> String {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
    }
    guard result == 0 else { return "" }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let family = Int32(storage.ss_family)
    let converted = withUnsafePointer(to: &storage) { pointer -> Bool in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          var address = $0.pointee.sin6_addr
          return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        var address = $0.pointee.sin_addr
        return inet_ntop(AF_INET, &address, &text, socklen_t(text.count)) != nil
      }
    }
    guard converted else { return "" }
    let address = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let mapped = "::ffff:"
    return address.hasPrefix(mapped) && address.contains(".")
      ? String(address.dropFirst(mapped.count)) : address
  }

  /// Sets the kernel send buffer (`SO_SNDBUF`) of a socket, in bytes.
  public static func setSendBufferSize(_ fd: Int32, _ bytes: Int) {
    var size = Int32(clamping: bytes)
    _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Disables Nagle's algorithm: frames are small and latency matters more than packing.
  public static func setNoDelay(_ fd: Int32) {
    var one: Int32 = 1
    _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  }
}

/// `getaddrinfo` could not resolve a host.
public struct HostResolutionError: Error, CustomStringConvertible, Sendable {
  /// The host that failed.
  public let host: String
  /// The resolver's message.
  public let message: String
  /// A readable message.
  public var description: String { "cannot resolve host '\(host)': \(message)" }
}
