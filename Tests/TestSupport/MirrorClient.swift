import Foundation
import MirrorJSON
import WebSocketProtocol

/// A WebSocket client that speaks the NavMirror wire protocol over a real loopback socket.
public final class MirrorClient {
  /// The socket, for tests that need to misbehave on it.
  public let socket: LoopbackSocket
  private var parser = FrameParser(maxPayloadLength: 1 << 26)
  private var nextID = 0
  /// The `hello` the server sent.
  public private(set) var hello: JSONValue = .null

  /// Connects to `path` (e.g. `/ws?room=r1`) and reads the `hello`.
  public init(
    port: UInt16, path: String = "/ws", headers: [String] = [], receiveBufferSize: Int? = nil
  ) throws {
    socket = try LoopbackSocket(port: port, receiveBufferSize: receiveBufferSize)
    let request =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: navmirror.v1\r\n"
      + headers.map { $0 + "\r\n" }.joined() + "\r\n"
    socket.write(Array(request.utf8))
    var received: [UInt8] = []
    var headEnd: Range<Int>?
    while headEnd == nil {
      let chunk = socket.read()
      guard !chunk.isEmpty else { throw LoopbackSocket.Failure(description: "no handshake reply") }
      received += chunk
      headEnd = received.firstRange(of: [13, 10, 13, 10])
    }
    let head = received[..<headEnd!.upperBound]
    parser.append(received[headEnd!.upperBound...])
    let status = String(decoding: head, as: UTF8.self)
    guard status.hasPrefix("HTTP/1.1 101") else {
      throw LoopbackSocket.Failure(description: "upgrade refused: \(status)")
    }
    hello = try receive()
  }

  /// Sends a text frame, masked as RFC 6455 requires of clients.
  public func sendText(_ text: String) {
    let frame = Frame(fin: true, opcode: .text, payload: Array(text.utf8))
    socket.write(FrameEncoder.encode(frame, maskingKey: [1, 2, 3, 4]))
  }

  /// Sends `{type: "action", id, action}` and returns the id used.
  @discardableResult
  public func sendAction(_ action: JSONValue) -> String {
    nextID += 1
    let id = "t\(nextID)"
    sendText(JSONValue.object(["type": "action", "id": .string(id), "action": action]).text)
    return id
  }

  /// Sends `{type: "action", id, action}` for each of `actions` in one socket write, so the
  /// server reads them as one burst.
  public func sendActionsAtOnce(_ actions: [JSONValue]) {
    let frames = actions.flatMap { action in
      nextID += 1
      let message = JSONValue.object([
        "type": "action", "id": .string("t\(nextID)"), "action": action,
      ])
      return FrameEncoder.encode(
        Frame(fin: true, opcode: .text, payload: Array(message.text.utf8)),
        maskingKey: [1, 2, 3, 4])
    }
    socket.write(frames)
  }

  /// Sends any message object.
  public func send(_ message: JSONValue) { sendText(message.text) }

  /// The next frame from the server (`nil` at end of stream or timeout).
  public func receiveFrame() throws -> Frame? {
    while true {
      if let frame = try parser.nextFrame() { return frame }
      let chunk = socket.read()
      if chunk.isEmpty { return nil }
      parser.append(chunk)
    }
  }

  /// The next text message, parsed as JSON.
  public func receive() throws -> JSONValue {
    while let frame = try receiveFrame() {
      if frame.opcode == .text { return try JSONParser.parse(frame.payload) }
      if frame.opcode == .close {
        throw LoopbackSocket.Failure(description: "closed: \(frame.payload)")
      }
    }
    throw LoopbackSocket.Failure(description: "no message before timeout or end of stream")
  }

  /// Reads messages until one of `type` arrives and returns it.
  public func receive(type: String) throws -> JSONValue {
    while true {
      let message = try receive()
      if message["type"]?.stringValue == type { return message }
    }
  }
}

extension MirrorClient {
  /// The `{scene, state}` document a client holds, kept current by applying every `state` and
  /// `patch` message as the page does.
  public struct Replica {
    public private(set) var version: Int
    public private(set) var document: JSONValue

    /// Starts from a `hello`.
    public init(hello: JSONValue) {
      version = hello["version"]?.intValue ?? -1
      document = ["scene": hello["scene"] ?? .null, "state": hello["state"] ?? .null]
    }

    /// Applies a `state` or `patch` message; returns false for a patch whose base is not the
    /// replica's version (the client must resync).
    public mutating func apply(_ message: JSONValue) throws -> Bool {
      switch message["type"]?.stringValue {
      case "state":
        version = message["version"]?.intValue ?? version
        document = ["scene": message["scene"] ?? .null, "state": message["state"] ?? .null]
        return true
      case "patch":
        guard message["base"]?.intValue == version else { return false }
        let operations = try (message["ops"]?.arrayValue ?? []).map(JSONPatch.Operation.init(json:))
        document = try JSONPatch.apply(operations, to: document)
        version = message["version"]?.intValue ?? version
        return true
      default:
        return true
      }
    }
  }

  /// Reads messages until a `state` or `patch` arrives and returns it.
  public func receiveUpdate() throws -> JSONValue {
    while true {
      let message = try receive()
      if ["state", "patch"].contains(message["type"]?.stringValue) { return message }
    }
  }
}
