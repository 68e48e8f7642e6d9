import MirrorJSON

/// The recent versions of a room, kept as patches so that any of them can be rebuilt for time
/// travel, undo and flows, within a budget of bytes and versions.
///
/// Every `snapshotInterval` versions the state is kept whole, so rebuilding a version replays
/// at most that many patches. Beyond the budget the history forgets: first the oldest actions
/// that changed nothing (they are log lines only), then the oldest versions, so that a flood of
/// actions that change nothing never pushes a real version out. The history then starts later
/// (``baseVersion`` moves on), and the room says so to clients (`historyStart`).
///
/// Changes are appended before their log confirmed them; ``mark()`` remembers a confirmed
/// point and ``rollBack(to:)`` returns to it when a write failed.
struct RoomHistory {
  /// A kept whole state.
  private struct Snapshot {
    let state: JSONValue
    let size: Int
  }

  /// A kept entry, with the size it costs and the order it was appended in.
  private struct Kept {
    let entry: JournalEntry
    let size: Int
    let sequence: Int
  }

  /// A point of the history to return to: what was appended up to it, and the state, position
  /// and redo stack it had.
  struct Mark {
    fileprivate let sequence: Int
    let version: Int
    let state: JSONValue
    fileprivate let position: Int
    fileprivate let redoStack: [Int]
  }

  /// The state at ``baseVersion``.
  private(set) var baseState: JSONValue
  /// The first version the history knows.
  private(set) var baseVersion: Int
  private var kept: [Kept] = []
  private var snapshots: [Int: Snapshot] = [:]
  private var keptBytes = 0
  private var snapshotBytes = 0
  private var unchangedCount = 0
  private var nextSequence = 0
  /// The current state.
  private(set) var state: JSONValue
  /// The version whose state the room shows: the newest one, or a travel target.
  private(set) var position: Int
  private var redoStack: [Int] = []
  private let limits: MirrorLimits

  /// A history that starts at `baseVersion` with `baseState` and holds `entries` after it,
  /// forgetting the oldest of them when they exceed `limits`.
  init(
    baseState: JSONValue, baseVersion: Int, entries: [JournalEntry.Recorded],
    limits: MirrorLimits
  ) throws {
    self.baseState = baseState
    self.baseVersion = baseVersion
    self.state = baseState
    self.limits = limits
    position = baseVersion
    var rebuilt = baseState
    for recorded in entries {
      rebuilt = try JSONPatch.apply(recorded.entry.operations, to: rebuilt)
      append(recorded.entry, size: recorded.size, state: rebuilt)
    }
  }

  var version: Int { kept.last?.entry.version ?? baseVersion }

  /// The entries kept (changes, and actions that changed nothing), oldest first.
  var entries: some RandomAccessCollection<JournalEntry> { kept.lazy.map(\.entry) }

  /// The bytes the kept changes and snapshots take, encoded.
  var byteCount: Int { keptBytes }

  /// The bytes the kept entries take, encoded, as a journal holds them.
  var entryByteCount: Int { keptBytes - snapshotBytes }

  /// Records a change: `entry` (`size` bytes encoded) leads from the current state to `state`.
  /// A change made by an action (not by travel) starts a new branch: nothing is left to redo.
  /// An ``JournalEntry/unchanged`` entry only joins the log: the state, the position and what
  /// is left to redo stay as they are.
  mutating func append(
    _ entry: JournalEntry, size: Int, state: JSONValue, travelledTo target: Int? = nil
  ) {
    kept.append(Kept(entry: entry, size: size, sequence: nextSequence))
    nextSequence += 1
    keptBytes += size
    defer { forgetBeyondBudget() }
    guard !entry.unchanged else {
      unchangedCount += 1
      return
    }
    if entry.version % limits.snapshotInterval == 0 {
      let snapshot = Snapshot(state: state, size: state.bytes.count)
      snapshots[entry.version] = snapshot
      keptBytes += snapshot.size
      snapshotBytes += snapshot.size
    }
    self.state = state
    position = target ?? entry.version
    if target == nil { redoStack.removeAll() }
  }

  /// The history as it is now, to return to with ``rollBack(to:)``.
  func mark() -> Mark {
    Mark(
      sequence: nextSequence, version: version, state: state, position: position,
      redoStack: redoStack)
  }

  /// Forgets what was appended after `mark`: the writes that made it failed. When the budget
  /// forgot versions up to and past the mark meanwhile, the history starts again at it.
  mutating func rollBack(to mark: Mark) {
    while let last = kept.last, last.sequence >= mark.sequence {
      kept.removeLast()
      keptBytes -= last.size
      if last.entry.unchanged { unchangedCount -= 1 }
    }
    for version in snapshots.keys where version > mark.version {
      let size = snapshots.removeValue(forKey: version)?.size ?? 0
      keptBytes -= size
      snapshotBytes -= size
    }
    state = mark.state
    if mark.version < baseVersion || version != mark.version {
      baseState = mark.state
      baseVersion = mark.version
      kept.removeAll()
      snapshots.removeAll()
      keptBytes = 0
      snapshotBytes = 0
      unchangedCount = 0
    }
    position = max(mark.position, baseVersion)
    redoStack = mark.redoStack.filter { $0 >= baseVersion }
  }

  /// Forgets beyond the budget: the oldest actions that changed nothing first, then the oldest
  /// versions; the newest entry is always kept. Versions and actions that changed nothing
  /// each count against `maxHistoryVersions`; both count against `maxHistoryBytes`.
  private mutating func forgetBeyondBudget() {
    while unchangedCount > 0,
      unchangedCount > limits.maxHistoryVersions || keptBytes > limits.maxHistoryBytes,
      let index = kept.firstIndex(where: \.entry.unchanged), index < kept.count - 1
    {
      keptBytes -= kept.remove(at: index).size
      unchangedCount -= 1
    }
    var dropped = 0
    while kept.count - dropped > 1,
      keptBytes > limits.maxHistoryBytes
        || kept.count - dropped - unchangedCount > limits.maxHistoryVersions
    {
      let oldest = kept[dropped]
      dropped += 1
      keptBytes -= oldest.size
      guard !oldest.entry.unchanged else {
        unchangedCount -= 1
        continue
      }
      baseVersion = oldest.entry.version
      if let snapshot = snapshots.removeValue(forKey: baseVersion) {
        keptBytes -= snapshot.size
        snapshotBytes -= snapshot.size
        baseState = snapshot.state
      } else {
        // The patches were produced from these very states, so they apply.
        baseState = (try? JSONPatch.apply(oldest.entry.operations, to: baseState)) ?? baseState
      }
    }
    guard dropped > 0 else { return }
    kept.removeFirst(dropped)
    position = max(position, baseVersion)
    redoStack.removeAll { $0 < baseVersion }
  }

  /// Whether the state at `version` can be rebuilt.
  func contains(_ version: Int) -> Bool {
    version >= baseVersion && version <= self.version
  }

  /// The state the room had at `version`: the nearest snapshot before it, plus the patches
  /// after that.
  func state(at version: Int) throws -> JSONValue {
    guard contains(version) else {
      throw JournalError(
        description:
          "No version \(version): the history runs from \(baseVersion) to \(self.version).")
    }
    if version == self.version { return state }
    let interval = limits.snapshotInterval
    var start = version - version % interval
    var rebuilt = baseState
    while start > baseVersion {
      if let snapshot = snapshots[start] {
        rebuilt = snapshot.state
        break
      }
      start -= interval
    }
    start = max(start, baseVersion)
    // Versions only grow along the entries (unchanged ones repeat a version): the first entry
    // after `start` is found by halving.
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if kept[middle].entry.version <= start { low = middle + 1 } else { high = middle }
    }
    for recorded in kept[low...] {
      guard recorded.entry.version <= version else { break }
      rebuilt = try JSONPatch.apply(recorded.entry.operations, to: rebuilt)
    }
    return rebuilt
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

  /// The entries in the log the page shows at most.
  static let logLimit = 200

  /// The newest entries (changes, and actions that changed nothing) as the page's action log
  /// shows them: at most ``logLimit`` of them, and no more than `maxBytes` of kept changes, so
  /// that a few huge actions cannot swell every `hello`.
  func log(maxBytes: Int) -> JSONValue {
    var budget = maxBytes
    var newest: [JSONValue] = []
    for item in kept.reversed().prefix(Self.logLimit) {
      budget -= item.size
      guard budget >= 0 else { break }
      newest.append(item.entry.logJSON)
    }
    return .array(newest.reversed())
  }

  /// Every entry after `version`, as the log shows them, for a client that resumes from it;
  /// `nil` when they are more than ``logLimit`` or `maxBytes`, or the history no longer holds
  /// them all: a client is never sent a log with a gap.
  func log(after version: Int, maxBytes: Int) -> JSONValue? {
    guard contains(version) else { return nil }
    var budget = maxBytes
    var missed: [JSONValue] = []
    for item in kept.reversed() {
      guard item.entry.version > version else { break }
      budget -= item.size
      guard budget >= 0, missed.count < Self.logLimit else { return nil }
      missed.append(item.entry.logJSON)
    }
    return .array(missed.reversed())
  }
}
