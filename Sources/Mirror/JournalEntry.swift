import MirrorJSON
import MirrorUI

/// One action a room ran, or a command it applied: the version it produced, who caused it, and
/// how the state changed, as the JSON Patch from the previous version's state.
///
/// An action that changed no state is recorded too, so that the log and recorded flows hold
/// every action sent: it is ``unchanged``, carries the version it ran on and an empty patch,
/// and produces no version (versions stay versions of state).
struct JournalEntry: Equatable {
  /// The version the change produced; for an ``unchanged`` entry, the version it ran on.
  let version: Int
  /// Milliseconds since 1970.
  let time: Int
  /// The client that sent it; `nil` for an effect.
  let origin: String?
  /// The action as JSON, or a room command such as `{"$travel": 3}`.
  let action: JSONValue
  /// The state patch from `version - 1` to `version`; empty for an ``unchanged`` entry.
  let operations: [JSONPatch.Operation]
  /// Whether the action changed no state.
  let unchanged: Bool
  /// The action as Swift prints it (`.lent(to: "Ben")`), for the log; `nil` for a room command
  /// and in journals written before it was kept.
  let text: String?
  /// What the app drew from its `uuid` and `date` for it, which an exported test replays;
  /// `nil` when nothing.
  let drawn: DrawnValues?

  /// An entry with the size of its JSON, as written to the journal: what it costs against a
  /// room's history budget, known without encoding it again.
  struct Recorded {
    let entry: JournalEntry
    let size: Int
  }

  var json: JSONValue {
    var json: JSONObject = [
      "v": .int(version), "t": .int(time), "origin": origin.map(JSONValue.string) ?? .null,
      "action": action, "ops": .array(operations.map(\.json)),
    ]
    if unchanged { json["unchanged"] = .bool(true) }
    if let text { json["text"] = .string(text) }
    if let drawn { json["drawn"] = drawn.json }
    return .object(json)
  }

  init(
    version: Int, time: Int, origin: String?, action: JSONValue, operations: [JSONPatch.Operation],
    unchanged: Bool = false, text: String? = nil, drawn: DrawnValues? = nil
  ) {
    self.version = version
    self.time = time
    self.origin = origin
    self.action = action
    self.operations = operations
    self.unchanged = unchanged
    self.text = text
    self.drawn = drawn
  }

  init(json: JSONValue) throws {
    guard let version = json["v"]?.intValue, let time = json["t"]?.intValue,
      let action = json["action"], let ops = json["ops"]?.arrayValue
    else { throw JournalError(description: "a journal line needs v, t, action and ops") }
    self.init(
      version: version, time: time, origin: json["origin"]?.stringValue, action: action,
      operations: try ops.map(JSONPatch.Operation.init(json:)),
      unchanged: json["unchanged"] == .bool(true), text: json["text"]?.stringValue,
      drawn: try json["drawn"].map(DrawnValues.init(json:)))
  }

  /// The entry as the page's action log shows it.
  var logJSON: JSONValue {
    var json: JSONObject = [
      "version": .int(version), "time": .int(time), "client": origin.map(JSONValue.string) ?? .null,
      "action": action,
    ]
    if unchanged { json["unchanged"] = .bool(true) }
    if let text { json["text"] = .string(text) }
    return .object(json)
  }
}
