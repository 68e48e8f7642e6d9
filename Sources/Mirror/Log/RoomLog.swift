import MirrorJSON

/// Where a room keeps its versions: the port a room writes through, so that "acknowledged only
/// once durable" is one rule whatever keeps them. A room's journal on disk (``RoomJournal``),
/// its record in Redis (``LedgerLog``) and nothing at all (``UnsavedLog``, `--in-memory`)
/// implement it.
///
/// Completions may run on any thread, also before the call returns; a log completes appends in
/// the order they were made.
protocol RoomLog: AnyObject, Sendable {
  /// Appends `record`; `completion` gets the record's position in the log once it is durable,
  /// or why it is not (nothing of it is kept then).
  func append(
    _ record: LogRecord, completion: @escaping @Sendable (Result<String, LogError>) -> Void)

  /// Stores the room whole, so that what the history forgot leaves the log too (the journal
  /// is compacted) or a new owner replays little (Redis keeps a snapshot).
  func checkpoint(
    _ checkpoint: LogCheckpoint, completion: @escaping @Sendable (Result<Void, LogError>) -> Void)

  /// Lets go of what the log holds open (a journal's file), before the room is unloaded.
  func close()
}

extension RoomLog {
  func close() {}
}

/// One thing a room's log keeps: a version, an action that changed nothing, an effect's event
/// or a forwarded request's refusal.
struct LogRecord: Sendable {
  let kind: LedgerEntry.Kind
  /// The version a change made; the version the room had for the other kinds.
  let version: Int
  /// The journal entry, encoded (changes and actions that changed nothing).
  let journal: [UInt8]?
  /// The message clients receive for it, encoded once.
  let message: [UInt8]
  /// The state after a change, for a log that keeps snapshots of it.
  let state: JSONValue?
  /// The lease it is written under, in a shared room.
  let lease: RoomLedger.Lease?
  /// The forwarded request it answers, and that request's inbox entry.
  let answering: Forwarding?

  /// A request of another node's client, and where the owner found it.
  struct Forwarding: Sendable, Equatable {
    let request: LedgerEntry.Request
    let inbox: String
  }

  /// The version the room had before it.
  var head: Int { kind == .change ? version - 1 : version }
}

/// A room stored whole.
enum LogCheckpoint: Sendable {
  /// The history a room keeps, from `baseVersion` on: a journal rewrites itself to hold it.
  case history(
    demo: String, baseState: JSONValue, baseVersion: Int, entries: [JournalEntry], epoch: String)
  /// The state at one version and the stream position it was taken at, under `lease`.
  case snapshot(RoomLedger.Snapshot, lease: RoomLedger.Lease)
}
