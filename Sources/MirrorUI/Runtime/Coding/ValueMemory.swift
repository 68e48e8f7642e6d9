import MirrorJSON

/// The states or actions of a running app whose JSON does not rebuild them, kept by that JSON:
/// how a room travels back in time, puts back a refused change, renders a past version, or
/// replays and exports a flow it recorded, when its state or actions are not `Codable`. Keeps
/// the newest ``limit`` values; an older one is forgotten, and rebuilding it fails with the
/// reason ``RoundTrip`` gives.
///
/// A value of the runtime's queue alone.
struct ValueMemory<Value> {
  /// How many values are kept (a room sets its `maxHistoryVersions`).
  var limit: Int {
    didSet { limit = max(1, limit) }
  }
  private var values: [JSONValue: Value] = [:]
  private var order: [JSONValue] = []
  /// Where the oldest kept value is in `order`.
  private var start = 0

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Keeps `value`, whose JSON is `json`.
  mutating func keep(_ value: Value, as json: JSONValue) {
    if values.updateValue(value, forKey: json) == nil { order.append(json) }
    while order.count - start > limit {
      values[order[start]] = nil
      start += 1
    }
    // The forgotten keys leave `order` from time to time, not at every value.
    if start > limit {
      order.removeFirst(start)
      start = 0
    }
  }

  /// The kept value whose JSON is `json`.
  func value(for json: JSONValue) -> Value? {
    values[json]
  }
}
