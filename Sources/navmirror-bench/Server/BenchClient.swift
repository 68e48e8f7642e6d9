import CLinuxShims
import Foundation
import Glibc
import MirrorJSON

/// A cheap WebSocket client for many connections on one thread: blocking connects in
/// batches, then one epoll loop reading every socket into one buffer and counting frames
/// with a few bytes of state per connection. Its own CPU time is reported beside the
/// server's so that the client is not what gets measured.
final class BenchClient {
  /// One connection's parse state.
  final class Connection {
    let fd: Int32
    var isUpgraded = false
    var handshake: [UInt8] = []
    var header: [UInt8] = []
    var remaining = 0
    var opcode: UInt8 = 0
    var control: [UInt8] = []
    var messages = 0
    /// When set, the payloads of data frames are kept here (`mirror fanout` checks them).
    var payloads: [[UInt8]]?
    var payload: [UInt8] = []
    /// The connection's position in ``BenchClient/connections``.
    var index = 0

    init(fd: Int32) { self.fd = fd }
  }

  private let epollFD = epoll_create1(0)
  private(set) var connections: [Connection] = []
  private var byFD: [Connection?] = []
  private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)
  private var events = [epoll_event](repeating: epoll_event(), count: 1024)
  private let port: UInt16

  init(port: UInt16) { self.port = port }

  deinit {
    for connection in connections { close(connection.fd) }
    close(epollFD)
    buffer.deallocate()
  }

  /// Opens WebSocket connections to `path` until there are `count`, `batch` handshakes at a
  /// time, on `port` (by default the client's); with `keepingPayloads`, each connection keeps
  /// its messages from the first on.
  func connect(
    count: Int, path: String, port: UInt16? = nil, batch: Int = 250, keepingPayloads: Bool = false
  ) throws {
    let port = port ?? self.port
    let request = Array(
      ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        + "Sec-WebSocket-Version: 13\r\n\r\n").utf8)
    while connections.count < count {
      let start = connections.count
      for _ in 0..<min(batch, count - start) {
        let fd = try connectBlocking(port: port)
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let connection = Connection(fd: fd)
        if keepingPayloads { connection.payloads = [] }
        connection.index = connections.count
        connections.append(connection)
        if byFD.count <= Int(fd) {
          byFD += [Connection?](repeating: nil, count: Int(fd) + 1024 - byFD.count)
        }
        byFD[Int(fd)] = connection
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = fd
        epoll_ctl(epollFD, EPOLL_CTL_ADD, fd, &event)
      }
      let deadline = nanoseconds() + 20_000_000_000
      while connections[start...].contains(where: { !$0.isUpgraded }) {
        guard nanoseconds() < deadline else {
          throw BenchError("handshakes did not complete after \(connections.count) connections")
        }
        poll(timeoutMilliseconds: 100) { _ in }
      }
    }
  }

  /// The first message connection `index` received, read until it has one (10 s at most).
  func firstMessage(of index: Int) throws -> JSONValue {
    let deadline = nanoseconds() + 10_000_000_000
    while connections[index].payloads?.isEmpty ?? true, nanoseconds() < deadline {
      poll(timeoutMilliseconds: 50) { _ in }
    }
    guard let first = connections[index].payloads?.first else {
      throw BenchError("connection \(index) got no message")
    }
    return try JSONParser.parse(first)
  }

  /// Closes every connection, as clients that went away.
  func disconnectAll() {
    for connection in connections {
      close(connection.fd)
      byFD[Int(connection.fd)] = nil
    }
    connections = []
  }

  /// Sends a masked text frame with `payload` on connection `index`.
  func sendText(_ payload: [UInt8], on index: Int) {
    sendFrame(opcode: 0x1, payload: payload, fd: connections[index].fd)
  }

  private func sendFrame(opcode: UInt8, payload: [UInt8], fd: Int32) {
    var frame: [UInt8] = [0x80 | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    let mask: [UInt8] = [0x11, 0x22, 0x33, 0x44]
    frame += mask
    for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index & 3]) }
    var offset = 0
    while offset < frame.count {
      let sent = frame[offset...].withUnsafeBytes {
        send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        offset += sent
      } else if errno != EAGAIN {
        return
      }
    }
  }

  /// Waits up to `timeoutMilliseconds` and reads every ready socket; `onMessage` runs for each
  /// complete data frame.
  func poll(timeoutMilliseconds: Int32, onMessage: (Connection) -> Void) {
    let count = events.withUnsafeMutableBufferPointer {
      epoll_wait(epollFD, $0.baseAddress, Int32($0.count), timeoutMilliseconds)
    }
    guard count > 0 else { return }
    for index in 0..<Int(count) {
      guard let connection = byFD[Int(events[index].data.fd)] else { continue }
      while true {
        let read = recv(connection.fd, buffer.baseAddress, buffer.count, 0)
        if read <= 0 { break }
        consume(connection, UnsafeRawBufferPointer(rebasing: buffer[0..<read]), onMessage)
        if read < buffer.count { break }
      }
    }
  }

  private func consume(
    _ connection: Connection, _ bytes: UnsafeRawBufferPointer, _ onMessage: (Connection) -> Void
  ) {
    var index = 0
    if !connection.isUpgraded {
      while index < bytes.count, !connection.isUpgraded {
        connection.handshake.append(bytes[index])
        index += 1
        if connection.handshake.count >= 4,
          connection.handshake.suffix(4).elementsEqual([13, 10, 13, 10])
        {
          connection.isUpgraded = true
          connection.handshake = []
        }
      }
    }
    while index < bytes.count {
      if connection.remaining > 0 {
        let take = min(connection.remaining, bytes.count - index)
        if connection.opcode >= 8 {
          connection.control += bytes[index..<(index + take)]
        } else if connection.payloads != nil {
          connection.payload += bytes[index..<(index + take)]
        }
        connection.remaining -= take
        index += take
        if connection.remaining == 0 { frameDone(connection, onMessage) }
        continue
      }
      connection.header.append(bytes[index])
      index += 1
      let header = connection.header
      guard header.count >= 2 else { continue }
      let short = Int(header[1] & 0x7F)
      let needed = 2 + (short == 126 ? 2 : short == 127 ? 8 : 0)
      guard header.count == needed else { continue }
      var length = short
      if short >= 126 { length = header[2...].reduce(0) { $0 << 8 | Int($1) } }
      connection.opcode = header[0] & 0x0F
      connection.header.removeAll(keepingCapacity: true)
      connection.remaining = length
      if length == 0 { frameDone(connection, onMessage) }
    }
  }

  private func frameDone(_ connection: Connection, _ onMessage: (Connection) -> Void) {
    switch connection.opcode {
    case 0x9:
      sendFrame(opcode: 0xA, payload: connection.control, fd: connection.fd)
    case 0x1, 0x2:
      connection.messages += 1
      if connection.payloads != nil {
        connection.payloads!.append(connection.payload)
        connection.payload = []
      }
      onMessage(connection)
    default:
      break
    }
    connection.control = []
  }
}
