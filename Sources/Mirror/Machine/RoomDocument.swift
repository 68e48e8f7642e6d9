import MirrorJSON

/// The `{scene, state}` document a room's clients hold at one version.
struct RoomDocument: Sendable {
  let version: Int
  let state: JSONValue
  /// The scene, when known; `nil` when it is rendered from `state` when needed (a follower's
  /// document, which the owner's messages change).
  let scene: JSONValue?
}

/// Who asked for a change, and how their answer reaches them.
enum Requester: Equatable, Sendable {
  /// A client of this node, answered on its connection with the request's `id`.
  case client(connection: UInt64, id: JSONValue)
  /// A client of another node, through the inbox: answered in the stream.
  case forwarded(LogRecord.Forwarding, id: JSONValue)
}

/// What a room's store is told to do.
enum StoreCommand: Equatable, Sendable {
  /// Run one of the app's actions, given as JSON.
  case send(JSONValue, origin: String?)
  /// Replace the state with `state` as a new version caused by `action` (travel, a composed
  /// state, a flow's start or command); `travelledTo` names the version travelled to.
  case replace(JSONValue, action: JSONValue, origin: String?, travelledTo: Int?)
}

/// What a room's store did, as its executor encoded it.
enum StoreChange: Sendable {
  /// A new version: `entry` (encoded as `journal`) leads to `document`; clients get `message`
  /// (a patch, or the whole state), or `full` when they are not keeping up.
  case changed(
    entry: JournalEntry, journal: [UInt8], document: RoomDocument, message: [UInt8],
    full: JSONValue?, travelledTo: Int?)
  /// An action that changed no state: logged at the version it ran on.
  case unchanged(entry: JournalEntry, journal: [UInt8], message: [UInt8])
  /// A state the room refused (over the state limit); the store was put back already.
  case refused(WireError)
}

/// How a client that does not keep up gets the room instead of its backlog.
enum WholeState: Sendable {
  /// These bytes: the message sent is the whole state already.
  case encoded([UInt8])
  /// This message, encoded when a client needs it.
  case message(JSONValue)
  /// The room as it is when a client needs it.
  case current
}
