import MirrorJSON

/// Who is in a room, as a `presence` message tells it: the first few of them (drivers first,
/// then the others in the order they joined), how many there are in all, and how many drive.
/// A room watched by thousands sends a short list and the counts, not everyone's id.
struct PresenceSummary: Equatable, Sendable {
  /// `{id, role}` of the clients shown by name, drivers first.
  var listed: [JSONValue] = []
  /// Everyone in the room.
  var count = 0
  /// The drivers among them.
  var drivers = 0

  /// The summary of a whole room made of the summaries of its parts (one per node): the drivers
  /// each part lists, then the others, at most `limit` of them; the counts add up.
  static func merging(_ parts: [PresenceSummary], limit: Int) -> PresenceSummary {
    let entries = parts.flatMap(\.listed)
    let drivers = entries.filter(Self.isDriver)
    let others = entries.filter { !Self.isDriver($0) }
    return PresenceSummary(
      listed: Array((drivers + others).prefix(limit)),
      count: parts.reduce(0) { $0 + $1.count },
      drivers: parts.reduce(0) { $0 + $1.drivers })
  }

  /// Whether a listed `{id, role}` is a driver's.
  static func isDriver(_ entry: JSONValue) -> Bool {
    entry["role"]?.stringValue == AccessPolicy.Role.driver.rawValue
  }
}
