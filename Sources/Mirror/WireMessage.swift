import MirrorJSON
import MirrorUI
import NavigationCore

/// The messages the server sends (docs/PROTOCOL.md), built as JSON.
enum WireMessage {
  static let protocolVersion = 1

  static func hello(
    client: String, role: AccessPolicy.Role, room: String, demo: String, epoch: String,
    version: Int, state: JSONValue, scene: JSONValue, presence: PresenceSummary, log: JSONValue,
    historyStart: Int, effects: [JSONValue], at: Int? = nil, notice: String? = nil
  ) -> JSONValue {
    var hello: JSONObject = [
      "type": "hello", "protocol": .int(protocolVersion), "client": .string(client),
      "role": .string(role.rawValue), "room": .string(room), "demo": .string(demo),
      "epoch": .string(epoch), "version": .int(version), "scene": scene,
      "state": state, "clients": .array(presence.listed),
      "clientCount": .int(presence.count),
      "driverCount": .int(presence.drivers), "log": log,
      "historyStart": .int(historyStart), "effects": .array(effects), "readOnly": .bool(at != nil),
    ]
    if let at { hello["at"] = .int(at) }
    if let notice { hello["notice"] = .string(notice) }
    return .object(hello)
  }

  static func state(version: Int, document: JSONValue, cause: JSONValue, diagnostics: [Diagnostic])
    -> JSONValue
  {
    [
      "type": "state", "version": .int(version), "scene": document["scene"] ?? .null,
      "state": document["state"] ?? .null, "cause": cause,
      "diagnostics": .array(diagnostics.map(\.json)),
    ]
  }

  static func patch(
    version: Int, base: Int, operations: [JSONPatch.Operation], cause: JSONValue,
    diagnostics: [Diagnostic]
  ) -> JSONValue {
    [
      "type": "patch", "version": .int(version), "base": .int(base),
      "ops": .array(operations.map(\.json)), "cause": cause,
      "diagnostics": .array(diagnostics.map(\.json)),
    ]
  }

  /// An action that changed no state, with the runtime warnings it raised: logged at the
  /// version it ran on, which it leaves as it is.
  static func unchanged(version: Int, cause: JSONValue, diagnostics: [Diagnostic]) -> JSONValue {
    [
      "type": "unchanged", "version": .int(version), "cause": cause,
      "diagnostics": .array(diagnostics.map(\.json)),
    ]
  }

  /// Who is here: the listed clients, and the counts of everyone and of the drivers.
  static func presence(_ summary: PresenceSummary) -> JSONValue {
    [
      "type": "presence", "clients": .array(summary.listed), "count": .int(summary.count),
      "drivers": .int(summary.drivers),
    ]
  }

  static func role(_ role: AccessPolicy.Role) -> JSONValue {
    ["type": "role", "role": .string(role.rawValue)]
  }

  static func ack(id: JSONValue, version: Int) -> JSONValue {
    ["type": "ack", "id": id, "version": .int(version)]
  }

  static func error(id: JSONValue, code: ErrorCode, message: String) -> JSONValue {
    ["type": "error", "id": id, "code": .string(code.rawValue), "message": .string(message)]
  }

  /// Why a version (or an unchanged action) came to be; `text` is the action as Swift prints
  /// it, absent for room commands.
  static func cause(
    action: JSONValue, origin: String?, time: Int, steps: [String] = [], text: String? = nil
  ) -> JSONValue {
    var cause: JSONObject = [
      "action": action, "client": origin.map(JSONValue.string) ?? .null, "time": .int(time),
      "steps": .array(steps.map(JSONValue.string)),
    ]
    if let text { cause["text"] = .string(text) }
    return .object(cause)
  }

  static func effect(_ event: EffectEvent, version: Int) -> JSONValue {
    ["type": "effect", "version": .int(version), "event": effectEvent(event)]
  }

  /// An effect event as the wire carries it: named by its own name, else by the case path of
  /// the action that started it.
  static func effectEvent(_ event: EffectEvent) -> JSONValue {
    let name = event.name ?? (event.startedBy.isEmpty ? nil : event.startedBy)
    return [
      "id": .int(event.id), "name": name.map(JSONValue.string) ?? .null,
      "startedBy": .string(event.startedBy), "tags": .array(event.tags.map(JSONValue.string)),
      "kind": .string(event.kind.rawValue),
    ]
  }

  /// The `code` of an `error` message.
  enum ErrorCode: String {
    case badJSON = "bad-json"
    case badMessage = "bad-message"
    case unknownAction = "unknown-action"
    case forbidden = "forbidden"
    case noSuchVersion = "no-such-version"
    case badRoom = "bad-room"
    case unknownDemo = "unknown-demo"
    case storage = "storage"
    case badState = "bad-state"
    case readOnly = "read-only"
    case stateTooLarge = "state-too-large"
    case roomLimit = "room-limit"
    case authThrottled = "auth-throttled"
  }
}

/// A message a client sent, once parsed.
enum ClientMessage {
  case action(id: JSONValue, action: JSONValue)
  case resync
  case auth(token: String)
  case travel(id: JSONValue, version: Int)
  case undo(id: JSONValue)
  case redo(id: JSONValue)
  case setState(id: JSONValue, state: JSONValue)

  /// Parses `text`, or returns the `error` to answer with.
  static func parse(_ text: String) -> Result<ClientMessage, WireError> {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      return .failure(WireError(id: .null, code: .badJSON, message: "\(error)"))
    }
    let id = json["id"] ?? .null
    func bad(_ message: String) -> Result<ClientMessage, WireError> {
      .failure(WireError(id: id, code: .badMessage, message: message))
    }
    switch json["type"]?.stringValue {
    case "action":
      guard let action = json["action"] else { return bad("An action message needs 'action'.") }
      return .success(.action(id: id, action: action))
    case "resync":
      return .success(.resync)
    case "auth":
      guard let token = json["token"]?.stringValue else {
        return bad("auth needs a string 'token'.")
      }
      return .success(.auth(token: token))
    case "travel":
      guard let version = json["version"]?.intValue else {
        return bad("travel needs an integer 'version'.")
      }
      return .success(.travel(id: id, version: version))
    case "setState":
      guard let state = json["state"] else { return bad("setState needs 'state'.") }
      return .success(.setState(id: id, state: state))
    case "undo":
      return .success(.undo(id: id))
    case "redo":
      return .success(.redo(id: id))
    case let type?:
      return bad("Unknown message type '\(type)'.")
    case nil:
      return bad("A message is an object with a string 'type'.")
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
