/// The log of a room that several nodes share: besides appending, who owns the room (a lease
/// with a fencing token), the stream every node follows, the inbox that carries other nodes'
/// requests to the owner, and who is in the room on each node. ``LedgerLog`` keeps it in Redis.
///
/// Every operation answers through its completion, on any thread; none blocks its caller.
protocol SharedRoomLog: RoomLog {
  /// This node's name among the nodes.
  var nodeID: String { get }
  /// How long a lease lasts unless renewed.
  var leaseDuration: Duration { get }
  /// Versions between the snapshots an owner stores.
  var snapshotInterval: Int { get }

  /// Tells `handler` when the link to the log is lost (`false`) and back (`true`), until
  /// ``stopWatchingLink()``.
  func watchLink(_ handler: @escaping @Sendable (Bool) -> Void)
  func stopWatchingLink()

  /// Hands the stream's entries after `position` to `handler`, as they come, until
  /// ``stopFollowing()``; a stream that cannot be read is reported once, and no longer
  /// followed.
  func follow(
    after position: String, _ handler: @escaping @Sendable (Result<[StreamItem], LogError>) -> Void)
  /// Hands the inbox's requests after `position` to `handler` until ``stopFollowingInbox()``.
  func followInbox(
    after position: String, _ handler: @escaping @Sendable ([RoomLedger.Forwarded]) -> Void)
  func stopFollowing()
  func stopFollowingInbox()

  /// Leaves a client's message in the inbox for the owner.
  func forward(
    _ message: String, request: LedgerEntry.Request, origin: String,
    completion: @escaping @Sendable (Result<Void, LogError>) -> Void)

  /// Who holds the lease now, `nil` when nobody does.
  func owner(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void)
  /// Takes the lease when nobody holds it; `nil` when another node does.
  func acquire(completion: @escaping @Sendable (Result<RoomLedger.Lease?, LogError>) -> Void)
  /// Extends `lease`; false when it lapsed or another node holds the room.
  func renew(
    _ lease: RoomLedger.Lease, completion: @escaping @Sendable (Result<Bool, LogError>) -> Void)
  /// Gives `lease` up, so that another node need not wait for it to lapse.
  func release(_ lease: RoomLedger.Lease, completion: @escaping @Sendable () -> Void)

  /// Every entry of the stream after `position`.
  func read(
    after position: String,
    completion: @escaping @Sendable (Result<[RoomLedger.StoredEntry], LogError>) -> Void)
  /// Stores `snapshot` under `lease` (a room that was not stored starts its stream at its
  /// version, in epoch `epoch`, or a new one), lists the room among every node's rooms, and
  /// reads where the owner is in the inbox.
  func claim(
    _ snapshot: RoomLedger.Snapshot, lease: RoomLedger.Lease, epoch: String?,
    completion: @escaping @Sendable (Result<RoomClaim, LogError>) -> Void)
  /// The room as the log holds it, `nil` when it is not stored.
  func load(completion: @escaping @Sendable (Result<StoredRoom?, LogError>) -> Void)

  /// Says who is in the room on this node.
  func announce(_ presence: PresenceSummary)
  /// What every node said of its clients within `window`, then what they say next, to
  /// `handler`, until ``stopFollowing()``.
  func followPresence(
    within window: Duration, _ handler: @escaping @Sendable ([RoomLedger.Presence]) -> Void)
}

/// An entry a node read from a room's stream, or one it could not read.
enum StreamItem: Sendable, Equatable {
  case entry(RoomLedger.StoredEntry)
  /// An entry whose fields are not what NavMirror writes: `problem` says how.
  case unreadable(id: String, problem: String)

  var id: String {
    switch self {
    case .entry(let stored): stored.id
    case .unreadable(let id, _): id
    }
  }
}

/// A room as its shared log holds it: the newest snapshot, the entries after it, its epoch.
struct StoredRoom: Sendable, Equatable {
  let snapshot: RoomLedger.Snapshot
  let entries: [RoomLedger.StoredEntry]
  let epoch: String

  /// The newest entry it holds.
  var position: String { entries.last?.id ?? snapshot.streamID }
}

/// What an owner learns when it stores a room it took: the room's epoch and the inbox entry
/// the last owner ran.
struct RoomClaim: Sendable, Equatable {
  let epoch: String
  let cursor: String
}

/// Whether stream entry `id` comes after `other` (ids are `milliseconds-sequence`).
func streamID(_ id: String, isAfter other: String) -> Bool {
  func parts(_ id: String) -> (Int, Int) {
    let split = id.split(separator: "-")
    return (Int(split.first ?? "") ?? 0, Int(split.dropFirst().first ?? "") ?? 0)
  }
  return parts(id) > parts(other)
}
