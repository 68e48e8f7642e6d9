import Glibc

extension Socket {
  /// The numeric address of the peer of the connected socket `fd` (`127.0.0.1`, `::1`), or
  /// `nil` when the socket has no peer any more. IPv4 peers on an IPv6 socket are given in
  /// their IPv4 form, so that one client has one address whatever the listener's family.
  public static func peerAddress(_ fd: Int32) -> String? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
    }
    guard result == 0 else { return nil }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    let family = Int32(storage.ss_family)
    let converted = withUnsafePointer(to: &storage) { pointer -> Bool in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
          var bytes = address.pointee.sin6_addr
          return inet_ntop(AF_INET6, &bytes, &text, socklen_t(text.count)) != nil
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
        var bytes = address.pointee.sin_addr
        return inet_ntop(AF_INET, &bytes, &text, socklen_t(text.count)) != nil
      }
    }
    guard converted else { return nil }
    let address = String(cString: text)
    return address.hasPrefix("::ffff:") && address.contains(".")
      ? String(address.dropFirst("::ffff:".count)) : address
  }
}
