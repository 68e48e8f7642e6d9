import MirrorJSON

/// One accepted change of a room: the version it produced, who caused it, and how the state
/// changed, as the JSON Patch from the previous version's state.
struct JournalEntry: Equatable {
  /// The version the change produced.
  let version: Int
  /// Milliseconds since 1970.
  let time: Int
  /// The client that sent it; `nil` for an effect.
  let origin: String?
  /// The action as JSON, or a room command such as `{"$travel": 3}`.
  let action: JSONValue
  /// The state patch from `version - 1` to `version`.
  let operations: [JSONPatch.Operation]

  /// An entry with the size of its JSON, as written to the journal: what it costs against a
  /// room's history budget, known without encoding it again.
  struct Recorded {
    let entry: JournalEntry
    let size: Int
  }

  var json: JSONValue {
    [
      "v": .int(version), "t": .int(time), "origin": origin.map(JSONValue.string) ?? .null,
      "action": action, "ops": .array(operations.map(\.json)),
    ]
  }

  init(
    version: Int, time: Int, origin: String?, action: JSONValue, operations: [JSONPatch.Operation]
  ) {
    self.version = version
    self.time = time
    self.origin = origin
    self.action = action
    self.operations = operations
  }

  init(json: JSONValue) throws {
    guard let version = json["v"]?.intValue, let time = json["t"]?.intValue,
      let action = json["action"], let ops = json["ops"]?.arrayValue
    else { throw JournalError(description: "a journal line needs v, t, action and ops") }
    self.init(
      version: version, time: time, origin: json["origin"]?.stringValue, action: action,
      operations: try ops.map(JSONPatch.Operation.init(json:)))
  }

  /// The entry as the page's action log shows it.
  var logJSON: JSONValue {
    [
      "version": .int(version), "time": .int(time), "client": origin.map(JSONValue.string) ?? .null,
      "action": action,
    ]
  }
}
