/// The Redis keys of one shared room.
///
/// Every key carries the room's name as a hash tag (`{name}`), so that a Redis Cluster keeps
/// them in one slot and a script may touch them together. Room names are letters, digits, `_`
/// and `-` only (``RoomRegistry/isValidName(_:)``), so they need no escaping.
struct RoomKeys: Sendable, Equatable {
  /// The room's name.
  let room: String

  /// The names of every shared room, with their apps (one key for all rooms: it is read
  /// by `/api/rooms`, never by a script).
  static let all = "navmirror:rooms"

  private var prefix: String { "navmirror:{\(room)}" }

  /// Who owns the room: `node:token`, set with `NX` and an expiry, renewed by its owner.
  var lease: String { prefix + ":lease" }
  /// A counter bumped on every takeover: its value is the fencing token of the new lease.
  var fence: String { prefix + ":fence" }
  /// The room's versions, in order: one entry per change, unchanged action or refusal.
  var stream: String { prefix + ":stream" }
  /// The newest version the stream holds: every append checks it, so versions stay contiguous.
  var head: String { prefix + ":head" }
  /// The room's lineage (``ResumePoint``): set anew whenever the head is created, so that
  /// a stream lost with Redis's data is never resumed from.
  var epoch: String { prefix + ":epoch" }
  /// The room's state at one version and the stream entry it was taken at.
  var snapshot: String { prefix + ":snapshot" }
  /// Actions and commands that clients of other nodes sent, for the owner to run.
  var inbox: String { prefix + ":inbox" }
  /// The inbox entry the owner ran last: a new owner reads on from there.
  var cursor: String { prefix + ":cursor" }
  /// Who is in the room on each node: every node adds its own clients when they change, and
  /// again every third of a lease while it has any.
  var presence: String { prefix + ":presence" }
}
