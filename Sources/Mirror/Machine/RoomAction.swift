import MirrorJSON

/// What ``RoomMachine`` asks its executor (``Room``) to do.
enum RoomAction: Sendable {
  // MARK: The store

  /// Run `command` on the store; report what it changed (``RoomEvent/stored(_:)``) and when it
  /// finished (``RoomEvent/ran(_:)``).
  case run(StoreCommand)
  /// Put the store back to `document`, the last durable version: writes after it failed.
  case restore(RoomDocument)
  /// Run the app from `document` on: this node owns the room now.
  case startStore(RoomDocument)
  /// Stop the app's effects: this node no longer owns the room.
  case stopStore

  // MARK: The log

  case append(LogRecord, ticket: Int)
  case checkpoint(LogCheckpoint)

  // MARK: Clients

  /// A new version for every live client: `message`, or for a client that is not keeping up,
  /// the whole state in place of its backlog.
  case deliver(version: Int, message: [UInt8], whole: WholeState)
  /// A message for every live client (an action that changed nothing, an effect's event).
  case broadcast([UInt8])
  /// A message for every client, read-only windows included.
  case notice(JSONValue)
  /// The room as it is now, whole, for every live client.
  case resyncAll
  /// The answer to one client of this node.
  case reply(connection: UInt64, Answer)

  // MARK: Other nodes

  case forward(text: String, request: LedgerEntry.Request, origin: String)
  case follow(after: String)
  case followInbox(after: String)
  case stopFollowingInbox
  case checkOwner
  case acquire
  case renew(RoomLedger.Lease)
  case release(RoomLedger.Lease)
  case catchUp(after: String)
  case claim(RoomLedger.Snapshot, lease: RoomLedger.Lease, epoch: String?)
  case load

  /// Something the operator should read in the log: a problem, or (`note`) news.
  case warn(String)
  case note(String)
}
