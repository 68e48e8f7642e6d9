import MirrorJSON

/// What happens to a room: what its clients ask, what its store and its log did, what other
/// nodes wrote, the lease's clock and the link to Redis. ``RoomMachine`` takes them one by one.
enum RoomEvent: Sendable {
  // MARK: Clients and the store

  /// A driver asked for a change (`text` is its message as sent); roles were checked.
  case requested(ClientMessage, text: String, origin: String?, from: Requester)
  /// The store finished the command it was given: the request that started it is answered.
  case ran(Result<Void, WireError>)
  /// The store changed, ran an action that changed nothing, or refused a state.
  case stored(StoreChange)
  /// An effect started, finished or was cancelled: its `event` object, as the wire carries it.
  case effect(JSONObject)

  // MARK: The log

  /// The append `ticket` is durable at a position, or failed.
  case written(ticket: Int, Result<String, LogError>)
  /// A checkpoint was stored, or not.
  case checkpointed(Result<Void, LogError>)

  // MARK: Other nodes (a shared room)

  /// Entries of the room's stream arrived.
  case streamed([StreamItem])
  /// The room's stream cannot be read.
  case streamFailed(LogError)
  /// Requests other nodes forwarded arrived in the inbox.
  case inbox([RoomLedger.Forwarded])
  /// A request this node forwarded did not reach the inbox.
  case forwardFailed(request: String, LogError)
  /// A third of a lease passed.
  case tick
  case renewed(RoomLedger.Lease, Result<Bool, LogError>)
  case ownerChecked(Result<RoomLedger.Lease?, LogError>)
  case acquired(Result<RoomLedger.Lease?, LogError>)
  /// The rest of the stream, read by a node taking the room over.
  case caughtUp(Result<[RoomLedger.StoredEntry], LogError>)
  case claimed(RoomLedger.Lease, Result<RoomClaim, LogError>)
  case loaded(Result<StoredRoom?, LogError>)
  case linkLost
  case linkRestored
  /// The server stops: an owner gives its lease up at once.
  case handOver
}
