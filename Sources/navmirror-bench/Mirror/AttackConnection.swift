import Foundation
import Glibc
import MirrorJSON
import PosixIO
import WebSocketProtocol

/// A blocking loopback connection for the attack benchmark: plain HTTP requests, and a
/// WebSocket that speaks just enough of the wire protocol to misbehave on purpose.
final class AttackConnection {
  let fd: Int32
  private var buffered: [UInt8] = []
  private var parser = FrameParser(maxPayloadLength: 1 << 28)

  /// Connects to `127.0.0.1:port`; reads give up after `timeout` seconds.
  init(port: UInt16, timeout: Int = 10) throws {
    fd = try connectBlocking(port: port)
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Writes all of `bytes`, or as much as the peer takes before the timeout.
  func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// The next bytes from the peer; empty at end of stream or timeout.
  func read() -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = recv(fd, &chunk, chunk.count, 0)
    return count > 0 ? Array(chunk[..<count]) : []
  }

  /// One `Connection: close` request; the status line's code, or 0 when nothing came back.
  static func request(
    port: UInt16, method: String = "GET", path: String, host: String? = nil, body: [UInt8] = [],
    headers: [String] = []
  ) -> Int {
    requestWithBody(
      port: port, method: method, path: path, host: host, body: body, headers: headers,
      readsBody: false
    ).status
  }

  /// One `Connection: close` request: the status line's code (0 when nothing came back) and,
  /// with `readsBody`, everything after the head.
  static func requestWithBody(
    port: UInt16, method: String = "GET", path: String, host: String? = nil, body: [UInt8] = [],
    headers: [String] = [], readsBody: Bool = true, timeout: Int = 10
  ) -> (status: Int, body: [UInt8]) {
    guard let connection = try? AttackConnection(port: port, timeout: timeout) else {
      return (0, [])
    }
    var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    head += "Connection: close\r\nContent-Length: \(body.count)\r\n"
    head += headers.map { $0 + "\r\n" }.joined() + "\r\n"
    connection.write(Array(head.utf8) + body)
    var received: [UInt8] = []
    while received.count < 12 || readsBody {
      let chunk = connection.read()
      guard !chunk.isEmpty else { break }
      received += chunk
    }
    guard received.count >= 12 else { return (0, []) }
    let status = Int(String(decoding: received[9..<12], as: UTF8.self)) ?? 0
    let body = received.firstRange(of: [13, 10, 13, 10]).map { Array(received[$0.upperBound...]) }
    return (status, body ?? [])
  }

  /// Upgrades to the NavMirror WebSocket at `path` and returns the first message (the
  /// `hello`, or the error that refused the join); `nil` when the upgrade failed.
  func upgrade(path: String, port: UInt16) -> JSONValue? {
    guard handshake(path: path, port: port, subprotocol: "navmirror.v1") else { return nil }
    return receive()
  }

  /// Upgrades to a WebSocket at `path`; whether the server switched protocols.
  func handshake(path: String, port: UInt16, subprotocol: String? = nil) -> Bool {
    write(
      Array(
        ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
          + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
          + "Sec-WebSocket-Version: 13\r\n"
          + (subprotocol.map { "Sec-WebSocket-Protocol: \($0)\r\n" } ?? "") + "\r\n").utf8))
    while true {
      if let end = buffered.firstRange(of: [13, 10, 13, 10]) {
        guard buffered.starts(with: Array("HTTP/1.1 101".utf8)) else { return false }
        parser.append(buffered[end.upperBound...])
        buffered = []
        return true
      }
      let chunk = read()
      guard !chunk.isEmpty else { return false }
      buffered += chunk
    }
  }

  /// Sends a masked text frame.
  func send(_ message: JSONValue) { send(text: Array(message.text.utf8)) }

  /// Sends `payload` as one masked text frame.
  func send(text payload: [UInt8]) {
    write(
      FrameEncoder.encode(
        Frame(fin: true, opcode: .text, payload: payload), maskingKey: [7, 7, 7, 7]))
  }

  /// The next text message, or `nil` at end of stream, close or timeout.
  func receive() -> JSONValue? {
    while true {
      if let frame = try? parser.nextFrame() {
        guard frame.opcode == .text else { return nil }
        return try? JSONParser.parse(frame.payload)
      }
      let chunk = read()
      guard !chunk.isEmpty else { return nil }
      parser.append(chunk)
    }
  }

  /// Reads messages until one of `type` arrives; `nil` when none does.
  func receive(type: String) -> JSONValue? {
    while let message = receive() {
      if message["type"]?.stringValue == type { return message }
    }
    return nil
  }
}
