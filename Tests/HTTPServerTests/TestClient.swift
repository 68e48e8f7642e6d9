import Foundation
import Glibc
import TestSupport
import WebSocketProtocol
import XCTest

/// A blocking loopback client with a receive timeout, for driving the server byte by byte.
final class TestClient {
  private let socket: LoopbackSocket
  /// The server's port, which the `Host` header names.
  let port: UInt16
  var fd: Int32 { socket.fd }
  private var pending: [UInt8] = []
  private var parser = FrameParser(maxPayloadLength: 1 << 24)

  init(port: UInt16, timeoutSeconds: Int = 3) throws {
    socket = try LoopbackSocket(port: port, timeoutSeconds: timeoutSeconds)
    self.port = port
  }

  func send(_ bytes: [UInt8]) { socket.write(bytes) }

  func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads more bytes into `pending`; false on EOF, error or timeout.
  @discardableResult
  func fill() -> Bool {
    let bytes = socket.read()
    pending += bytes
    return !bytes.isEmpty
  }

  /// Reads one HTTP response (head plus Content-Length body; none for HEAD/304/101).
  func readResponse(expectBody: Bool = true) -> (
    status: Int, headers: [String: String], body: [UInt8]
  )? {
    while true {
      if let end = findHeadEnd() {
        let head = String(decoding: pending[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
            .trimmingCharacters(in: .whitespaces)
        }
        let length =
          expectBody && status != 304 && status != 101
          ? Int(headers["content-length"] ?? "0") ?? 0 : 0
        while pending.count < end + 4 + length { if !fill() { return nil } }
        let body = Array(pending[(end + 4)..<(end + 4 + length)])
        pending.removeFirst(end + 4 + length)
        return (status, headers, body)
      }
      if !fill() { return nil }
    }
  }

  private func findHeadEnd() -> Int? {
    guard pending.count >= 4 else { return nil }
    for index in 0...(pending.count - 4)
    where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13
      && pending[index + 3] == 10
    {
      return index
    }
    return nil
  }

  /// Performs the opening handshake; returns the 101 response headers.
  @discardableResult
  func upgrade(path: String = "/ws", extraHeaders: String = "") -> (
    status: Int, headers: [String: String], body: [UInt8]
  )? {
    send(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\(extraHeaders)\r\n"
    )
    return readResponse(expectBody: false)
  }

  func sendFrame(_ opcode: Opcode, _ payload: [UInt8], fin: Bool = true, masked: Bool = true) {
    send(
      FrameEncoder.encode(
        Frame(fin: fin, opcode: opcode, payload: payload),
        maskingKey: masked ? [0x12, 0x34, 0x56, 0x78] : nil))
  }

  /// Reads the next server frame, or nil on EOF/timeout.
  func readFrame() -> Frame? {
    while true {
      if !pending.isEmpty {
        parser.append(pending)
        pending = []
      }
      if let frame = try? parser.nextFrame() { return frame }
      if !fill() { return nil }
    }
  }

  /// True when the server closed the connection (EOF) within the timeout. Like a real client,
  /// it then closes its own side, so the server's lingering close ends at once instead of
  /// after its 2-second timer.
  func readsEOF() -> Bool {
    while true {
      var byte: UInt8 = 0
      let count = recv(fd, &byte, 1, 0)
      if count == 0 {
        shutdown(fd, Int32(SHUT_RDWR))
        return true
      }
      if count < 0 { return errno == ECONNRESET }
    }
  }
}

extension Frame {
  var closeCode: UInt16? {
    guard opcode == .close, payload.count >= 2 else { return nil }
    return UInt16(payload[0]) << 8 | UInt16(payload[1])
  }
}
