import MirrorJSON

/// The `{scene, state}` document a room's clients hold at one version.
struct RoomDocument: Sendable {
  let version: Int
  let state: JSONValue
  /// The scene, when known; `nil` when it is rendered from `state` when needed (a follower's
  /// document, which the owner's messages change).
  let scene: JSONValue?
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
