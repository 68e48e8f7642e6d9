import MirrorJSON

/// Who asked for a change, and how their answer reaches them.
enum Requester: Equatable, Sendable {
  /// A client of this node, answered on its connection with the request's `id`.
  case client(connection: UInt64, id: JSONValue)
  /// A client of another node, through the inbox: answered in the stream.
  case forwarded(LogRecord.Forwarding, id: JSONValue)
}

/// What a client of this node is answered.
enum Answer: Sendable {
  case ack(id: JSONValue, version: Int)
  case error(WireError)
  /// A message the owner wrote for it (the error another node refused it with).
  case message(JSONValue)

  var json: JSONValue {
    switch self {
    case .ack(let id, let version): WireMessage.ack(id: id, version: version)
    case .error(let error): error.json
    case .message(let message): message
    }
  }
}

extension WireError {
  /// The same error, answering the request `id`.
  func answering(_ id: JSONValue) -> WireError { WireError(id: id, code: code, message: message) }
}
