import MirrorJSON

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
