import MirrorJSON
import MirrorUI

/// A shared room's part in the cluster: whether this node owns it, where it is in the room's
/// stream and inbox, and the requests this node forwarded to the owner.
///
/// `@unchecked Sendable`: every `var` is read and written only on the room's serial queue.
final class RoomShare: @unchecked Sendable {
  enum Role: Equatable {
    /// This node runs the room's store and writes its stream under `lease`.
    case owner(RoomLedger.Lease)
    /// Another node owns the room: this one follows its stream and forwards its clients' changes.
    case follower
    /// The link to Redis is down: nobody here may change the room until it is back.
    case readOnly
  }

  /// A request this node forwarded: whom to answer.
  struct Pending {
    let connection: UInt64
    let id: JSONValue
  }

  let node: ClusterNode
  let name: String
  /// What Redis held when the room was opened; `nil` for a room this node creates.
  let record: (snapshot: RoomLedger.Snapshot, entries: [RoomLedger.StoredEntry])?
  var role: Role
  /// The newest stream entry the room has taken in.
  var streamPosition: String
  /// The newest inbox entry the owner has read.
  var inboxPosition = "0-0"
  var pending: [String: Pending] = [:]
  var nextRequest = 0
  /// The forwarded request the owner runs now, and its inbox entry: the next entry answers it.
  var running: (request: LedgerEntry.Request, inbox: String)?
  /// The owner's journal entry of the change being published, encoded.
  var staged: String?
  var outbox = Outbox()
  var versionsSinceSnapshot = 0
  /// The scene a follower rendered last, for the `hello` of clients that join.
  var renderedScene: (version: Int, scene: Scene)?
  var leaseTimer: Task<Void, Never>?
  /// The effects the owner runs, as its `effect` messages announced them (with `startedAt`),
  /// for the `hello` of a follower's clients.
  var effects: [JSONValue] = []
  /// Other nodes' clients, by node, and when this node last heard from each.
  var remote: [String: (presence: PresenceSummary, heard: Duration)] = [:]

  init(
    node: ClusterNode, name: String,
    record: (snapshot: RoomLedger.Snapshot, entries: [RoomLedger.StoredEntry])?,
    lease: RoomLedger.Lease?
  ) {
    self.node = node
    self.name = name
    self.record = record
    role = lease.map(Role.owner) ?? .follower
    streamPosition = record?.entries.last?.id ?? record?.snapshot.streamID ?? "0-0"
  }

  var keys: RoomKeys { RoomKeys(room: name) }

  /// Other nodes' clients, node by node.
  var remotePresence: [PresenceSummary] {
    remote.keys.sorted().compactMap { remote[$0]?.presence }
  }

  var lease: RoomLedger.Lease? {
    if case .owner(let lease) = role { lease } else { nil }
  }

  var isOwner: Bool { lease != nil }

  /// Whether stream entry `id` comes after `other` (ids are `milliseconds-sequence`).
  static func streamID(_ id: String, isAfter other: String) -> Bool {
    func parts(_ id: String) -> (Int, Int) {
      let split = id.split(separator: "-")
      return (Int(split.first ?? "") ?? 0, Int(split.dropFirst().first ?? "") ?? 0)
    }
    return parts(id) > parts(other)
  }
}
