import MirrorJSON

/// Every version of a room since its history began, kept as patches so that any earlier state
/// can be rebuilt for time travel.
struct RoomHistory {
  /// The state at ``baseVersion``.
  let baseState: JSONValue
  /// The first version the history knows.
  let baseVersion: Int
  private(set) var entries: [JournalEntry]
  /// The current state.
  private(set) var state: JSONValue
  /// The version whose state the room shows: the newest one, or a travel target.
  private(set) var position: Int
  private var redoStack: [Int] = []

  init(baseState: JSONValue, baseVersion: Int, entries: [JournalEntry], state: JSONValue) {
    self.baseState = baseState
    self.baseVersion = baseVersion
    self.entries = entries
    self.state = state
    self.position = entries.last?.version ?? baseVersion
  }

  var version: Int { entries.last?.version ?? baseVersion }

  /// Records a change: `entry` leads from the current state to `state`. A change made by an
  /// action (not by travel) starts a new branch: nothing is left to redo.
  mutating func append(_ entry: JournalEntry, state: JSONValue, travelledTo target: Int? = nil) {
    entries.append(entry)
    self.state = state
    position = target ?? entry.version
    if target == nil { redoStack.removeAll() }
  }

  /// Whether the state at `version` can be rebuilt.
  func contains(_ version: Int) -> Bool {
    version >= baseVersion && version <= self.version
  }

  /// The state the room had at `version`.
  func state(at version: Int) throws -> JSONValue {
    var state = baseState
    for entry in entries where entry.version <= version {
      state = try JSONPatch.apply(entry.operations, to: state)
    }
    return state
  }

  /// The version undo goes back to, if any; remembers where it came from for redo.
  mutating func undoTarget() -> Int? {
    guard position > baseVersion else { return nil }
    redoStack.append(position)
    return position - 1
  }

  /// The version redo returns to, if an undo happened since the last action.
  mutating func redoTarget() -> Int? {
    redoStack.popLast()
  }

  /// The newest `limit` entries, as the page's action log shows them.
  func log(limit: Int = 200) -> JSONValue {
    .array(entries.suffix(limit).map(\.logJSON))
  }
}
