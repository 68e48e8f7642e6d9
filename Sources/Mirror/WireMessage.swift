import MirrorJSON
import MirrorUI
import NavigationCore

/// The messages of the wire protocol (docs/PROTOCOL.md), built as JSON.
enum WireMessage {
  static let protocolVersion = 1

  static func hello(client: String, room: String, demo: String, snapshot: AppSnapshot) -> JSONValue
  {
    [
      "type": "hello", "protocol": .int(protocolVersion), "client": .string(client),
      "room": .string(room), "demo": .string(demo), "version": .int(snapshot.version),
      "scene": snapshot.scene.json, "state": snapshot.state,
    ]
  }

  static func state(_ change: AppChange) -> JSONValue {
    [
      "type": "state", "version": .int(change.snapshot.version),
      "scene": change.snapshot.scene.json,
      "state": change.snapshot.state, "cause": cause(change),
      "diagnostics": .array(change.diagnostics.map(\.json)),
    ]
  }

  /// Runtime warnings from an action that changed nothing.
  static func warning(_ change: AppChange) -> JSONValue {
    [
      "type": "warning", "version": .int(change.snapshot.version), "cause": cause(change),
      "diagnostics": .array(change.diagnostics.map(\.json)),
    ]
  }

  static func ack(id: JSONValue, version: Int) -> JSONValue {
    ["type": "ack", "id": id, "version": .int(version)]
  }

  static func error(id: JSONValue, code: ErrorCode, message: String) -> JSONValue {
    ["type": "error", "id": id, "code": .string(code.rawValue), "message": .string(message)]
  }

  private static func cause(_ change: AppChange) -> JSONValue {
    ["action": change.action, "client": change.origin.map(JSONValue.string) ?? .null]
  }

  /// The `code` of an `error` message.
  enum ErrorCode: String {
    case badJSON = "bad-json"
    case badMessage = "bad-message"
    case unknownAction = "unknown-action"
    case badRoom = "bad-room"
    case unknownDemo = "unknown-demo"
  }
}

/// A message a client sent, once parsed.
enum ClientMessage {
  case action(id: JSONValue, action: JSONValue)

  /// Parses `text`, or returns the `error` message to answer with.
  static func parse(_ text: String) -> Result<ClientMessage, WireError> {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      return .failure(WireError(id: .null, code: .badJSON, message: "\(error)"))
    }
    let id = json["id"] ?? .null
    switch json["type"]?.stringValue {
    case "action":
      guard let action = json["action"] else {
        return .failure(
          WireError(id: id, code: .badMessage, message: "An action message needs 'action'."))
      }
      return .success(.action(id: id, action: action))
    case let type?:
      return .failure(
        WireError(id: id, code: .badMessage, message: "Unknown message type '\(type)'."))
    case nil:
      return .failure(
        WireError(
          id: id, code: .badMessage, message: "A message is an object with a string 'type'."))
    }
  }
}

/// A rejected message: what to answer with.
struct WireError: Error {
  let id: JSONValue
  let code: WireMessage.ErrorCode
  let message: String

  var json: JSONValue { WireMessage.error(id: id, code: code, message: message) }
}
